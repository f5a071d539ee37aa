/**
 * Two chart panels of one link group on a page, in real Chromium: a hover in one shows the other's
 * crosshair at the same time (and only the time: no pointer, no price of its own), gone when the pointer
 * leaves; a chart unlinked in its settings layer keeps its own; two time-locked charts keep one visible
 * time range; and the window's crosshair channel carries a hover out and another window's in, checked.
 */
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import { CROSSHAIR_CHANNEL_NAME } from '../../../../src/features/chart/crosshair-channel';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { closeAllDialogs } from '../../../../src/shell';
import { testServices, TradingFeed } from '../../render/chart-harness';
import { mount, withAppDialogs, type Mounted } from '../../workspace/harness';

let mounted: Mounted | undefined;
const channels: BroadcastChannel[] = [];

afterEach(() => {
  closeAllDialogs();
  mounted?.unmount();
  mounted = undefined;
  for (const channel of channels.splice(0)) channel.close();
});

type Settings = Readonly<Record<string, unknown>>;

/** A chart panel of group red keeping its settings as the workspace would. */
function LinkedChart({ name, held }: { name: string; held: (c: ChartController | null) => void }) {
  const [settings, setSettings] = useState<Settings | null>(null);
  return (
    <div data-testid={name} style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <ChartPanel
        coin="BTC-KRW"
        symbol="BTC"
        marketSymbol="KRW"
        panelId={name}
        services={testServices()}
        onController={held}
        settings={settings}
        onSettings={setSettings}
        link="red"
      />
    </div>
  );
}

async function mountTwo() {
  const held: Record<'a' | 'b', ChartController | null> = { a: null, b: null };
  mounted = mount(
    withAppDialogs(
      <FeedProvider client={new TradingFeed()}>
        <LinkedChart name="a" held={(c) => (held.a = c)} />
        <LinkedChart name="b" held={(c) => (held.b = c)} />
      </FeedProvider>,
    ),
    { width: 900, height: 900 },
  );
  const surface = (name: string) =>
    mounted!.container.querySelector<HTMLElement>(`[data-testid="${name}"] [data-testid="chart-surface"]`)!;
  await expect.poll(() => surface('a')?.dataset.drawn).toBe('true');
  await expect.poll(() => surface('b')?.dataset.drawn).toBe('true');
  await expect.poll(() => surface('a').dataset.linked).toBe('crosshair');
  await expect.poll(() => surface('b').dataset.linked).toBe('crosshair');
  const plot = (name: string) => surface(name).querySelector<HTMLElement>('[data-testid="chart-plot"]')!;
  return { held, surface, plot };
}

function pointer(plot: HTMLElement, type: string, x: number, y: number): void {
  const box = plot.getBoundingClientRect();
  plot.dispatchEvent(
    new PointerEvent(type, {
      pointerId: 1,
      clientX: box.left + x,
      clientY: box.top + y,
      bubbles: true,
      isPrimary: true,
    }),
  );
}

/** The charts' settings layer: opens it in chart `name` and answers its check named `label`. */
async function settingsCheck(name: string, label: string) {
  const chart = page.getByTestId(name);
  await chart.getByRole('button', { name: 'Settings' }).click();
  return chart.getByRole('checkbox', { name: label });
}

describe('charts of one link group', () => {
  test("a hover in one shows the other's crosshair at its time, without a pointer of its own", async () => {
    const { held, surface, plot } = await mountTwo();
    pointer(plot('a'), 'pointermove', 200, 100);
    await expect.poll(() => surface('a').dataset.crosshairTime).toBeDefined();
    const time = surface('a').dataset.crosshairTime;
    await expect.poll(() => surface('b').dataset.crosshairTime).toBe(time);
    expect(surface('b').dataset.crosshairLabel).toBe(surface('a').dataset.crosshairLabel);
    expect(held.b!.scene.model.cursor).toBeNull();
    expect(held.b!.scene.model.linkedTime).toBe(Number(time));

    // Another bar, then the pointer leaves: the other follows, then shows none.
    pointer(plot('a'), 'pointermove', 320, 100);
    await expect.poll(() => surface('b').dataset.crosshairTime).not.toBe(time);
    expect(surface('b').dataset.crosshairTime).toBe(surface('a').dataset.crosshairTime);
    pointer(plot('a'), 'pointerleave', 320, 100);
    await expect.poll(() => surface('b').dataset.crosshairTime).toBeUndefined();
    expect(surface('a').dataset.crosshairTime).toBeUndefined();

    // And the other way round.
    pointer(plot('b'), 'pointermove', 250, 80);
    await expect.poll(() => surface('a').dataset.crosshairTime).toBeDefined();
    expect(surface('a').dataset.crosshairTime).toBe(surface('b').dataset.crosshairTime);
  });

  test('a chart whose crosshair is unlinked keeps its own, and says so in its settings', async () => {
    const { held, surface, plot } = await mountTwo();
    const check = await settingsCheck('b', 'Link crosshair to group');
    await expect.element(check).toBeChecked();
    await check.click();
    await expect.element(check).not.toBeChecked();
    await expect.poll(() => surface('b').dataset.linked).toBeUndefined();

    pointer(plot('a'), 'pointermove', 200, 100);
    await expect.poll(() => surface('a').dataset.crosshairTime).toBeDefined();
    // a tells its group in the frame it writes its label, at once: b took nothing.
    expect(held.b!.scene.model.linkedTime).toBeNull();
    expect(surface('b').dataset.crosshairTime).toBeUndefined();

    // Linked again, it follows.
    await check.click();
    await expect.poll(() => surface('b').dataset.linked).toBe('crosshair');
    const before = surface('a').dataset.crosshairTime;
    pointer(plot('a'), 'pointermove', 260, 100);
    await expect.poll(() => surface('a').dataset.crosshairTime).not.toBe(before);
    await expect.poll(() => surface('b').dataset.crosshairTime).toBe(surface('a').dataset.crosshairTime);
  });

  test('two time-locked charts keep one visible time range; a chart not locked keeps its own', async () => {
    const { held, surface, plot } = await mountTwo();
    const scale = (name: 'a' | 'b') => held[name]!.scene.model.scale;
    const before = scale('b');
    // What a tells the other windows, which it does in the frame after it told this one's charts.
    const other = new BroadcastChannel(CROSSHAIR_CHANNEL_NAME);
    channels.push(other);
    const spans: unknown[] = [];
    other.onmessage = (event: MessageEvent<{ kind?: string }>) => {
      if (event.data.kind === 'span') spans.push(event.data);
    };
    // Only a locked: its zoom moves b nowhere.
    await (await settingsCheck('a', 'Sync time with group')).click();
    await expect.poll(() => surface('a').dataset.linked).toBe('crosshair time');
    plot('a').dispatchEvent(
      new WheelEvent('wheel', { deltaY: 200, clientX: 300, bubbles: true, cancelable: true }),
    );
    await expect.poll(() => spans.length).toBe(1);
    expect(scale('a').barSpacing).not.toBe(before.barSpacing);
    expect(scale('b')).toEqual(before);

    // Both locked: a zoom and a pan of either moves the other to the same bars (one interval here).
    await (await settingsCheck('b', 'Sync time with group')).click();
    await expect.poll(() => surface('b').dataset.linked).toBe('crosshair time');
    plot('a').dispatchEvent(
      new WheelEvent('wheel', { deltaY: -100, clientX: 300, bubbles: true, cancelable: true }),
    );
    await expect.poll(() => scale('b').barSpacing).toBeCloseTo(scale('a').barSpacing, 6);
    expect(scale('b').rightOffset).toBeCloseTo(scale('a').rightOffset, 6);
    pointer(plot('b'), 'pointerdown', 300, 100);
    pointer(plot('b'), 'pointermove', 360, 100);
    pointer(plot('b'), 'pointerup', 360, 100);
    await expect.poll(() => scale('a').rightOffset).toBeCloseTo(scale('b').rightOffset, 6);
  });

  test("the window's channel carries a hover to other windows and theirs in, checked", async () => {
    const { surface, plot } = await mountTwo();
    const other = new BroadcastChannel(CROSSHAIR_CHANNEL_NAME);
    channels.push(other);
    const heard: unknown[] = [];
    other.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);

    pointer(plot('a'), 'pointermove', 200, 100);
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    const time = Number(surface('a').dataset.crosshairTime);
    expect(heard).toEqual([{ kind: 'crosshair', group: 'red', time, source: expect.any(String) }]);
    pointer(plot('a'), 'pointerleave', 200, 100);
    await expect.poll(() => heard.at(-1)).toMatchObject({ kind: 'crosshair', group: 'red', time: null });

    // Another window's: garbage is ignored, another group's too, the group's is shown by both charts.
    const count = heard.length;
    other.postMessage({ kind: 'crosshair', group: 'red', time: 'soon', source: 'w:x' });
    other.postMessage({ kind: 'crosshair', group: 'blue', time, source: 'w:x' });
    other.postMessage({ kind: 'crosshair', group: 'red', time, source: 'w:x' });
    await expect.poll(() => surface('a').dataset.crosshairTime).toBe(String(time));
    await expect.poll(() => surface('b').dataset.crosshairTime).toBe(String(time));
    // Nothing of it was sent back: the next thing heard is a's next hover.
    pointer(plot('a'), 'pointermove', 260, 100);
    await expect.poll(() => heard.length).toBeGreaterThan(count);
    expect(heard.slice(count)).toEqual([
      {
        kind: 'crosshair',
        group: 'red',
        time: expect.any(Number),
        source: expect.not.stringMatching(/^w:x$/),
      },
    ]);
  });
});
