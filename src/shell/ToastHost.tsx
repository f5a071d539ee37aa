import { ToastList } from '../ui/ToastList';
import { appToasts } from './toast-store';

export function ToastHost() {
  return <ToastList queue={appToasts} />;
}
