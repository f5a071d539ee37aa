/**
 * The toolbar's average-price and pending buttons (chart spec §5 "Average price"): each shows pressed
 * while its line is drawn — the member's toggle on and something to draw — and a press answers as
 * rules/chart-lines.ts `lineTogglePress` says, kept per member in the chart settings. The pending button
 * covers the member's parent orders too (a split order's range, a TWAP's limit: rules/parent-orders.ts).
 */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { showToast } from '../../shell';
import { chartSettings } from './chart-settings-store';
import type { AccountLineButton } from './ChartToolbar';
import { lineShown, lineTogglePress, type LineButtonState } from './rules/chart-lines';
import { lineTogglesOf, memberKey } from './rules/chart-settings';
import { hasParentMarks, type ParentMarks } from './rules/parent-orders';

/** What the member's account has to draw, as far as the exchange has answered. */
export interface LineContent {
  averagePrice: number;
  pending: readonly unknown[];
  parents: ParentMarks;
  answered: Readonly<Record<AccountLineButton, boolean>>;
}

export interface LineButtons {
  /** The line is drawn. */
  shown(line: AccountLineButton): boolean;
  /** The button: pressed while its line is drawn, busy until the exchange has answered. */
  button(line: AccountLineButton): { pressed: boolean; busy: boolean };
  press(line: AccountLineButton): void;
}

export function useLineButtons(loggedIn: boolean, memNo: number | null, content: LineContent): LineButtons {
  const { t } = useTranslation();
  const settings = useSnapshot(chartSettings);
  const member = memberKey(memNo);
  const toggles = lineTogglesOf(settings, member);
  // Each line button: the member's toggle, and whether there is anything to draw; shown when both.
  const state = (line: AccountLineButton): LineButtonState => ({
    loggedIn,
    on: toggles[line],
    hasContent:
      line === 'averagePrice'
        ? content.averagePrice > 0
        : content.pending.length > 0 || hasParentMarks(content.parents),
    answered: content.answered[line],
  });
  return {
    shown: (line) => lineShown(state(line)),
    button: (line) => ({
      pressed: lineShown(state(line)),
      // Until the exchange answers what there is to draw, the button's state is not known yet.
      busy: loggedIn && !content.answered[line],
    }),
    press: (line) => {
      const outcome = lineTogglePress(line, state(line));
      if (outcome.toastKey) showToast(t(outcome.toastKey));
      if (outcome.setOn !== null) chartSettings.lines[member] = { ...toggles, [line]: outcome.setOn };
    },
  };
}
