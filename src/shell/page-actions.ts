/**
 * Page-level effects of the shell's dialogs, behind one object so that tests can observe them instead
 * of reloading the test page.
 */
export const pageActions = {
  reload(): void {
    globalThis.location.reload();
  },
};
