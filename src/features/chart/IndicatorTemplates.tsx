/**
 * The indicator picker's Templates tab: the chart's indicators saved under a name (a name in use is
 * replaced once the trader confirms, chartReplaceTemplate), and the saved templates, each applied (the
 * picker hands its set to the chart and closes) or deleted. Kept in the chart settings
 * (indicatorTemplates); rules: rules/indicator-templates.ts.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Input } from '../../ui/input/Input';
import { openReplaceTemplateConfirm } from './chart-dialogs';
import { chartSettings, setIndicatorTemplates } from './chart-settings-store';
import type { ChartIndicators } from './rules/chart-indicators';
import { TEMPLATE_NAME_MAX, TEMPLATES_MAX } from './rules/chart-settings';
import {
  deleteTemplate,
  saveTemplate,
  templateSet,
  templateSize,
  type TemplateSave,
  type TemplateSaveProblem,
} from './rules/indicator-templates';

interface IndicatorTemplatesProps {
  current: ChartIndicators;
  onApply: (set: ChartIndicators) => void;
  announce: (text: string) => void;
}

export function IndicatorTemplates({ current, onApply, announce }: IndicatorTemplatesProps) {
  const { t } = useTranslation();
  const { indicatorTemplates: templates } = useSnapshot(chartSettings);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<Exclude<TemplateSaveProblem, 'exists'> | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const problemMessage = (which: Exclude<TemplateSaveProblem, 'exists'>) => {
    switch (which) {
      case 'name':
        return t('chart.indicators.templates.nameLength', { max: TEMPLATE_NAME_MAX });
      case 'nothing':
        return t('chart.indicators.templates.nothingToSave');
      case 'full':
        return t('chart.indicators.templates.full', { max: TEMPLATES_MAX });
    }
  };

  const store = (result: TemplateSave) => {
    if (!result.ok) {
      if (result.problem !== 'exists') setProblem(result.problem);
      return;
    }
    setIndicatorTemplates(result.templates);
    setName('');
    setProblem(null);
    announce(t('chart.indicators.templates.saved', { name: result.name }));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = saveTemplate(chartSettings.indicatorTemplates, name, current);
    if (!result.ok && result.problem === 'exists') {
      const asked = name;
      openReplaceTemplateConfirm({
        name: result.name,
        onReplace: () =>
          store(saveTemplate(chartSettings.indicatorTemplates, asked, current, { replace: true })),
      });
      return;
    }
    store(result);
  };

  const remove = (templateName: string) => {
    setIndicatorTemplates(deleteTemplate(chartSettings.indicatorTemplates, templateName));
    announce(t('chart.indicators.templates.deleted', { name: templateName }));
    // Its button is gone: the focus goes to the list's heading rather than out of the dialog.
    listHeading.current?.focus();
  };

  return (
    <div className="td-indicator-templates">
      <section aria-labelledby={`${id}-save`}>
        <h3 id={`${id}-save`} className="td-indicator-templates__title">
          {t('chart.indicators.templates.saveTitle')}
        </h3>
        <p className="td-indicator-templates__note">
          {t('chart.indicators.templates.saveNote', { n: current.indicators.length })}
        </p>
        <form className="td-indicator-templates__form" onSubmit={save} noValidate>
          <Input
            label={t('chart.indicators.templates.name')}
            value={name}
            onChange={(value) => {
              setName(value);
              setProblem(null);
            }}
            validate="general"
            maxLength={TEMPLATE_NAME_MAX}
            allowPaste
            status={problem ? 'error' : 'default'}
            errorMessage={problem ? problemMessage(problem) : undefined}
          />
          <button type="submit" className="td-button td-button--primary">
            {t('chart.indicators.templates.save')}
          </button>
        </form>
      </section>
      <section aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`} ref={listHeading} tabIndex={-1} className="td-indicator-templates__title">
          {t('chart.indicators.templates.list')}
        </h3>
        {templates.length === 0 ? (
          <p className="td-indicator-templates__none">{t('chart.indicators.templates.none')}</p>
        ) : (
          <ul className="td-indicator-templates__list" aria-labelledby={`${id}-list`}>
            {templates.map((template) => (
              <li key={template.name} className="td-indicator-templates__item">
                <span className="td-indicator-templates__name">{template.name}</span>
                <span className="td-indicator-templates__size">
                  {t('chart.indicators.templates.count', { n: templateSize(template) })}
                </span>
                <button
                  type="button"
                  className="td-button"
                  aria-label={t('chart.indicators.templates.applyLabel', { name: template.name })}
                  onClick={() => onApply(templateSet(template))}
                >
                  {t('chart.indicators.templates.apply')}
                </button>
                <button
                  type="button"
                  className="td-button"
                  aria-label={t('chart.indicators.templates.deleteLabel', { name: template.name })}
                  onClick={() => remove(template.name)}
                >
                  {t('chart.indicators.templates.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
