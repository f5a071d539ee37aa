/**
 * The name of a named layout, asked for "Save as…" and "Rename…": the contract's name rule
 * (contract/layout-names.ts) said before anything is sent, and the exchange's refusal (a name taken, too
 * many layouts) said in the dialog, which stays open with what was typed. Loaded when first opened.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cleanLayoutName,
  LAYOUT_NAME_MAX,
  LAYOUT_NAME_PROBLEM_MESSAGES,
  layoutNameProblem,
} from '../../contract/layout-names';
import { languageOf } from '../lib/languages';
import type { DialogComponentProps } from '../shell/dialog-registry';
import { Modal } from '../ui/Modal';

export interface LayoutNameDialogProps {
  mode: 'saveAs' | 'rename';
  initial: string;
  /** Sends the name; answers the refusal to show, or null when done (the dialog closes). */
  onSubmit: (name: string) => Promise<string | null>;
}

export default function LayoutNameDialog(props: DialogComponentProps<LayoutNameDialogProps>) {
  const { mode, initial, onSubmit, layer, active, close } = props;
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const [name, setName] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const errorId = `${formId}-error`;

  const submit = async () => {
    const cleaned = cleanLayoutName(name);
    const problem = layoutNameProblem(cleaned);
    if (problem) {
      setRefusal(LAYOUT_NAME_PROBLEM_MESSAGES[problem][language]);
      return;
    }
    setSending(true);
    const refused = await onSubmit(cleaned);
    setSending(false);
    if (refused === null) close();
    else setRefusal(refused);
  };

  return (
    <Modal
      name="layoutName"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      initialFocus={inputRef}
      title={t(mode === 'saveAs' ? 'workspace.layouts.saveAsTitle' : 'workspace.layouts.renameTitle')}
      footer={
        <>
          <button type="button" className="td-button" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="td-button td-button--primary" disabled={sending}>
            {t('workspace.layouts.nameOk')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="td-layout-name"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="td-layout-name__label">
          {t('workspace.layouts.nameLabel')}
          <input
            ref={inputRef}
            className="td-layout-name__input"
            value={name}
            maxLength={LAYOUT_NAME_MAX * 2}
            aria-invalid={refusal !== null}
            aria-describedby={refusal === null ? undefined : errorId}
            onChange={(event) => {
              setName(event.target.value);
              setRefusal(null);
            }}
          />
        </label>
        {refusal !== null && (
          <p id={errorId} className="td-layout-name__error" role="alert">
            {refusal}
          </p>
        )}
      </form>
    </Modal>
  );
}
