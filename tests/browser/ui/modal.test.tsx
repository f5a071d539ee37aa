import { useRef, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { closeDialog, closeDialogById, dialogState, openDialog } from '../../../src/shell';
import { Modal, POPUP_CONTAINER_ID, type ModalProps } from '../../../src/ui/Modal';
import { mountApp, stubApi } from '../shell/harness';
import { mount } from './mount';

interface Layer {
  name: string;
  props?: Partial<ModalProps>;
}

/** An opener button and a stack of modals, each closed by its own close callback. */
function Stack({ layers, onClose }: { layers: readonly Layer[]; onClose: (name: string) => void }) {
  const [open, setOpen] = useState<readonly Layer[]>([]);
  return (
    <>
      <button type="button" onClick={() => setOpen(layers)}>
        open
      </button>
      {open.map((layer, index) => (
        <Modal
          key={layer.name}
          name={layer.name}
          index={index}
          active={index === open.length - 1}
          title={`${layer.name} title`}
          closeLabel={`close ${layer.name}`}
          onClose={() => {
            onClose(layer.name);
            setOpen((current) => current.filter((item) => item.name !== layer.name));
          }}
          footer={<button type="button">{`${layer.name} action`}</button>}
          {...layer.props}
        >
          <input aria-label={`${layer.name} field`} />
        </Modal>
      ))}
    </>
  );
}

function zIndexOf(name: string): number {
  return Number(document.querySelector<HTMLElement>(`[data-modal="${name}"]`)?.style.zIndex);
}

describe('modal stacking, focus and closing', () => {
  test('stacks at 100 + index; the top one traps the focus and gives it back down the stack', async () => {
    const onClose = vi.fn();
    mount(<Stack layers={[{ name: 'first' }, { name: 'second' }, { name: 'third' }]} onClose={onClose} />);
    const opener = page.getByRole('button', { name: 'open' });
    await opener.click();
    expect([zIndexOf('first'), zIndexOf('second'), zIndexOf('third')]).toEqual([100, 101, 102]);
    const layers = [...document.getElementById(POPUP_CONTAINER_ID)!.children].map((el) =>
      el.getAttribute('data-modal'),
    );
    expect(layers).toEqual(['first', 'second', 'third']);

    const third = page.getByRole('dialog', { name: 'third title' });
    await expect.element(third.getByRole('button', { name: 'close third' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(third.getByRole('textbox', { name: 'third field' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(third.getByRole('button', { name: 'third action' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(third.getByRole('button', { name: 'close third' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(third.getByRole('button', { name: 'third action' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose.mock.calls).toEqual([['third']]);
    await expect.element(third).not.toBeInTheDocument();
    await expect
      .poll(() => document.querySelector('[data-modal="second"]')?.contains(document.activeElement))
      .toBe(true);

    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    expect(onClose.mock.calls).toEqual([['third'], ['second'], ['first']]);
    await expect.element(opener).toHaveFocus();
  });

  test('a press on the background keeps the focus inside when background closing is off', async () => {
    const onClose = vi.fn();
    mount(<Stack layers={[{ name: 'only' }]} onClose={onClose} />);
    await page.getByRole('button', { name: 'open' }).click();
    const layer = document.querySelector<HTMLElement>('[data-modal="only"]')!;
    await userEvent.click(layer, { position: { x: 5, y: 5 } });
    expect(onClose).not.toHaveBeenCalled();
    expect(layer.contains(document.activeElement)).toBe(true);
  });

  test('a background click closes when enabled, a click in the dialog does not', async () => {
    const onClose = vi.fn();
    mount(<Stack layers={[{ name: 'only', props: { closeOnBackdrop: true } }]} onClose={onClose} />);
    await page.getByRole('button', { name: 'open' }).click();
    await page.getByRole('textbox', { name: 'only field' }).click();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(document.querySelector<HTMLElement>('[data-modal="only"]')!, {
      position: { x: 5, y: 5 },
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('the close button closes; Escape does nothing where it is turned off', async () => {
    const onClose = vi.fn();
    mount(<Stack layers={[{ name: 'strict', props: { closeOnEscape: false } }]} onClose={onClose} />);
    await page.getByRole('button', { name: 'open' }).click();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'close strict' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('an initial focus takes the focus as it opens, and the opener has it back as it closes', async () => {
    function Search() {
      const [open, setOpen] = useState(false);
      const field = useRef<HTMLInputElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          {open && (
            <Modal
              name="search"
              title="search title"
              closeLabel="close search"
              onClose={() => setOpen(false)}
              initialFocus={field}
            >
              <button type="button">before</button>
              <input ref={field} aria-label="search field" />
            </Modal>
          )}
        </>
      );
    }
    mount(<Search />);
    const opener = page.getByRole('button', { name: 'open' });
    await opener.click();
    await expect.element(page.getByRole('textbox', { name: 'search field' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'search title' })).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  test('a modal without onClose has no close button and ignores Escape', async () => {
    mount(
      <Modal name="blocking" title="blocking title">
        <button type="button">inside</button>
      </Modal>,
    );
    await expect.element(page.getByRole('dialog', { name: 'blocking title' })).toBeVisible();
    expect(page.getByRole('button', { name: /close/i }).query()).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'blocking title' })).toBeVisible();
  });

  test.each(['alert', 'notice', 'default', 'terms', 'image'] as const)('type %s', async (type) => {
    mount(<Modal name={`typed-${type}`} type={type} title={`${type} title`} />);
    const role = type === 'alert' ? 'alertdialog' : 'dialog';
    const dialog = page.getByRole(role, { name: `${type} title` });
    await expect.element(dialog).toHaveClass(`td-modal--${type}`);
  });

  test('nothing renders without a popUpContainer', () => {
    document.getElementById(POPUP_CONTAINER_ID)?.remove();
    const { host } = mount(<Modal name="nowhere" title="nowhere title" />);
    expect(document.querySelector('[data-modal]')).toBeNull();
    expect(host.childElementCount).toBe(0);
  });
});

describe('the one dialog registry', () => {
  test('alerts stack at 100 + index under the shell dialogs and close by id or by type', async () => {
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    const first = openDialog({ type: 'alert', props: { message: '첫째||본문 하나' } });
    openDialog({ type: 'alert', props: { message: '둘째||본문 둘' } });
    openDialog({ type: 'serviceBlock', props: { title: '차단', body: '' } });
    await expect.element(page.getByRole('alertdialog', { name: '둘째' })).toBeInTheDocument();
    const layers = [...document.querySelectorAll<HTMLElement>('[data-modal]')].map((el) => [
      el.dataset.modal,
      Number(el.style.zIndex),
    ]);
    expect(layers).toEqual([
      ['alert', 100],
      ['alert', 101],
      ['serviceBlock', 9000],
    ]);
    closeDialogById(first);
    await expect.element(page.getByRole('alertdialog', { name: '첫째' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('alertdialog', { name: '둘째' })).toBeInTheDocument();
    closeDialog('alert');
    closeDialog('serviceBlock');
    await expect.poll(() => dialogState.entries.length).toBe(0);
  });

  test("an alert's in-app link navigates with the router and closes the alert", async () => {
    stubApi();
    const closeCb = vi.fn();
    const { router } = mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    openDialog({
      type: 'alert',
      props: { message: '안내||<a href="/member/join">회원가입</a>으로 이동', closeCb },
    });
    const alert = page.getByRole('alertdialog', { name: '안내' });
    await alert.getByRole('link', { name: '회원가입' }).click();
    await expect.element(alert).not.toBeInTheDocument();
    // The sign-up page loads on demand: the navigation ends once it has.
    await expect.poll(() => router.state.location.pathname).toBe('/member/join');
    expect(closeCb).toHaveBeenCalledWith('dismiss');
  });

  test('reopening a single-instance dialog updates it in place', async () => {
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    const id = openDialog({ type: 'message', props: { title: '처음', body: '' } });
    expect(openDialog({ type: 'message', props: { title: '다음', body: '' } })).toBe(id);
    await expect.element(page.getByRole('alertdialog', { name: '다음' })).toBeVisible();
    expect(document.querySelectorAll('[data-modal="message"]')).toHaveLength(1);
  });
});
