/**
 * How the history detail opens the application detail through the shell's modal service. Other features
 * open these dialogs by type (`openDialog({ type: 'historyDetail', props: { entry } })`).
 */
import { openDialog } from '../../shell';
import './dialog-types';

export function openApplicationDetail(seq: number): number {
  return openDialog({ type: 'applicationDetail', props: { seq } });
}
