/**
 * The palette itself, loaded on the first Ctrl+K (CommandPaletteHost): a modal with a search box that is
 * an editable combobox over a listbox of commands, as the nation picker's (active option by
 * aria-activedescendant; arrows, Home/End, PageUp/PageDown, Enter; Escape closes and the focus goes back
 * where it was, the modal's rule). The rules are in rules/; this binds them and runs the chosen command's
 * effect through its host's actions (actions.ts). Cancelling all orders asks once more here before it runs.
 * The hotkeys' order commands show the keys the trader bound, loaded as the palette opens.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { coinsQuery, getQueryClient } from '../../api/query';
import { languageOf } from '../../lib/languages';
import { isListboxKey, listboxIndex } from '../../lib/listbox';
import { useOptionalFeed } from '../../shell/feed-context';
import { readStoredText, writeStoredText } from '../../state/local-storage';
import { session } from '../../state/session';
import { Modal } from '../../ui/Modal';
import type { CommandPaletteActions, CommandPaletteHostActions, HotkeyOrders } from './actions';
import { fillOrderPanelByIntent, setChartIntervalByIntent } from './intent-actions';
import {
  coinCommands,
  FIXED_COMMANDS,
  panelCommands,
  parseOrderCommand,
  parseRecent,
  prepareCommands,
  rankCommands,
  RECENT_STORAGE_KEY,
  withRecent,
  type PaletteCommand,
} from './rules';
import { paletteTexts, type PaletteTexts } from './texts';
import './command-palette.css';

export interface CommandPaletteProps {
  actions: CommandPaletteHostActions;
  onClose(): void;
}

/** The host's actions, with the intents' own where the host gives none. */
function withIntentActions(actions: CommandPaletteHostActions): CommandPaletteActions {
  return {
    setChartInterval: setChartIntervalByIntent,
    fillOrderPanel: (prefill) => fillOrderPanelByIntent(prefill, actions.goToOrderPanel),
    ...actions,
  };
}

/** An option of the list: a command, or the order the query writes. */
type Option = { kind: 'command'; command: PaletteCommand } | { kind: 'order' };

function groupOf(option: Option): PaletteCommand['group'] {
  return option.kind === 'order' ? 'order' : option.command.group;
}

export default function CommandPalette({ actions: given, onClose }: CommandPaletteProps) {
  const actions = withIntentActions(given);
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const texts = paletteTexts(language);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (at: number) => `${id}-option-${at}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const feed = useOptionalFeed();
  const { status } = useSnapshot(session);
  const member = status === 'member';
  const coins = useQuery(coinsQuery, getQueryClient());
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [returned, setReturned] = useState(false);
  const [recent] = useState(() => parseRecent(readStoredText(RECENT_STORAGE_KEY)));
  const [hotkeys, setHotkeys] = useState<HotkeyOrders | null>(null);

  useEffect(() => {
    let open = true;
    given.hotkeyOrders().then(
      (orders) => {
        if (open) setHotkeys(orders);
      },
      // Without them the commands still run (they load again then); only their keys are not shown.
      () => undefined,
    );
    return () => {
      open = false;
    };
    // Once, as the palette opens: the keys do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const prepared = useMemo(
    () =>
      prepareCommands([
        ...FIXED_COMMANDS,
        ...panelCommands(actions.panels),
        ...coinCommands(coins.data ?? []),
      ]),
    [actions.panels, coins.data],
  );
  const order = parseOrderCommand(query);
  const options: Option[] = useMemo(() => {
    const found = rankCommands(prepared, query, recent).map((command): Option => ({
      kind: 'command',
      command,
    }));
    return order === null ? found : [{ kind: 'order' }, ...found];
    // `order` follows `query`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prepared, query, recent]);
  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);

  /** Closes the palette (the focus goes back), then runs `effect` (which may move the focus on). */
  const closeThen = (effect: () => void) => {
    flushSync(onClose);
    effect();
  };

  const remember = (command: PaletteCommand) =>
    writeStoredText(RECENT_STORAGE_KEY, JSON.stringify(withRecent(recent, command.id)));

  const lastPrice = (): number => {
    const slot = feed?.tickers.slotOf(actions.coin);
    return feed && slot !== undefined ? feed.tickers.value(slot, 'closePrice') : Number.NaN;
  };

  const runOrder = () => {
    if (order === null) return;
    if (!order.ok) return setNotice(texts.orderProblem[order.problem]);
    if (!member) return setNotice(texts.needsLogin);
    const price = order.price ?? lastPrice();
    if (!(price > 0)) return setNotice(texts.noPrice);
    closeThen(() =>
      actions.fillOrderPanel({ key: actions.coin, side: order.side, price, quantity: order.quantity }),
    );
  };

  const runCommand = (command: PaletteCommand) => {
    if (command.member && !member) return setNotice(texts.needsLogin);
    const { effect } = command;
    if (effect.kind === 'startOrder') {
      setQuery(`${language === 'ko' ? (effect.side === 'buy' ? '매수' : '매도') : effect.side} `);
      setNotice('');
      inputRef.current?.focus();
      return;
    }
    remember(command);
    if (effect.kind === 'cancelAllOrders') return setConfirming(true);
    if (effect.kind === 'hotkey')
      return closeThen(() => void actions.hotkeyOrders().then((orders) => orders.run(effect.action)));
    closeThen(() => {
      if (effect.kind === 'goToCoin') actions.goToCoin(effect.coin);
      else if (effect.kind === 'setInterval') actions.setChartInterval(effect.interval);
      else if (effect.kind === 'addPanel') actions.addPanel(effect.panel);
      else if (effect.kind === 'openPage') actions.openPath(effect.path);
      else actions.goToOrderPanel();
    });
  };

  const run = (option: Option | undefined) => {
    if (option?.kind === 'order') runOrder();
    else if (option) runCommand(option.command);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (isListboxKey(key)) {
      event.preventDefault();
      setActive(listboxIndex(key, activeIndex, options.length));
    } else if (key === 'Enter') {
      event.preventDefault();
      run(options[activeIndex]);
    }
  };

  const optionText = (option: Option): string => {
    if (option.kind === 'command') return option.command.title[language];
    if (order === null) return '';
    if (!order.ok) return texts.orderProblem[order.problem];
    const price = order.price === null ? null : order.price.toLocaleString(language);
    return texts.orderRow(order.side, String(order.quantity), actions.coin, price);
  };
  const needsLogin = (option: Option) => !member && (option.kind === 'order' || option.command.member);

  // One modal for both steps, so that closing gives the focus back to where it was before the palette.
  return (
    <Modal
      name="command-palette"
      title={texts.title}
      onClose={onClose}
      closeLabel={texts.close}
      initialFocus={inputRef}
    >
      {confirming ? (
        <CancelAllConfirm
          texts={texts}
          coin={actions.coin}
          onBack={() => {
            setConfirming(false);
            setReturned(true);
          }}
          onConfirm={() => closeThen(() => actions.cancelAllOrders(actions.coin))}
        />
      ) : (
        <>
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            className="td-command-palette__search"
            value={query}
            placeholder={texts.placeholder}
            aria-label={texts.search}
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            // Back from the cancel-all step: the search box takes the focus again.
            autoFocus={returned}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setNotice('');
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={texts.title} className="td-command-palette__list">
            {options.map((option, at) => (
              <li
                key={option.kind === 'order' ? 'order' : option.command.id}
                id={optionId(at)}
                role="option"
                className="td-command-palette__option"
                aria-selected={at === activeIndex}
                data-active={at === activeIndex}
                // The search box keeps the focus while the pointer chooses.
                onPointerDown={(event) => event.preventDefault()}
                onPointerEnter={() => setActive(at)}
                onClick={() => run(option)}
              >
                <span className="td-command-palette__group">{texts.groups[groupOf(option)]}</span>
                <span className="td-command-palette__title">{optionText(option)}</span>
                {option.kind === 'command' &&
                  option.command.hotkey &&
                  hotkeys?.keys[option.command.hotkey] && (
                    <kbd className="td-command-palette__key">{hotkeys.keys[option.command.hotkey]}</kbd>
                  )}
                {needsLogin(option) && <span className="td-command-palette__login">{texts.needsLogin}</span>}
              </li>
            ))}
          </ul>
          <p className="td-command-palette__status" role="status">
            {notice || (options.length === 0 ? texts.noResults : texts.results(options.length))}
          </p>
        </>
      )}
    </Modal>
  );
}

/** The step before cancelling all of the coin's open orders: Back (which has the focus) or Cancel all. */
function CancelAllConfirm({
  texts,
  coin,
  onBack,
  onConfirm,
}: {
  texts: PaletteTexts;
  coin: string;
  onBack(): void;
  onConfirm(): void;
}) {
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => backRef.current?.focus(), []);
  return (
    <>
      <p className="td-command-palette__confirm">{texts.confirmCancelAll(coin)}</p>
      <div className="td-command-palette__buttons">
        <button ref={backRef} type="button" onClick={onBack}>
          {texts.confirmNo}
        </button>
        <button type="button" className="td-command-palette__danger" onClick={onConfirm}>
          {texts.confirmYes}
        </button>
      </div>
    </>
  );
}
