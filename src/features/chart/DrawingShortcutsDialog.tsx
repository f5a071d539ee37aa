/**
 * The drawing shortcuts' help (dialog chartDrawingShortcuts): a table of each shortcut's keys, as this
 * keyboard reads them (⌘ ⌥ ⇧ on a Mac), and what it does. Rows: rules/drawing-shortcuts.ts.
 */
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { isMacPlatform, shortcutRows, type ShortcutAction } from './rules/drawing-shortcuts';
import './drawings.css';

type ShortcutsProps = DialogComponentProps<DialogPropsMap['chartDrawingShortcuts']>;

function actionText(t: TFunction, action: ShortcutAction): string {
  if (action.kind === 'tool')
    return t('chart.drawings.shortcutsHelp.tool', { tool: t(`chart.drawings.tools.${action.tool}`) });
  return t(`chart.drawings.shortcutsHelp.${action.kind}`);
}

export function DrawingShortcutsDialog({ layer, active, close }: ShortcutsProps) {
  const { t } = useTranslation();
  const rows = shortcutRows(isMacPlatform(navigator.platform));
  return (
    <Modal
      name="chartDrawingShortcuts"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('chart.drawings.shortcuts')}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={close}>
          {t('common.close')}
        </button>
      }
    >
      <table className="td-drawing-shortcuts">
        <thead>
          <tr>
            <th scope="col">{t('chart.drawings.shortcutsHelp.keys')}</th>
            <th scope="col">{t('chart.drawings.shortcutsHelp.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.action.kind === 'tool' ? row.action.tool : row.action.kind}>
              <td>
                {row.keys.map((key, at) => (
                  <Fragment key={key}>
                    {at > 0 && ` ${t('chart.drawings.shortcutsHelp.or')} `}
                    <kbd>{key}</kbd>
                  </Fragment>
                ))}
              </td>
              <td>{actionText(t, row.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
