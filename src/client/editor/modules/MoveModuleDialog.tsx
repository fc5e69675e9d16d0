// 'Move to …' of a module in a section's column (issue 12 part 2; spec 000 §3 sections with
// columns): a modal <dialog> listing the page's sections ('Section 2 · 50-50') with their columns
// as one radio group (a fieldset per section, so a screen reader hears the section on entering its
// columns), and the place in the chosen column (at the start, after a given module, at the end).
// Choosing moves the module there in one call (moveModule with parent, column and position).
import { useId, useState, type SubmitEvent } from 'react';
import { useEditorT } from '../useEditorT';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { modulesOf, type ModuleData } from '../../screens/cmsPage/pageData';
import { moduleNameOf } from './moduleSummary';
import { useModal } from './useModal';

/** Where a module goes: the section, its column and the index among the modules already there. */
export interface MoveTarget {
  sectionId: string;
  column: number;
  position: number;
}

/** A column as a radio's value. */
const columnKey = (sectionId: string, column: number) => `${sectionId}:${column}`;

export function MoveModuleDialog({
  module,
  kindLabel,
  layout,
  sectionId,
  column,
  onMove,
  onClose,
}: {
  module: ModuleData;
  kindLabel: string;
  layout: PageLayout;
  sectionId: string;
  column: number;
  onMove: (target: MoveTarget) => void;
  onClose: () => void;
}) {
  const t = useEditorT();
  const id = useId();
  const ref = useModal('input[type="radio"]:checked');
  /** The modules of a column other than the one being moved: its future neighbours. */
  const othersIn = (key: string): ModuleData[] => {
    const [targetSection, targetColumn] = key.split(':');
    const section = layout.sections.find((candidate) => candidate.id === targetSection);
    const ids = section?.columns[Number(targetColumn)]?.moduleIds ?? [];
    return modulesOf(ids, layout.index).filter((candidate) => candidate.id !== module.id);
  };
  const startKey = columnKey(sectionId, column);
  /** Where the module is now: at the start, after the module before it, or at the end. */
  const currentPlace = (() => {
    const ids = othersIn(startKey).map((candidate) => candidate.id);
    const section = layout.sections.find((candidate) => candidate.id === sectionId);
    const all = (section?.columns[column]?.moduleIds ?? []).filter((candidate) => candidate === module.id || ids.includes(candidate));
    const index = all.indexOf(module.id);
    if (index <= 0) return ids.length > 0 ? 'start' : 'end';
    return index >= all.length - 1 ? 'end' : `after:${all[index - 1] ?? ''}`;
  })();
  const [target, setTarget] = useState(startKey);
  const [place, setPlace] = useState(currentPlace);
  const others = othersIn(target);
  const last = others.at(-1);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [targetSection = sectionId, targetColumn = String(column)] = target.split(':');
    const after = place.startsWith('after:') ? others.findIndex((candidate) => `after:${candidate.id}` === place) : -1;
    const position = place === 'start' ? 0 : after >= 0 ? after + 1 : others.length;
    ref.current?.close();
    onMove({ sectionId: targetSection, column: Number(targetColumn), position });
  };

  return (
    <dialog ref={ref} className="editor-dialog editor-dialog--form editor-move" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onClose={onClose}>
      <div className="editor-dialog__header">
        <h2 id={`${id}-title`} className="editor-dialog__title">
          {t('editor.moveTitle', { kind: kindLabel })}
        </h2>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={`${id}-intro`} className="editor-dialog__intro">
        {t('editor.moveIntro')}
      </p>
      <form className="editor-form" onSubmit={submit}>
        <fieldset className="editor-field editor-move__where">
          <legend className="editor-field__label">{t('editor.moveWhere')}</legend>
          {layout.sections.map((section, sectionIndex) => (
            <fieldset key={section.id} className="editor-move__section">
              <legend className="editor-move__section-name">{t('editor.moveSection', { n: sectionIndex + 1, preset: t(`editor.preset${section.preset}`) })}</legend>
              {section.columns.map((sectionColumn, columnIndex) => {
                const key = columnKey(section.id, columnIndex);
                const count = modulesOf(sectionColumn.moduleIds, layout.index).filter((candidate) => candidate.id !== module.id).length;
                return (
                  // oxlint-disable-next-line react/no-array-index-key -- a column's place in the preset is its identity
                  <label key={columnIndex} className="editor-move__option">
                    <input
                      type="radio"
                      name={`${id}-target`}
                      value={key}
                      checked={target === key}
                      onChange={() => {
                        setTarget(key);
                        setPlace(key === startKey ? currentPlace : 'end');
                      }}
                    />
                    <span>
                      {t('editor.moveColumn', { n: columnIndex + 1, count })}
                      {key === startKey ? ` ${t('editor.moveCurrent')}` : ''}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ))}
        </fieldset>
        <div className="editor-field">
          <label htmlFor={`${id}-place`} className="editor-field__label">
            {t('editor.movePlace')}
          </label>
          <select id={`${id}-place`} value={place} onChange={(event) => setPlace(event.target.value)}>
            {others.length > 0 ? <option value="start">{t('editor.moveStart')}</option> : null}
            {others.slice(0, -1).map((candidate) => (
              <option key={candidate.id} value={`after:${candidate.id}`}>
                {t('editor.moveAfter', { module: moduleNameOf(candidate, t) })}
              </option>
            ))}
            <option value="end">{last ? `${t('editor.moveEnd')} (${t('editor.moveAfter', { module: moduleNameOf(last, t) })})` : t('editor.moveEnd')}</option>
          </select>
        </div>
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-form__button editor-form__button--primary">
            {t('editor.moveSubmit')}
          </button>
          <button type="button" className="editor-form__button" onClick={() => ref.current?.close()}>
            {t('editor.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
