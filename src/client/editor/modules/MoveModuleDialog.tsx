// 'Move to …' of a module (issue 12 part 2; spec 000 §3 sections with columns, list modules with
// items): a modal <dialog> listing the page's sections ('Section 2 · 50-50') with their columns and
// the list modules that take the module as an item (moveDestinations.ts), as one radio group (a
// fieldset per section, so a screen reader hears the section on entering it), and the place there
// (at the start, after a given module, at the end). So a module goes to another column or section,
// into a fitting list, and a list's item into another list or out into a column.
// Choosing moves the module there in one call (moveModule with parent, column and position).
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { useEditorT } from '../useEditorT';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { currentPlaceIn, moveDestinations, type MoveDestination, type MoveOrigin } from './moveDestinations';
import { moduleNameOf } from './moduleSummary';
import { DialogDismissButton, EditorDialog } from '../forms/EditorDialog';
import { useModal } from './useModal';

/** Where a module goes: its new parent (a section with a column, or a list module) and the index among the modules already there. */
export interface MoveTarget {
  parentId: string;
  column?: number;
  position: number;
}

export function MoveModuleDialog({
  module,
  kindLabel,
  layout,
  origin,
  onMove,
  onClose,
}: {
  module: ModuleData;
  kindLabel: string;
  layout: PageLayout;
  origin: MoveOrigin;
  onMove: (target: MoveTarget) => void;
  onClose: () => void;
}) {
  const t = useEditorT();
  const id = useId();
  const ref = useModal('input[type="radio"]:checked');
  const sections = useMemo(() => moveDestinations(layout, module, origin), [layout, module, origin]);
  const all = sections.flatMap((section) => section.destinations);
  const start = all.find((destination) => destination.current);
  const startPlace = start ? currentPlaceIn(layout, module, start) : 'end';
  const [targetKey, setTargetKey] = useState(start?.key ?? all[0]?.key ?? '');
  const [place, setPlace] = useState(startPlace);
  const target: MoveDestination | undefined = all.find((destination) => destination.key === targetKey);
  const others = target?.neighbours ?? [];
  const last = others.at(-1);
  const offersLists = all.some((destination) => destination.list);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target) return;
    const after = place.startsWith('after:') ? others.findIndex((candidate) => `after:${candidate.id}` === place) : -1;
    const position = place === 'start' ? 0 : after >= 0 ? after + 1 : others.length;
    ref.current?.close();
    onMove({ parentId: target.parentId, ...(target.column === undefined ? {} : { column: target.column }), position });
  };

  const labelOf = (destination: MoveDestination): string =>
    destination.list
      ? t('editor.moveList', { list: moduleNameOf(destination.list, t), n: destination.columnNumber, count: destination.neighbours.length })
      : t('editor.moveColumn', { n: destination.columnNumber, count: destination.neighbours.length });

  return (
    <EditorDialog
      modal={ref}
      className="editor-dialog--form editor-move"
      titleId={`${id}-title`}
      title={t('editor.moveTitle', { kind: kindLabel })}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
    >
      <p id={`${id}-intro`} className="editor-dialog__intro">
        {t(offersLists ? 'editor.moveIntroLists' : 'editor.moveIntro')}
      </p>
      <form className="editor-form" onSubmit={submit}>
        <fieldset className="editor-field editor-move__where">
          <legend className="editor-field__label">{t(offersLists ? 'editor.moveWhereLists' : 'editor.moveWhere')}</legend>
          {sections.map(({ section, n, destinations }) => (
            <fieldset key={section.id} className="editor-move__section">
              <legend className="editor-move__section-name">
                {t('editor.moveSection', { n, preset: t(`editor.preset${section.preset}`) })}
              </legend>
              {destinations.map((destination) => (
                <label
                  key={destination.key}
                  className={destination.list ? 'editor-move__option editor-move__option--list' : 'editor-move__option'}
                >
                  <input
                    type="radio"
                    name={`${id}-target`}
                    value={destination.key}
                    checked={targetKey === destination.key}
                    onChange={() => {
                      setTargetKey(destination.key);
                      setPlace(destination.current ? startPlace : 'end');
                    }}
                  />
                  <span>
                    {labelOf(destination)}
                    {destination.current ? ` ${t('editor.moveCurrent')}` : ''}
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
        <div className="editor-field">
          <label htmlFor={`${id}-place`} className="editor-field__label">
            {t(target?.list ? 'editor.movePlaceList' : 'editor.movePlace')}
          </label>
          <select id={`${id}-place`} value={place} onChange={(event) => setPlace(event.target.value)}>
            {others.length > 0 ? <option value="start">{t('editor.moveStart')}</option> : null}
            {others.slice(0, -1).map((candidate) => (
              <option key={candidate.id} value={`after:${candidate.id}`}>
                {t('editor.moveAfter', { module: moduleNameOf(candidate, t) })}
              </option>
            ))}
            <option value="end">
              {last ? `${t('editor.moveEnd')} (${t('editor.moveAfter', { module: moduleNameOf(last, t) })})` : t('editor.moveEnd')}
            </option>
          </select>
        </div>
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-form__button editor-form__button--primary">
            {t('editor.moveSubmit')}
          </button>
          <DialogDismissButton modal={ref}>{t('editor.cancel')}</DialogDismissButton>
        </div>
      </form>
    </EditorDialog>
  );
}
