import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { richTextToSafeHtml } from '../../../src/lib/sanitize';
import { AlertModal, type AlertModalParams } from '../../../src/ui/AlertModal';
import { mount } from './mount';

function mountAlert(params: AlertModalParams) {
  const onClose = vi.fn();
  const onNavigate = vi.fn();
  mount(<AlertModal {...params} onClose={onClose} onNavigate={onNavigate} />);
  return { onClose, onNavigate, alert: page.getByRole('alertdialog') };
}

/** A global flag every payload tries to set: it must stay unset. */
function watchForExecution() {
  const pwned = vi.fn();
  Object.assign(window, { __pwned: pwned });
  onTestFinished(() => {
    delete (window as { __pwned?: unknown }).__pwned;
  });
  return pwned;
}

// Hostile server text: each tries to run window.__pwned() or to leave a dangerous link behind.
const HOSTILE = [
  '<script>window.__pwned()</script>text',
  '<img src=x onerror="window.__pwned()">text',
  '<b onmouseover="window.__pwned()" onclick="window.__pwned()">text</b>',
  '<a href="javascript:window.__pwned()">text</a>',
  '<a href="JaVaScRiPt:window.__pwned()">text</a>',
  '<a href="java&#x09;script:window.__pwned()">text</a>',
  '<a href="data:text/html,<script>window.__pwned()</script>">text</a>',
  '<a href="vbscript:msgbox(1)">text</a>',
  '<svg onload="window.__pwned()"><script>window.__pwned()</script></svg>text',
  '<svg><a xlink:href="javascript:window.__pwned()"><text>x</text></a></svg>text',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned()">',
  '<iframe src="javascript:window.__pwned()"></iframe>text',
  '<iframe srcdoc="<script>parent.__pwned()</script>"></iframe>text',
  '<object data="javascript:window.__pwned()"></object>text',
  '<form action="javascript:window.__pwned()"><button>text</button></form>',
  '<details open ontoggle="window.__pwned()">text</details>',
  '<div style="background:url(javascript:window.__pwned())">text</div>',
  '<a href="/ok" data-internal-link onclick="window.__pwned()">text</a>',
  '<img src=x onerror="window.__pwned()"',
  '<<script>script>window.__pwned()<</script>/script>text',
  '"><img src=x onerror=window.__pwned()>text',
  '<p>unclosed <b>bold <i>italic',
  '<a href="https://evil.example" target="_self">text</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned()">text',
  '<base href="javascript:window.__pwned()//">text',
  '<input autofocus onfocus="window.__pwned()">text',
];

describe('alert modal', () => {
  test('a double-bar message is split into title and body; the default button is the confirm text', async () => {
    const closeCb = vi.fn();
    const { alert, onClose } = mountAlert({ message: '주문 안내||주문이 접수되었습니다.', closeCb });
    await expect.element(page.getByRole('alertdialog', { name: '주문 안내' })).toBeVisible();
    await expect.element(alert.getByText('주문이 접수되었습니다.')).toBeVisible();
    expect(alert.getByText('||').query()).toBeNull();
    await alert.getByRole('button', { name: '확인' }).click();
    expect(closeCb).toHaveBeenCalledWith('modalBtn');
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('without a separator or title it has the generic title; a given title wins', async () => {
    mountAlert({ message: '본문만' });
    await expect.element(page.getByRole('alertdialog', { name: '알림' })).toBeVisible();
    mountAlert({ title: '직접 준 제목', message: '실린 제목||본문' });
    await expect.element(page.getByRole('alertdialog', { name: '직접 준 제목' })).toBeVisible();
  });

  test('custom labels for both buttons; each reports itself, Escape reports a dismissal', async () => {
    const closeCb = vi.fn();
    const { alert } = mountAlert({ message: 'x||y', modalBtn: '삭제', modalBtn1: '취소', closeCb });
    await alert.getByRole('button', { name: '취소' }).click();
    await alert.getByRole('button', { name: '삭제' }).click();
    await alert.getByRole('button', { name: '삭제' }).click();
    await userEvent.keyboard('{Escape}');
    expect(closeCb.mock.calls).toEqual([['modalBtn1'], ['modalBtn'], ['modalBtn'], ['dismiss']]);
  });

  test('an empty second label falls back to the confirm text too', async () => {
    const { alert } = mountAlert({ message: 'x||y', modalBtn1: '' });
    await expect.poll(() => alert.getByRole('button', { name: '확인' }).elements().length).toBe(2);
  });

  test('literal \\n sequences become line breaks', async () => {
    const { alert } = mountAlert({ message: '제목||첫 줄\\n둘째 줄\\r\\n셋째 줄' });
    const body = alert.element().querySelector('.td-alert__body')!;
    expect(body.querySelectorAll('br')).toHaveLength(2);
    expect(body.textContent).toBe('첫 줄둘째 줄셋째 줄');
  });

  test('in-app links navigate through the callback; external ones open safely in a new tab', async () => {
    const message =
      '안내||<a href="/trade/order/BTC_KRW">주문</a> ' +
      `<a href="${location.origin}/assets/my?tab=1">자산</a> ` +
      '<a href="https://help.example.com/faq" target="_self">도움말</a> ' +
      '<a href="mailto:help@example.com">메일</a>';
    const { alert, onNavigate, onClose } = mountAlert({ message });
    const external = alert.getByRole('link', { name: '도움말' });
    await expect.element(external).toHaveAttribute('target', '_blank');
    await expect.element(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(external).toHaveAttribute('href', 'https://help.example.com/faq');
    await expect.element(alert.getByRole('link', { name: '메일' })).toHaveAttribute('target', '_blank');
    await expect
      .element(alert.getByRole('link', { name: '자산' }))
      .toHaveAttribute('href', '/assets/my?tab=1');

    await alert.getByRole('link', { name: '주문' }).click();
    expect(onNavigate).toHaveBeenCalledWith('/trade/order/BTC_KRW');
    expect(onClose).toHaveBeenCalledOnce();
    await alert.getByRole('link', { name: '자산' }).click();
    expect(onNavigate).toHaveBeenLastCalledWith('/assets/my?tab=1');
  });

  test.each(HOSTILE)('hostile body %j is inert', async (payload) => {
    const pwned = watchForExecution();
    const { alert } = mountAlert({ message: `경고||${payload}` });
    await expect.element(page.getByRole('alertdialog', { name: '경고' })).toBeVisible();
    const body = alert.element().querySelector('.td-alert__body')!;
    expect(
      body.querySelector(
        'script, iframe, object, embed, svg, math, style, form, input, meta, base, img, details',
      ),
    ).toBeNull();
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$|^srcdoc$|^xlink/i);
        expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
    for (const anchor of body.querySelectorAll('a')) {
      if (anchor.hasAttribute('data-internal-link')) expect(anchor.getAttribute('href')).toMatch(/^\/(?!\/)/);
      else if (anchor.hasAttribute('href')) {
        expect(anchor.getAttribute('target')).toBe('_blank');
        expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
    for (const anchor of body.querySelectorAll('a')) anchor.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pwned).not.toHaveBeenCalled();
  });

  test('the title is text, never markup', async () => {
    const pwned = watchForExecution();
    mountAlert({ message: '<img src=x onerror="window.__pwned()">제목||본문' });
    await expect
      .element(page.getByRole('alertdialog', { name: '<img src=x onerror="window.__pwned()">제목' }))
      .toBeVisible();
    expect(pwned).not.toHaveBeenCalled();
  });
});

describe('richTextToSafeHtml', () => {
  const host = 'app.tradedeck.test';
  test.each([
    ['a\\nb', 'a<br>b'],
    ['<a href="/x">x</a>', '<a href="/x" data-internal-link="">x</a>'],
    ['<a href="https://app.tradedeck.test/y?z=1">y</a>', '<a href="/y?z=1" data-internal-link="">y</a>'],
    [
      '<a href="https://other.example/">o</a>',
      '<a href="https://other.example/" target="_blank" rel="noopener noreferrer">o</a>',
    ],
    ['<a href="javascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="//evil.example/">p</a>', '<a>p</a>'],
    ['<a href="relative">r</a>', '<a>r</a>'],
    [
      '<a data-internal-link href="https://evil.example/">e</a>',
      '<a href="https://evil.example/" target="_blank" rel="noopener noreferrer">e</a>',
    ],
  ])('%j → %j', (input, expected) => {
    expect(richTextToSafeHtml(input, host)).toBe(expected);
  });
});
