// A figure beside several peers: each peer's value, ratio and target kept beside the first peer's.
import { describe, expect, test } from 'vitest';
import { againstEachPeer, recordsAgainst, targetMet, withOtherPeers } from '../../../bench/report';

const ratio = (value: number) => ({ target: { on: 'ratio', value } }) as const;

describe('withOtherPeers', () => {
  const lwc = recordsAgainst('lightweight-charts');
  const uplot = recordsAgainst('uPlot');
  const records = withOtherPeers(
    [lwc('script per second', 'ms/s', [10, 12, 11], [60, 50, 55], 'lower', ratio(5))],
    [[uplot('script per second', 'ms/s', [10, 12, 11], [15, 20, 18], 'lower', ratio(1.5))]],
  );

  test('keeps the first peer in the record and the others beside it, each with its spread and target', () => {
    expect(records[0]).toMatchObject({ value: 11, peer: 'lightweight-charts', peerValue: 55, ratio: 5 });
    expect(records[0]!.others).toEqual([
      {
        peer: 'uPlot',
        peerValue: 18,
        ratio: 18 / 11,
        target: { on: 'ratio', value: 1.5 },
        peerSpread: { min: 15, max: 20 },
      },
    ]);
  });

  test('reads each target on its own peer’s ratio', () => {
    expect(againstEachPeer(records[0]!).map(targetMet)).toEqual([true, true]);
    const slower = withOtherPeers(
      [lwc('x', 'ms', 10, 20, 'lower', ratio(5))],
      [[uplot('x', 'ms', 10, 12, 'lower', ratio(1.5))]],
    );
    expect(againstEachPeer(slower[0]!).map(targetMet)).toEqual([false, false]);
  });

  test('refuses records of different figures side by side', () => {
    expect(() =>
      withOtherPeers([lwc('a', 'ms', 1, 2, 'lower')], [[uplot('b', 'ms', 1, 2, 'lower')]]),
    ).toThrow('a and b differ');
  });
});
