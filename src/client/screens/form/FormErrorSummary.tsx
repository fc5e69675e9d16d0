// The summary of a refused submission (spec 000 §5): how many problems, each a link to its field
// ('label: message'), or the message alone when it belongs to no field. It takes the focus each
// time a submission is refused (a new version), not on edits.
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import type { FormField } from './formState';
import type { SummaryEntry } from './useFormEntry';

export interface FormErrorSummaryProps {
  entries: readonly SummaryEntry[];
  version: number;
  fields: readonly FormField[];
  idOf: (slug: string) => string;
}

export function FormErrorSummary({ entries, version, fields, idOf }: FormErrorSummaryProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (version > 0) ref.current?.focus();
  }, [version]);
  // A label ending in a full stop (a consent sentence) loses it before the ':' of the summary.
  const labelOf = (slug: string) => (fields.find((field) => field.slug === slug)?.label ?? '').replace(/[.!]+$/, '');
  return (
    <div ref={ref} className="form-summary" tabIndex={-1} role="group" aria-labelledby={`${idOf('')}summary`}>
      <h2 id={`${idOf('')}summary`} className="form-summary__title">
        {t('forms.summaryTitle', { count: entries.length })}
      </h2>
      <ul className="form-summary__list">
        {entries.map(({ slug, message }) => (
          <li key={slug}>
            {fields.some((field) => field.slug === slug) ? (
              <a
                href={`#${idOf(slug)}`}
                onClick={(event) => {
                  // Straight to the field (the site's hash scrolling waits a second).
                  event.preventDefault();
                  const target = document.getElementById(idOf(slug));
                  target?.focus();
                  target?.scrollIntoView({ block: 'center' });
                }}
              >
                {labelOf(slug)}: {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
