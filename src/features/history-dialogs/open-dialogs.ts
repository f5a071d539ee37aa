/** How pages open the history dialogs through the shell's modal service. */
import type { HistoryEntry, SmartSellEntry } from '../../../contract';
import { openDialog } from '../../shell';
import './dialog-types';

export function openHistoryDetail(entry: HistoryEntry): number {
  return openDialog({ type: 'historyDetail', props: { entry } });
}

export function openApplicationDetail(seq: number): number {
  return openDialog({ type: 'applicationDetail', props: { seq } });
}

export function openSmartSellDetail(entry: SmartSellEntry): number {
  return openDialog({ type: 'smartSellDetail', props: { entry } });
}
