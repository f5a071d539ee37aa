import { useNavigate } from 'react-router';
import { AlertModal } from '../../ui/AlertModal';
import type { DialogComponentProps, DialogPropsMap } from '../dialog-registry';

/** The alert modal as a registry dialog: in-app links navigate with the router. */
export function AlertDialog({
  layer,
  active,
  close,
  ...params
}: DialogComponentProps<DialogPropsMap['alert']>) {
  const navigate = useNavigate();
  return (
    <AlertModal
      {...params}
      zIndex={layer}
      active={active}
      onClose={close}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
