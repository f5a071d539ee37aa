import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Modal, POPUP_CONTAINER_ID, type ModalProps } from '../../../src/ui/Modal';

function mount(props: Partial<ModalProps> = {}) {
  const onClose = vi.fn();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        {open && (
          <Modal
            name="sample"
            title="Sample title"
            closeLabel="Close sample"
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            footer={<button type="button">Footer action</button>}
            {...props}
          >
            <p>Body text</p>
          </Modal>
        )}
      </>
    );
  }
  flushSync(() => root.render(<Harness />));
  onTestFinished(() => root.unmount());
  return { onClose };
}

describe('Modal', () => {
  test('is a labelled modal dialog at 100 + index in popUpContainer, holding and returning the focus', async () => {
    mount({ index: 3 });
    const opener = page.getByRole('button', { name: 'open' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Sample title' });
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.getElementById(POPUP_CONTAINER_ID)?.contains(dialog.element())).toBe(true);
    expect((dialog.element().parentElement as HTMLElement).style.zIndex).toBe('103');
    await expect.element(page.getByRole('button', { name: 'Close sample' })).toHaveFocus();

    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Footer action' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close sample' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  test('the background closes it only when enabled', async () => {
    const { onClose } = mount();
    await page.getByRole('button', { name: 'open' }).click();
    const layer = document.querySelector<HTMLElement>('[data-modal="sample"]')!;
    layer.click();
    expect(onClose).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Close sample' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('with closeOnBackdrop a background click closes it, a click inside does not', async () => {
    const { onClose } = mount({ closeOnBackdrop: true });
    await page.getByRole('button', { name: 'open' }).click();
    await page.getByText('Body text').click();
    expect(onClose).not.toHaveBeenCalled();
    document.querySelector<HTMLElement>('[data-modal="sample"]')!.click();
    expect(onClose).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('renders nothing without a popUpContainer', async () => {
    document.getElementById(POPUP_CONTAINER_ID)?.remove();
    mount();
    await page.getByRole('button', { name: 'open' }).click();
    expect(page.getByRole('dialog').query()).toBeNull();
  });
});
