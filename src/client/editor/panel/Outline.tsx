// The page's outline in the panel (issue 22 part 1): its sections, their columns, the modules in
// each column and a list module's items, as nested lists of buttons, so a keyboard or screen-reader
// user reaches any block and selects it (its fields open, the focus goes into them) without
// finding it in the page. The selected block is marked (aria-current).
import type { ReactNode } from 'react';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { modulesOf, type ModuleData } from '../../screens/cmsPage/pageData';
import { moduleNameOf } from '../modules/moduleSummary';
import { useEditorT, type EditorTranslate } from '../useEditorT';
import { selectBlock, type BlockRef } from '../blocks/selection';

/** The block is selected (the panel brings it into view) and its fields take the focus. */
function choose(block: BlockRef): void {
  selectBlock(block, { focusPanel: true });
}

function Entry({
  block,
  label,
  selectedId,
  children,
}: {
  block: BlockRef;
  label: string;
  selectedId: string | null;
  children?: ReactNode;
}) {
  return (
    <li className="editor-outline__entry">
      <button
        type="button"
        className="editor-outline__button"
        aria-current={block.id === selectedId || undefined}
        onClick={() => choose(block)}
      >
        {label}
      </button>
      {children}
    </li>
  );
}

function ModuleEntries({
  modules,
  layout,
  selectedId,
  t,
  items,
}: {
  modules: readonly ModuleData[];
  layout: PageLayout;
  selectedId: string | null;
  t: EditorTranslate;
  items?: boolean;
}) {
  return (
    <ol className="editor-outline__list">
      {modules.map((module, position) => {
        const name = moduleNameOf(module, t);
        const children = 'childIds' in module ? modulesOf(module.childIds, layout.index) : [];
        return (
          <Entry
            key={module.id}
            block={{ kind: 'module', id: module.id }}
            label={items ? `${position + 1}. ${name}` : name}
            selectedId={selectedId}
          >
            {children.length > 0 ? <ModuleEntries modules={children} layout={layout} selectedId={selectedId} t={t} items /> : null}
          </Entry>
        );
      })}
    </ol>
  );
}

export function Outline({ layout, selectedId, headingId }: { layout: PageLayout; selectedId: string | null; headingId: string }) {
  const t = useEditorT();
  return (
    <nav className="editor-outline" aria-labelledby={headingId}>
      {layout.sections.length === 0 ? <p className="editor-panel__hint">{t('editor.panel.emptyPage')}</p> : null}
      <ol className="editor-outline__list editor-outline__list--sections">
        {layout.sections.map((section, position) => (
          <Entry
            key={section.id}
            block={{ kind: 'section', id: section.id }}
            label={t('editor.panel.sectionPreset', { n: position + 1, preset: t(`editor.preset${section.preset}`) })}
            selectedId={selectedId}
          >
            <ol className="editor-outline__list">
              {section.columns.map((column, index) => {
                const modules = modulesOf(column.moduleIds, layout.index);
                return (
                  // oxlint-disable-next-line react/no-array-index-key -- a column's place in the preset is its identity
                  <li key={index} className="editor-outline__column">
                    <span className="editor-outline__group">
                      {modules.length > 0 ? t('editor.panel.column', { n: index + 1 }) : t('editor.panel.emptyColumn', { n: index + 1 })}
                    </span>
                    {modules.length > 0 ? <ModuleEntries modules={modules} layout={layout} selectedId={selectedId} t={t} /> : null}
                  </li>
                );
              })}
            </ol>
          </Entry>
        ))}
      </ol>
    </nav>
  );
}
