import { describe, expect, test } from 'vitest';
import { registerDialogs } from '../../../src/shell/dialog-registry';
import {
  closeAllDialogs,
  closeDialog,
  dialogState,
  openDialog,
  openDialogForAnswer,
} from '../../../src/shell/dialog-store';

const row = { title: 'shell.message.title', body: 'shell.message.body', dismissable: true } as const;

describe('the modal service over the registry', () => {
  test('opening a type nobody registered is a clear error', () => {
    expect(() => openDialog({ type: 'message', props: { title: '', body: '' } })).toThrow(
      'Dialog "message" is not registered',
    );
    expect(dialogState.entries).toHaveLength(0);
  });

  test('a stacking type opens one more each time; another is updated in place', () => {
    registerDialogs({
      message: { ...row, buttons: [{ label: 'common.confirm' }] },
      alert: { ...row, buttons: [{ label: 'common.confirm' }], stacks: true },
    });
    const first = openDialog({ type: 'message', props: { title: 'a', body: '' } });
    openDialog({ type: 'alert', props: { message: 'one' } });
    openDialog({ type: 'alert', props: { message: 'two' } });
    expect(openDialog({ type: 'message', props: { title: 'b', body: '' } })).toBe(first);
    expect(dialogState.entries.map((entry) => entry.type)).toEqual(['message', 'alert', 'alert']);
    expect(dialogState.entries[0]?.props).toEqual({ title: 'b', body: '' });
    closeDialog('alert');
    expect(dialogState.entries.map((entry) => entry.props)).toEqual([
      { title: 'b', body: '' },
      { message: 'one' },
    ]);
    closeAllDialogs();
    expect(dialogState.entries).toHaveLength(0);
  });
});

describe('awaiting a dialog opened by type', () => {
  test('answers what the dialog reported once it is gone, or the unanswered value', async () => {
    registerDialogs({ alert: { ...row, buttons: [{ label: 'common.confirm' }], stacks: true } });
    let report: (value: string) => void = () => {};
    const answered = openDialogForAnswer<string>((answer) => {
      report = answer;
      return { type: 'alert', props: { message: 'agree?' } };
    }, 'none');
    report('agreed');
    closeDialog('alert');
    expect(await answered).toBe('agreed');

    const unanswered = openDialogForAnswer<string>(
      () => ({ type: 'alert', props: { message: 'x' } }),
      'none',
    );
    closeAllDialogs();
    expect(await unanswered).toBe('none');
  });
});
