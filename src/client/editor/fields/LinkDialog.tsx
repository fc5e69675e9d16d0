// The rich text field's link dialog (spec 000 §1; issue 12 part 3): the address (https by
// default: `example.org` is stored as `https://example.org`), "open in a new window", and for a
// link that is there already its removal. `javascript:`, `data:`, `vbscript:` and anything that
// is not a site path, an anchor, http(s), mailto or tel are refused with a message next to the
// field. A modal <dialog> over the module form's: the browser keeps the focus inside and Escape
// closes only this one. It is rendered into <body> (no <form> inside the module form's <form>),
// and its events stop here so that the module form never sees them.
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { linkTargetOf, type LinkProblem } from '../../../shared/richText';
import { EditorDialog } from '../forms/EditorDialog';
import { useEditorT } from '../useEditorT';
import type { LinkChoice } from './richTextEditing';

export interface LinkDialogState {
  url: string;
  newTab: boolean;
  /** A link is there: offer to remove it. */
  editing: boolean;
  /** Nothing is selected: ask for the link's text too. */
  askText: boolean;
}

const PROBLEM_KEYS = {
  empty: 'editor.richText.linkEmpty',
  unsafe: 'editor.richText.linkUnsafe',
  invalid: 'editor.richText.linkInvalid',
} as const satisfies Record<LinkProblem, string>;

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function LinkDialog({
  state,
  onApply,
  onRemove,
  onClose,
}: {
  state: LinkDialogState;
  onApply: (choice: LinkChoice) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useEditorT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(state.url);
  const [text, setText] = useState('');
  const [newTab, setNewTab] = useState(state.newTab);
  const [problem, setProblem] = useState<LinkProblem | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    urlRef.current?.focus();
  }, []);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const target = linkTargetOf(url);
    if (!target.ok) {
      setProblem(target.problem);
      urlRef.current?.focus();
      return;
    }
    onApply({ url: target.url, newTab, text: state.askText ? text : undefined });
  };

  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  return createPortal(
    <EditorDialog
      modal={ref}
      className="editor-link-dialog"
      titleId={`${id}-title`}
      title={state.editing ? t('editor.richText.linkEditTitle') : t('editor.richText.linkTitle')}
      onClose={(event) => {
        event.stopPropagation();
        onClose();
      }}
      onCancel={stop}
    >
      <form className="editor-form" noValidate onSubmit={submit}>
        <div className="editor-field">
          <label htmlFor={`${id}-url`} className="editor-field__label">
            {t('editor.richText.linkUrl')}
            <span className="editor-field__required"> {t('editor.required')}</span>
          </label>
          <input
            ref={urlRef}
            id={`${id}-url`}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            aria-required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} ${helpId}` : helpId}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p id={errorId} className="editor-field__error">
              {t(PROBLEM_KEYS[problem])}
            </p>
          ) : null}
          <p id={helpId} className="editor-field__help">
            {t('editor.richText.linkUrlHelp')}
          </p>
        </div>
        {state.askText ? (
          <div className="editor-field">
            <label htmlFor={`${id}-text`} className="editor-field__label">
              {t('editor.richText.linkText')}
            </label>
            <input id={`${id}-text`} type="text" value={text} onChange={(event) => setText(event.target.value)} />
          </div>
        ) : null}
        <div className="editor-field editor-field--check">
          <input id={`${id}-new-tab`} type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
          <label htmlFor={`${id}-new-tab`}>{t('editor.richText.linkNewTab')}</label>
        </div>
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-form__button editor-form__button--primary">
            {t('editor.richText.linkApply')}
          </button>
          {state.editing ? (
            <button type="button" className="editor-form__button editor-form__button--danger" onClick={onRemove}>
              {t('editor.richText.linkRemove')}
            </button>
          ) : null}
          <button type="button" className="editor-form__button" onClick={() => ref.current?.close()}>
            {t('editor.cancel')}
          </button>
        </div>
      </form>
    </EditorDialog>,
    document.body,
  );
}
