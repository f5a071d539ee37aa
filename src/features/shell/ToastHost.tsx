import { useSnapshot } from 'valtio';
import { ToastList } from '../../ui/ToastList';
import { toastState } from './toast-store';

export function ToastHost() {
  const { toasts } = useSnapshot(toastState);
  return <ToastList toasts={toasts} />;
}
