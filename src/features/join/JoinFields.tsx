/**
 * The sign-up fields that are not text inputs: the corporate type (with the guide to the types) and the
 * terms agreements. Each control with a problem is marked invalid and described by its message.
 */
import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { CORPORATE_TYPES, type CorporateType, type JoinField } from '../../../contract';
import { openDialog } from '../../shell';
import { readToAgree } from '../../widgets/terms-consent';
import { agreementDocument, AGREEMENTS, allAgreed, type JoinAction, type JoinValues } from './join-form';
import '../../ui/blocks.css';

/** The message under a field, when it has one. */
export function FieldProblem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="td-join__error">
      {text}
    </p>
  ) : null;
}

export function CorporateTypeField({
  value,
  problem,
  onChange,
}: {
  value: CorporateType | null;
  problem: string | null;
  onChange: (type: CorporateType) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}label`;
  const errorId = `${id}error`;
  return (
    <div data-join-field="corporateType" className="td-join__group">
      <div className="td-join__group-head">
        <span id={labelId} className="td-join__label">
          {t('join.corporateType.label')}
        </span>
        <button
          type="button"
          className="td-join__guide"
          onClick={() => openDialog({ type: 'corporateGuide', props: {} })}
        >
          {t('join.corporateType.guide')}
        </button>
      </div>
      {/* Native radios, so the browser gives the group its keys; the group carries the problem. */}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className="td-radio-group td-join__types"
      >
        {CORPORATE_TYPES.map((type) => (
          <label key={type} className="td-radio">
            <input
              type="radio"
              name={`${id}type`}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span className="td-radio__mark" aria-hidden="true" />
            <span className="td-radio__label">{t(`corporateGuide.types.${type}.name`)}</span>
          </label>
        ))}
      </div>
      <FieldProblem id={errorId} text={problem} />
    </div>
  );
}

export function AgreementFields({
  values,
  problemText,
  dispatch,
}: {
  values: JoinValues;
  problemText: (field: JoinField) => string | null;
  dispatch: Dispatch<JoinAction>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="td-join__agreements">
      <legend className="td-join__label">{t('join.agreements.legend')}</legend>
      <label className="td-join__check td-join__check--all">
        <input
          type="checkbox"
          checked={allAgreed(values)}
          onChange={(event) => dispatch({ type: 'agreeAll', checked: event.target.checked })}
        />
        {t('join.agreements.all')}
      </label>
      {AGREEMENTS.map((agreement) => {
        const required = agreement !== 'agreeMarketing';
        const problem = required ? problemText(agreement) : null;
        const errorId = `${id}${agreement}`;
        // Its document in the terms dialog; agreeing there ticks the box (the form keeps what was typed).
        const view = () =>
          readToAgree(agreementDocument(agreement, values.accountType), () =>
            dispatch({ type: 'agree', agreement, checked: true }),
          );
        return (
          <div key={agreement} data-join-field={agreement} className="td-join__agreement">
            <div className="td-join__agreement-row">
              <label className="td-join__check">
                <input
                  type="checkbox"
                  checked={values[agreement]}
                  aria-required={required || undefined}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => dispatch({ type: 'agree', agreement, checked: event.target.checked })}
                />
                {t(`join.agreements.${agreement}`)}
              </label>
              <button type="button" className="td-join__view" onClick={() => void view()}>
                {t(`join.agreements.view.${agreement}`)}
              </button>
            </div>
            <FieldProblem id={errorId} text={problem} />
          </div>
        );
      })}
    </fieldset>
  );
}
