// The FAQ module's questions and answers in the module form (spec 000 §3 FAQ; issue 12 part 3):
// a list of question + answer pairs to add, edit, remove and move up or down, each a group with
// labelled inputs. The answer is plain text, as the gateway's FaqItemInput takes it and the site
// shows it. After a save was tried, each empty or too long input says so next to itself; focusing
// the field (the form's "first error") goes to the first such input. Moves, additions and removals
// are announced in a status line, and the focus stays on what was acted on.
import { useRef, useState } from 'react';
import { FAQ_ITEMS_MAX, faqItemViolations, type FaqItemValue } from '../../../shared/editor/faqItems';
import { faqItemsOf, type FormValue } from '../../../shared/editor/moduleFields';
import type { Violation } from '../../../shared/validation';
import { useEditorT } from '../useEditorT';

export interface FaqItemsFieldProps {
  id: string;
  label: string;
  value: FormValue;
  error: string | undefined;
  notes: string[];
  onChange: (value: FormValue) => void;
}

/** An item's question (an input) or answer (a textarea), both required, with its problem after a save was tried. */
function FaqPart({
  part,
  id,
  index,
  base,
  label,
  error,
  value,
  onChange,
}: {
  part: keyof FaqItemValue;
  id: string;
  index: number;
  base: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (text: string) => void;
}) {
  const t = useEditorT();
  const errorId = `${base}-${part}-error`;
  const control = {
    id,
    'data-faq': `${index}-${part}`,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    value,
  };
  return (
    <div className="editor-field">
      <label htmlFor={id} className="editor-field__label">
        {label}
        <span className="editor-field__required"> {t('editor.required')}</span>
      </label>
      {part === 'question' ? (
        <input {...control} type="text" onChange={(event) => onChange(event.target.value)} />
      ) : (
        <textarea {...control} rows={3} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="editor-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FaqItemsField({ id, label, value, error, notes, onChange }: FaqItemsFieldProps) {
  const t = useEditorT();
  const items = faqItemsOf(value);
  // Items have no ids: stable keys of this form's own, kept in step with every change made here.
  const [keyState, setKeyState] = useState(() => ({ next: items.length, keys: items.map((_, index) => index) }));
  const keys = keyState.keys.length === items.length ? keyState.keys : items.map((_, index) => -1 - index);
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const violations = error ? faqItemViolations(items) : [];
  const word = (violation: Violation | undefined) => (violation ? t(`editor.validation.${violation.key}`, violation.values) : undefined);
  const errorId = error ? `${id}-error` : undefined;
  const helpId = notes.length > 0 ? `${id}-help` : undefined;

  /** Focuses the `data-faq` target (`2-question`, `0-up`, `add`) after React has rendered the change. */
  const focusLater = (target: string) =>
    requestAnimationFrame(() => listRef.current?.parentElement?.querySelector<HTMLElement>(`[data-faq="${target}"]`)?.focus());

  const change = (next: FaqItemValue[]) => onChange(next);
  const edit = (index: number, part: keyof FaqItemValue, text: string) =>
    change(items.map((item, at) => (at === index ? { ...item, [part]: text } : item)));
  const add = () => {
    if (items.length >= FAQ_ITEMS_MAX) return;
    setKeyState(({ next }) => ({ next: next + 1, keys: [...keys, next] }));
    change([...items, { question: '', answer: '' }]);
    setStatus(t('editor.faq.added', { n: items.length + 1 }));
    focusLater(`${items.length}-question`);
  };
  const remove = (index: number) => {
    setKeyState(({ next }) => ({ next, keys: keys.filter((_, at) => at !== index) }));
    change(items.filter((_, at) => at !== index));
    setStatus(t('editor.faq.removed', { n: index + 1 }));
    // The focus goes to the item now at this place, or to the one before, or to "add".
    const next = index < items.length - 1 ? index : index - 1;
    focusLater(next >= 0 ? `${next}-question` : 'add');
  };
  const move = (index: number, by: -1 | 1, button: 'up' | 'down') => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    const nextKeys = [...keys];
    const [key] = nextKeys.splice(index, 1);
    if (key !== undefined) nextKeys.splice(to, 0, key);
    setKeyState((current) => ({ next: current.next, keys: nextKeys }));
    change(next);
    setStatus(t('editor.faq.movedTo', { n: to + 1 }));
    // The same button of the moved item keeps the focus; at an end, the other one.
    const atEnd = (button === 'up' && to === 0) || (button === 'down' && to === items.length - 1);
    focusLater(`${to}-${atEnd ? (button === 'up' ? 'down' : 'up') : button}`);
  };

  // The form focuses the field's id for its first error: that is the first input with a problem.
  const firstProblem = violations.findIndex((item) => item.question || item.answer);
  const inputId = (index: number, part: keyof FaqItemValue) =>
    index === firstProblem && (part === 'question' ? violations[index]?.question : !violations[index]?.question)
      ? id
      : `${id}-${index}-${part}`;

  return (
    <fieldset className="editor-field editor-faq" aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}>
      <legend className="editor-field__label">{label}</legend>
      {error ? (
        <p id={errorId} className="editor-field__error">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? <p className="editor-field__help">{t('editor.faq.empty')}</p> : null}
      <ol ref={listRef} className="editor-faq__items" hidden={items.length === 0}>
        {items.map((item, index) => {
          const base = `${id}-${index}`;
          return (
            <li key={keys[index]} className="editor-faq__item">
              <fieldset className="editor-faq__group">
                <legend className="editor-faq__legend">{t('editor.faq.item', { n: index + 1 })}</legend>
                <FaqPart
                  part="question"
                  id={inputId(index, 'question')}
                  index={index}
                  base={base}
                  label={t('editor.faq.question')}
                  error={word(violations[index]?.question)}
                  value={item.question}
                  onChange={(text) => edit(index, 'question', text)}
                />
                <FaqPart
                  part="answer"
                  id={inputId(index, 'answer')}
                  index={index}
                  base={base}
                  label={t('editor.faq.answer')}
                  error={word(violations[index]?.answer)}
                  value={item.answer}
                  onChange={(text) => edit(index, 'answer', text)}
                />
                <div className="editor-faq__actions">
                  <button
                    id={`${base}-up`}
                    data-faq={`${index}-up`}
                    type="button"
                    className="editor-form__button"
                    aria-disabled={index === 0 || undefined}
                    onClick={() => move(index, -1, 'up')}
                  >
                    {t('editor.moveUp')}
                  </button>
                  <button
                    id={`${base}-down`}
                    data-faq={`${index}-down`}
                    type="button"
                    className="editor-form__button"
                    aria-disabled={index === items.length - 1 || undefined}
                    onClick={() => move(index, 1, 'down')}
                  >
                    {t('editor.moveDown')}
                  </button>
                  <button id={`${base}-remove`} type="button" className="editor-form__button" onClick={() => remove(index)}>
                    {t('editor.faq.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        id={`${id}-add`}
        data-faq="add"
        type="button"
        className="editor-form__button"
        aria-disabled={items.length >= FAQ_ITEMS_MAX || undefined}
        onClick={add}
      >
        {t('editor.faq.add')}
      </button>
      {helpId ? (
        <p id={helpId} className="editor-field__help">
          {notes.join(' ')}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </fieldset>
  );
}
