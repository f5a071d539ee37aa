/**
 * /settings/hotkeys: every action with its key (press to record, clear, back to its default, a refused
 * key said with the action that holds it or what the browser does with it), the preset quantity per
 * market, and the one-click trading switch, which asks once per session before it turns on. Loaded with
 * its route; the rules are in rules/, the texts in texts.ts.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MARKET_SYMBOLS, type MarketSymbol } from '../../../contract/markets';
import { languageOf } from '../../lib/languages';
import { showToast } from '../../shell';
import { readStoredText, writeStoredText } from '../../state/local-storage';
import { session } from '../../state/session';
import { Modal } from '../../ui/Modal';
import { PageLayout } from '../../ui/PageLayout';
import { bindChord, defaultBindings, resetBinding, type Bindings, type BindResult } from './rules/bindings';
import { HOTKEY_ACTIONS, HOTKEY_GROUPS, type HotkeyActionId } from './rules/catalogue';
import { chordLabel, chordOf, chordShortcut } from './rules/chord';
import { oneClickConfirmed, oneClickStorageKey, parseOneClick, serializeOneClick } from './rules/one-click';
import {
  parsePresets,
  presetsStorageKey,
  presetValueProblem,
  serializePresets,
  type Preset,
  type PresetKind,
} from './rules/presets';
import { bindingsStorageKey, parseBindings, serializeBindings } from './rules/stored-bindings';
import { hotkeyTexts, type HotkeyTexts } from './texts';
import './hotkeys.css';

export function HotkeySettingsPage() {
  const { i18n } = useTranslation();
  const texts = hotkeyTexts(languageOf(i18n.language));
  const memNo = useSnapshot(session).user?.memNo;
  return (
    // A member's keys are theirs: another login on this page starts from that member's.
    <PageLayout key={memNo ?? 'guest'} title={texts.pageTitle} description={texts.intro}>
      <BindingsSection texts={texts} memNo={memNo} />
      <PresetsSection texts={texts} memNo={memNo} />
      <OneClickSection texts={texts} memNo={memNo} />
    </PageLayout>
  );
}

interface SectionProps {
  texts: HotkeyTexts;
  memNo: number | undefined;
}

function BindingsSection({ texts, memNo }: SectionProps) {
  const headingId = useId();
  const key = bindingsStorageKey(memNo);
  const [bindings, setBindings] = useState<Bindings>(() => parseBindings(readStoredText(key)));
  const [recording, setRecording] = useState<HotkeyActionId | null>(null);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);

  const keep = (next: Bindings) => {
    setBindings(next);
    writeStoredText(key, serializeBindings(next));
  };
  const title = (action: HotkeyActionId) => texts.actions[action];
  const keyText = (chord: string | null) => (chord === null ? texts.none : chordLabel(chord));

  /** A change asked for `action`: kept and said, or refused with the reason. */
  const apply = (action: HotkeyActionId, result: BindResult, chord: string | null) => {
    if (!result.ok) {
      const other = result.problem.kind === 'taken' ? title(result.problem.action) : '';
      setMessage({ text: texts.problem(result.problem, keyText(chord), other), problem: true });
      return;
    }
    keep(result.bindings);
    const now = result.bindings[action];
    setMessage({
      text: now === null ? texts.cleared(title(action)) : texts.saved(title(action), keyText(now)),
      problem: false,
    });
  };

  const onRecordKey = (action: HotkeyActionId, event: KeyboardEvent<HTMLButtonElement>) => {
    if (recording !== action) return;
    // A modifier alone waits for the key it is held with.
    if (['Control', 'Alt', 'Shift', 'Meta', 'Process'].includes(event.key) || event.nativeEvent.isComposing)
      return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape' && !event.ctrlKey && !event.altKey && !event.shiftKey && !event.metaKey) {
      setRecording(null);
      setMessage(null);
      return;
    }
    const chord = chordOf(event);
    if (chord === null) {
      setMessage({ text: texts.notBindable, problem: true });
      return;
    }
    setRecording(null);
    apply(action, bindChord(bindings, action, chord), chord);
  };

  return (
    <section className="td-hotkeys__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.keysTitle}</h2>
      {HOTKEY_GROUPS.map((group) => (
        <table key={group} className="td-hotkeys__table">
          <caption>{texts.groups[group]}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.action}</th>
              <th scope="col">{texts.key}</th>
              <th scope="col" className="td-visually-hidden">
                {texts.record}
              </th>
            </tr>
          </thead>
          <tbody>
            {HOTKEY_ACTIONS.filter((action) => action.group === group).map(({ id }) => {
              const chord = bindings[id];
              return (
                <tr key={id} data-action={id}>
                  <th scope="row">{title(id)}</th>
                  <td>
                    <kbd aria-keyshortcuts={chord === null ? undefined : chordShortcut(chord)}>
                      {keyText(chord)}
                    </kbd>
                  </td>
                  <td className="td-hotkeys__buttons">
                    <button
                      type="button"
                      aria-pressed={recording === id}
                      aria-label={`${texts.record}: ${title(id)}`}
                      onClick={() => {
                        setRecording(recording === id ? null : id);
                        setMessage(null);
                      }}
                      onKeyDown={(event) => onRecordKey(id, event)}
                      onBlur={() => setRecording((current) => (current === id ? null : current))}
                    >
                      {recording === id ? texts.recording : texts.record}
                    </button>
                    <button
                      type="button"
                      aria-label={`${texts.clear}: ${title(id)}`}
                      disabled={chord === null}
                      onClick={() => apply(id, bindChord(bindings, id, null), null)}
                    >
                      {texts.clear}
                    </button>
                    <button
                      type="button"
                      aria-label={`${texts.reset}: ${title(id)}`}
                      disabled={chord === defaultBindings()[id]}
                      onClick={() => apply(id, resetBinding(bindings, id), defaultBindings()[id])}
                    >
                      {texts.reset}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      <p
        className={
          message?.problem ? 'td-hotkeys__message td-hotkeys__message--problem' : 'td-hotkeys__message'
        }
        role={message?.problem ? 'alert' : 'status'}
      >
        {message?.text}
      </p>
      <button
        type="button"
        onClick={() => {
          keep(defaultBindings());
          setRecording(null);
          setMessage({ text: texts.resetAllDone, problem: false });
        }}
      >
        {texts.resetAll}
      </button>
    </section>
  );
}

function PresetsSection({ texts, memNo }: SectionProps) {
  const headingId = useId();
  const key = presetsStorageKey(memNo);
  const [presets, setPresets] = useState(() => parsePresets(readStoredText(key)));
  return (
    <section className="td-hotkeys__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.presetsTitle}</h2>
      <p>{texts.presetsIntro}</p>
      {MARKET_SYMBOLS.map((market) => (
        <PresetForm
          key={market}
          texts={texts}
          market={market}
          preset={presets[market]}
          onSave={(preset) => {
            const next = { ...presets, [market]: preset };
            setPresets(next);
            writeStoredText(key, serializePresets(next));
            showToast(texts.presetSaved(market));
          }}
        />
      ))}
    </section>
  );
}

function PresetForm({
  texts,
  market,
  preset,
  onSave,
}: {
  texts: HotkeyTexts;
  market: MarketSymbol;
  preset: Preset;
  onSave(preset: Preset): void;
}) {
  const id = useId();
  const [kind, setKind] = useState<PresetKind>(preset.kind);
  const [value, setValue] = useState(String(preset.value));
  const [problem, setProblem] = useState<string | null>(null);
  const unit = kind === 'amount' ? market : texts.coinUnit;
  return (
    <form
      className="td-hotkeys__preset"
      aria-label={texts.presetValue(market)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = presetValueProblem(kind, market, value);
        setProblem(found === null ? null : texts.presetProblem[found]);
        if (found === null) onSave({ kind, value: Number(value.replaceAll(',', '').trim()) });
      }}
    >
      <label htmlFor={`${id}-kind`}>{texts.presetKindLabel(market)}</label>
      <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as PresetKind)}>
        <option value="amount">{texts.presetKind.amount}</option>
        <option value="quantity">{texts.presetKind.quantity}</option>
      </select>
      <label htmlFor={`${id}-value`}>{texts.presetValue(market)}</label>
      <input
        id={`${id}-value`}
        inputMode="decimal"
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : `${id}-problem`}
        onChange={(event) => setValue(event.target.value)}
      />
      <span>{unit}</span>
      <button type="submit">{texts.save}</button>
      {problem !== null && (
        <p id={`${id}-problem`} role="alert" className="td-hotkeys__message td-hotkeys__message--problem">
          {problem}
        </p>
      )}
    </form>
  );
}

function OneClickSection({ texts, memNo }: SectionProps) {
  const headingId = useId();
  const key = oneClickStorageKey(memNo);
  const [raw, setRaw] = useState(() => readStoredText(key, 'sessionStorage'));
  const [asking, setAsking] = useState(false);
  const on = parseOneClick(raw);
  const set = (next: boolean) => {
    const text = serializeOneClick(next);
    writeStoredText(key, text, undefined, 'sessionStorage');
    setRaw(text);
    showToast(next ? texts.oneClickOn : texts.oneClickOff);
  };
  return (
    <section className="td-hotkeys__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.oneClickTitle}</h2>
      <p>{texts.oneClickIntro}</p>
      <label className="td-hotkeys__switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={() => {
            if (on) set(false);
            else if (oneClickConfirmed(raw)) set(true);
            else setAsking(true);
          }}
        />
        {texts.oneClickLabel}
      </label>
      {asking && (
        <Modal
          name="one-click-confirm"
          title={texts.oneClickConfirmTitle}
          onClose={() => setAsking(false)}
          closeLabel={texts.oneClickNo}
          footer={
            <>
              <button type="button" onClick={() => setAsking(false)}>
                {texts.oneClickNo}
              </button>
              <button
                type="button"
                onClick={() => {
                  setAsking(false);
                  set(true);
                }}
              >
                {texts.oneClickYes}
              </button>
            </>
          }
        >
          <p role="alert">{texts.oneClickConfirm}</p>
        </Modal>
      )}
    </section>
  );
}
