// A form's confirmation (spec 000 §5): it replaces the sent form and takes the focus; 'again'
// brings the form back, empty.
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';

export function FormSuccess({ id, onAgain }: { id: string; onAgain: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="form-success" tabIndex={-1} role="status" aria-labelledby={id}>
      <h2 id={id}>{t('forms.successTitle')}</h2>
      <p>{t('forms.successText')}</p>
      <button type="button" className="button button--secondary" onClick={onAgain}>
        {t('forms.again')}
      </button>
    </div>
  );
}
