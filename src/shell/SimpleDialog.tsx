/**
 * The one component of every simple dialog of the registry: its texts resolved at render (so a language
 * switch applies to open dialogs), its body sanitised (it may be server text, e.g. a block message), its
 * buttons with the main one last, and its own timer when it closes by itself.
 */
import type { TFunction } from 'i18next';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { richTextToSafeHtml } from '../lib/sanitize';
import { Modal } from '../ui/Modal';
import type { DialogComponentProps, DialogText, SimpleDialogDefinition } from './dialog-registry';

export type SimpleDialogProps<P> = DialogComponentProps<{
  name: string;
  definition: SimpleDialogDefinition<P>;
  props: P;
}>;

function resolve<P>(text: DialogText<P>, t: TFunction, props: P): string {
  return typeof text === 'function' ? text(t, props) : t(text);
}

export function SimpleDialog<P>({ name, definition, props, layer, active, close }: SimpleDialogProps<P>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const body = resolve(definition.body, t, props);
  const bodyHtml = useMemo(() => richTextToSafeHtml(body, globalThis.location?.host ?? ''), [body]);
  const note = definition.note ? resolve(definition.note, t, props) : '';

  const context = { navigate: (path: string) => void navigate(path), pathname };
  const expire = useEffectEvent(() => {
    definition.onExpired?.(props, context);
    close();
  });
  const lifetime = definition.closesAfterMs;
  useEffect(() => {
    if (lifetime === undefined) return;
    const timer = setTimeout(() => expire(), lifetime);
    return () => clearTimeout(timer);
  }, [lifetime]);

  const closeByUser = () => {
    definition.onClosed?.(props);
    close();
  };

  return (
    <Modal
      name={name}
      type="alert"
      zIndex={layer}
      active={active}
      onClose={definition.dismissable ? closeByUser : undefined}
      closeLabel={t('common.close')}
      title={resolve(definition.title, t, props)}
      footer={definition.buttons.map((button, index) => (
        <button
          key={index}
          type="button"
          className={index === definition.buttons.length - 1 ? 'td-button td-button--primary' : 'td-button'}
          onClick={() => {
            button.press?.(props, context);
            if (!button.staysOpen) closeByUser();
          }}
        >
          {resolve(button.label, t, props)}
        </button>
      ))}
    >
      <div className="td-dialog__text" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {note && <p className="td-dialog__sub">{note}</p>}
    </Modal>
  );
}
