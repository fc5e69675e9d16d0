// Adding a module asks its type first (issue 12 part 2): a choice of the types offered (all, or a
// list module's item kinds), then 'Next' opens the type's form.
import { useId, useState, type SubmitEvent } from 'react';
import type { EditorModuleKind } from '../../../shared/editor/moduleFields';
import { useEditorT } from '../useEditorT';

export function ModuleKindChoice({
  offered,
  onChoose,
}: {
  offered: readonly EditorModuleKind[];
  onChoose: (kind: EditorModuleKind) => void;
}) {
  const t = useEditorT();
  const id = useId();
  const [chosen, setChosen] = useState<EditorModuleKind>(offered[0] ?? 'HEADLINE');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChoose(chosen);
  };
  return (
    <form className="editor-form" onSubmit={submit}>
      <div className="editor-field">
        <label htmlFor={`${id}-kind`} className="editor-field__label">
          {t('editor.moduleKind')}
        </label>
        <select id={`${id}-kind`} value={chosen} onChange={(event) => setChosen(event.target.value as EditorModuleKind)}>
          {offered.map((value) => (
            <option key={value} value={value}>
              {t(`editor.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="editor-dialog__actions">
        <button type="submit" className="editor-form__button editor-form__button--primary">
          {t('editor.next')}
        </button>
      </div>
    </form>
  );
}
