import { describe, expect, test } from 'vitest';
import { registerDialogs } from '../../../src/shell/dialog-registry';
import { closeAllDialogs, closeDialog, dialogState, openDialog } from '../../../src/shell/dialog-store';

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
