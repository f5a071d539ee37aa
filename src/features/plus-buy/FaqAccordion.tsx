import { useId, useState, type ReactNode } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/** Questions that open their answer in place, one or several at a time (a disclosure per question). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="td-plus-faq">
      {items.map(({ id, question, answer }) => {
        const expanded = open.has(id);
        const panelId = `${baseId}-${id}`;
        return (
          <li key={id} className="td-plus-faq__item">
            <button
              type="button"
              className="td-plus-faq__question"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => toggle(id)}
            >
              {question}
            </button>
            <div
              id={panelId}
              role="region"
              aria-label={question}
              className="td-plus-faq__answer"
              hidden={!expanded}
            >
              {answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
