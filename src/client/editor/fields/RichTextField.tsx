// A rich text field of the module form (spec 000 §1; issue 12 part 3): a Slate editor for bold,
// italic, links, bulleted and numbered lists, with undo and redo (slate-history). Its toolbar is
// an ARIA toolbar (one Tab stop, arrow keys between the buttons, aria-pressed on the toggles);
// the shortcuts are Ctrl/Cmd+B, I, K (link), Z (undo), Shift+Z and Y (redo). The editable is a
// labelled multi-line textbox described by the field's message and help like the other fields.
// Pasted HTML is cleaned to the model (cleanPastedHtml.ts); the document stays inside the model
// (richTextEditing.ts), and the form's value is its JSON.
import { flushSync } from 'react-dom';
import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createEditor, Editor, Range, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useSlate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { richTextOf, type FormValue } from '../../../shared/editor/moduleFields';
import type { ListType } from '../../../shared/richText';
import { useEditorT } from '../useEditorT';
import { useRovingFocus } from '../useRovingFocus';
import { cleanPastedHtml } from './cleanPastedHtml';
import { LinkDialog, type LinkDialogState } from './LinkDialog';
import {
  activeLink,
  activeList,
  documentValue,
  insertRichText,
  isMarkActive,
  removeLink,
  toggleList,
  toggleMark,
  upsertLink,
  withRichText,
  type Mark,
} from './richTextEditing';

export interface RichTextFieldProps {
  id: string;
  label: string;
  required: boolean;
  value: FormValue;
  error: string | undefined;
  notes: string[];
  onChange: (value: FormValue) => void;
}

/** Pasted HTML through the browser's parser (it runs no script and loads nothing), then cleaned. */
function withCleanPaste(editor: Editor): Editor {
  const { insertData } = editor;
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    // A copy inside the editor keeps Slate's own fragment (the model's rules check it anyway).
    if (html && !data.types.includes('application/x-slate-fragment')) {
      const blocks = cleanPastedHtml(new DOMParser().parseFromString(html, 'text/html').body);
      if (blocks.length > 0) {
        insertRichText(editor, blocks);
        return;
      }
    }
    insertData(data);
  };
  return editor;
}

function ElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'paragraph':
      return <p {...attributes}>{children}</p>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      // A click places the caret; it never leaves the page (the site's router sees defaultPrevented).
      return (
        <a {...attributes} href={element.url} data-new-tab={element.new_tab || undefined} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      );
  }
}

function LeafView({ attributes, children, leaf }: RenderLeafProps) {
  // `children` is typed `any` by slate-react: it goes straight into the elements.
  if (leaf.bold && leaf.italic)
    return (
      <span {...attributes}>
        <strong>
          <em>{children}</em>
        </strong>
      </span>
    );
  if (leaf.bold)
    return (
      <span {...attributes}>
        <strong>{children}</strong>
      </span>
    );
  if (leaf.italic)
    return (
      <span {...attributes}>
        <em>{children}</em>
      </span>
    );
  return <span {...attributes}>{children}</span>;
}

/**
 * The browser's selection into Slate's now: slate-react reads it only every 100 ms, so a shortcut
 * pressed right after Shift+arrow would act on the selection before.
 */
function syncSelection(editor: Editor): void {
  const dom = window.getSelection();
  if (!dom || dom.rangeCount === 0 || !dom.anchorNode || !ReactEditor.hasDOMNode(editor, dom.anchorNode)) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}

/** The current selection as the key shortcuts and the toolbar act on it (kept while the toolbar or the link dialog has the focus). */
function selectionOf(editor: Editor): Range {
  return editor.selection ?? Editor.range(editor, Editor.end(editor, []));
}

function RichTextToolbar({ editableId, onLink }: { editableId: string; onLink: () => void }) {
  const t = useEditorT();
  const editor = useSlate();
  const { ref, onKeyDown, onFocus } = useRovingFocus<HTMLDivElement>();
  // Keep the editor's selection when a button is clicked with the mouse.
  const keepSelection = (event: MouseEvent) => event.preventDefault();
  const mark = (name: Mark, label: string, shortcut: string) => (
    <button
      type="button"
      data-toolbar-item
      className={`editor-rich-text__button editor-rich-text__button--${name}`}
      aria-pressed={isMarkActive(editor, name)}
      aria-keyshortcuts={`Control+${shortcut} Meta+${shortcut}`}
      onMouseDown={keepSelection}
      onClick={() => toggleMark(editor, name)}
    >
      {label}
    </button>
  );
  const list = (type: ListType, label: string) => (
    <button
      type="button"
      data-toolbar-item
      className="editor-rich-text__button"
      aria-pressed={activeList(editor) === type}
      onMouseDown={keepSelection}
      onClick={() => toggleList(editor, type)}
    >
      {label}
    </button>
  );
  const history = (action: 'undo' | 'redo', label: string, shortcuts: string) => {
    const possible = editor.history[action === 'undo' ? 'undos' : 'redos'].length > 0;
    return (
      <button
        type="button"
        data-toolbar-item
        className="editor-rich-text__button"
        aria-disabled={!possible || undefined}
        aria-keyshortcuts={shortcuts}
        onMouseDown={keepSelection}
        onClick={() => {
          if (possible) editor[action]();
        }}
      >
        {label}
      </button>
    );
  };
  return (
    // WAI-ARIA APG "Toolbar": its items take the focus (one in the tab order), not the toolbar.
    // oxlint-disable-next-line jsx-a11y/interactive-supports-focus -- the items are focusable (roving tabindex), the container is not meant to be
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('editor.richText.toolbar')}
      aria-controls={editableId}
      className="editor-rich-text__toolbar"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {mark('bold', t('editor.richText.bold'), 'B')}
      {mark('italic', t('editor.richText.italic'), 'I')}
      <button
        type="button"
        data-toolbar-item
        className="editor-rich-text__button"
        aria-pressed={activeLink(editor) !== undefined}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onMouseDown={keepSelection}
        onClick={onLink}
      >
        {t('editor.richText.link')}
      </button>
      {list('bulleted-list', t('editor.richText.bulletedList'))}
      {list('numbered-list', t('editor.richText.numberedList'))}
      {history('undo', t('editor.richText.undo'), 'Control+Z Meta+Z')}
      {history('redo', t('editor.richText.redo'), 'Control+Shift+Z Meta+Shift+Z Control+Y')}
    </div>
  );
}

/**
 * The link dialog of a rich text field: opened on the selection (the toolbar's button, Ctrl+K), it
 * changes the link there and gives the focus back to the text.
 */
function useLinkDialog(editor: Editor): { openLink: () => void; linkDialog: ReactNode } {
  const [link, setLink] = useState<LinkDialogState | null>(null);
  const savedSelection = useRef<Range | null>(null);

  const openLink = () => {
    const at = selectionOf(editor);
    savedSelection.current = at;
    const existing = activeLink(editor, at);
    setLink({
      url: existing?.[0].url ?? '',
      newTab: existing?.[0].new_tab ?? false,
      editing: existing !== undefined,
      askText: !existing && Range.isCollapsed(at),
    });
  };

  const closeLink = () => {
    // Back to the text where the link was asked for, in the same task: a Ctrl+Z pressed right
    // after the dialog closed belongs to the text, not to whatever had the focus for a frame.
    flushSync(() => setLink(null));
    if (savedSelection.current) Transforms.select(editor, savedSelection.current);
    ReactEditor.focus(editor);
  };

  /** Applies or removes the link at the saved selection, then closes with the text selected as it is after the change. */
  const changeLink = (change: (at: Range) => void) => {
    if (savedSelection.current) change(savedSelection.current);
    savedSelection.current = editor.selection;
    closeLink();
  };

  const linkDialog = link ? (
    <LinkDialog
      state={link}
      onApply={(choice) => changeLink((at) => upsertLink(editor, at, choice))}
      onRemove={() => changeLink((at) => removeLink(editor, at))}
      onClose={closeLink}
    />
  ) : null;
  return { openLink, linkDialog };
}

/** The field's shortcuts (Ctrl/Cmd+B, I, K, Z, Shift+Z, Y); true when the key was one of them. */
function runShortcut(editor: Editor, event: KeyboardEvent<HTMLDivElement>, openLink: () => void): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (['b', 'i', 'k'].includes(key)) syncSelection(editor);
  if (key === 'b' && !event.shiftKey) toggleMark(editor, 'bold');
  else if (key === 'i' && !event.shiftKey) toggleMark(editor, 'italic');
  else if (key === 'k' && !event.shiftKey) openLink();
  else if (key === 'z' && !event.shiftKey) editor.undo();
  else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) editor.redo();
  else return false;
  return true;
}

export function RichTextField({ id, label, required, value, error, notes, onChange }: RichTextFieldProps) {
  const t = useEditorT();
  const editor = useMemo(() => withCleanPaste(withRichTextEditor()), []);
  // Slate reads its first value once; the form's later values come from this editor.
  const [initialValue] = useState<Descendant[]>(() => richTextOf(value));
  const { openLink, linkDialog } = useLinkDialog(editor);
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  const helpId = notes.length > 0 ? `${id}-help` : undefined;

  return (
    <div className="editor-field editor-rich-text">
      <span id={labelId} className="editor-field__label">
        {label}
        {required ? <span className="editor-field__required"> {t('editor.required')}</span> : null}
      </span>
      <Slate
        editor={editor}
        initialValue={initialValue}
        onChange={() => {
          // Only changes of the document (not of the selection) are the form's.
          if (editor.operations.some((operation) => operation.type !== 'set_selection')) onChange(documentValue(editor.children));
        }}
      >
        <RichTextToolbar editableId={id} onLink={openLink} />
        <Editable
          id={id}
          className="editor-rich-text__editable"
          aria-labelledby={labelId}
          aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-multiline
          renderElement={(props) => <ElementView {...props} />}
          renderLeaf={(props) => <LeafView {...props} />}
          onKeyDown={(event) => {
            if (runShortcut(editor, event, openLink)) event.preventDefault();
          }}
          // The toolbar and the link dialog act on the selection as it was when the text lost the focus.
          onBlur={() => syncSelection(editor)}
          onPaste={(event) => {
            // HTML is cleaned here, at the paste event, in every browser (Chrome would otherwise
            // hand it to Slate as a beforeinput event, which a script's paste does not make).
            if (event.clipboardData.getData('text/html') && !event.clipboardData.types.includes('application/x-slate-fragment')) {
              event.preventDefault();
              ReactEditor.insertData(editor, event.clipboardData);
            }
          }}
        />
      </Slate>
      {error ? (
        <p id={errorId} className="editor-field__error">
          {error}
        </p>
      ) : null}
      {helpId ? (
        <p id={helpId} className="editor-field__help">
          {notes.join(' ')}
        </p>
      ) : null}
      {linkDialog}
    </div>
  );
}

function withRichTextEditor(): Editor {
  return withRichText(withHistory(withReact(createEditor())));
}
