import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../ui/Modal';
import { blockOkTarget } from '../rules';
import type { DialogComponentProps } from './dialog-props';

export function ServiceBlockDialog({
  title,
  body,
  layer,
  active,
  close,
}: DialogComponentProps<'serviceBlock'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirm = () => {
    close();
    const target = blockOkTarget(pathname);
    if (target !== null) void navigate(target);
  };
  return (
    <Modal
      name="serviceBlock"
      type="alert"
      zIndex={layer}
      active={active}
      title={title || t('shell.serviceBlock.title')}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={confirm}>
          {t('common.confirm')}
        </button>
      }
    >
      <p className="td-dialog__text">{body || t('shell.serviceBlock.body')}</p>
    </Modal>
  );
}
