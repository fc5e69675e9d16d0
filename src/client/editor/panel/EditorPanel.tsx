// The editor's panel (issue 22 part 1): beside the page from 48em on, a bottom sheet below. It
// shows the selected block's fields (a module's form: typing shows the values in the page at once,
// Save and Discard; a section's preset, class and background) and the page's outline, from which
// any block can be selected, or the check before publishing (checks/ChecksPanel.tsx). Escape in the panel puts the focus back on the selected block; the
// close button clears the selection. It reads the page from the Apollo cache, where the page
// screen's query keeps it (asked again after every change).
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { usePage } from '../../navigation/LocationContext';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { indexModules, type ModuleData, type SectionData } from '../../screens/cmsPage/pageData';
import { useEditorT } from '../useEditorT';
import { FIRST_FIELD, ModuleForm } from '../modules/ModuleForm';
import { moduleKindOf, previewModuleOf } from '../modules/moduleKindOf';
import { cmsPageVariablesOf } from '../safety/pageState';
import { blockElement, clearSelection, focusBlock, useSelection } from '../blocks/selection';
import { draftOf, keepDraft, showModuleUnsaved } from '../blocks/unsaved';
import { useMeasuredHeight } from '../../hooks/useMeasuredHeight';
import { ChecksPanel } from '../checks/ChecksPanel';
import { Outline } from './Outline';
import { PresenceNotice } from '../presence/PresenceNotice';
import { PresetChoice, SectionSettingsForm } from './SectionPanel';

export function EditorPanel() {
  const t = useEditorT();
  const id = useId();
  const page = usePage();
  const { block, panel, focusPanel } = useSelection();
  const variables = cmsPageVariablesOf(page);
  const { data } = useQuery(CmsPageDocument, variables ? { variables, fetchPolicy: 'cache-only' } : skipToken);
  const ref = useRef<HTMLElement>(null);
  const [outlineOpen, setOutlineOpen] = useState(false);

  const modules = data?.pageModules;
  const sections = data?.page?.sections;
  const layout = useMemo<PageLayout>(() => ({ sections: sections ?? [], index: indexModules(modules ?? []) }), [sections, modules]);
  const module = block?.kind === 'module' ? layout.index.get(block.id) : undefined;
  const sectionIndex = block?.kind === 'section' ? layout.sections.findIndex((candidate) => candidate.id === block.id) : -1;
  const section = sectionIndex >= 0 ? layout.sections[sectionIndex] : undefined;

  // A block chosen by keyboard or from the outline: the focus goes to its first field (or the outline).
  useEffect(() => {
    if (focusPanel === 0) return;
    const frame = requestAnimationFrame(() => {
      const root = ref.current;
      const target =
        root?.querySelector<HTMLElement>(`.editor-panel__body ${FIRST_FIELD}`) ??
        root?.querySelector<HTMLElement>('.editor-outline__button[aria-current="true"], .editor-outline__button') ??
        root?.querySelector<HTMLElement>('h2');
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusPanel]);

  // The selected block stays in view above the bottom sheet (scroll-padding-bottom, editor.css).
  const selectedId = block?.id ?? null;
  useEffect(() => {
    if (selectedId === null) return;
    const frame = requestAnimationFrame(() => blockElement(selectedId)?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [selectedId]);

  if (panel === null) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A dialog opened from the panel (a picker, a link) closes by itself on Escape.
    if (event.key !== 'Escape' || event.defaultPrevented || (event.target instanceof Element && event.target.closest('dialog'))) return;
    event.preventDefault();
    if (block) focusBlock(block.id);
    else clearSelection();
  };

  const closeButton = (
    <button type="button" className="editor-dialog__close" aria-label={t('editor.panel.close')} onClick={() => clearSelection()}>
      <span aria-hidden="true">×</span>
    </button>
  );
  // issue 22 item 9: the check before publishing (checks/ChecksPanel.tsx) instead of a block or the outline.
  if (panel === 'checks') {
    return (
      <PanelFrame frameRef={ref} labelledBy={`${id}-heading`} shows="checks" onKeyDown={onKeyDown}>
        <div className="editor-panel__body">
          <ChecksPanel headingId={`${id}-heading`} closeButton={closeButton} />
        </div>
      </PanelFrame>
    );
  }
  const showOutline = panel === 'outline' || outlineOpen || (!module && !section);

  return (
    <PanelFrame
      frameRef={ref}
      labelledBy={`${id}-heading`}
      shows={module ? 'module' : section ? 'section' : 'outline'}
      onKeyDown={onKeyDown}
    >
      <div className="editor-panel__body">
        {/* issue 22 part 10: a block someone else is editing is taken over first (presence/). */}
        {module ? (
          <PresenceNotice blockId={module.id} headingId={`${id}-heading`} closeButton={closeButton}>
            <ModulePanel key={module.id} module={module} headingId={`${id}-heading`} closeButton={closeButton} />
          </PresenceNotice>
        ) : section ? (
          <PresenceNotice blockId={section.id} headingId={`${id}-heading`} closeButton={closeButton}>
            <SectionPanel key={section.id} section={section} n={sectionIndex + 1} headingId={`${id}-heading`} closeButton={closeButton} />
          </PresenceNotice>
        ) : (
          <div className="editor-dialog__header">
            <h2 id={`${id}-heading`} className="editor-dialog__title" tabIndex={-1}>
              {t('editor.panel.outlineTitle')}
            </h2>
            {closeButton}
          </div>
        )}
      </div>
      {module || section ? (
        <div className="editor-panel__outline-toggle">
          <button
            type="button"
            className="editor-form__button"
            aria-expanded={showOutline}
            aria-controls={`${id}-outline`}
            onClick={() => setOutlineOpen((open) => !open)}
          >
            {t('editor.panel.outline')}
          </button>
        </div>
      ) : null}
      {showOutline ? (
        <div id={`${id}-outline`} className="editor-panel__outline">
          {module || section ? (
            <h2 id={`${id}-outline-heading`} className="editor-panel__subtitle">
              {t('editor.panel.outlineTitle')}
            </h2>
          ) : null}
          {!module && !section ? <p className="editor-panel__hint">{t('editor.panel.nothingSelected')}</p> : null}
          <Outline
            layout={layout}
            selectedId={block?.id ?? null}
            headingId={module || section ? `${id}-outline-heading` : `${id}-heading`}
          />
        </div>
      ) : null}
    </PanelFrame>
  );
}

/** The panel's element while it is open; its height is measured so the page can scroll past the bottom sheet (editor.css). */
function PanelFrame({
  frameRef,
  labelledBy,
  shows,
  onKeyDown,
  children,
}: {
  frameRef: RefObject<HTMLElement | null>;
  labelledBy: string;
  shows: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  useMeasuredHeight(frameRef, '--editor-panel-height');
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.editorPanel = 'open';
    return () => {
      delete root.dataset.editorPanel;
    };
  }, []);
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the panel returns to the block
    <aside ref={frameRef} className="editor-panel" aria-labelledby={labelledBy} data-editor-panel={shows} onKeyDown={onKeyDown}>
      {children}
    </aside>
  );
}

function ModulePanel({ module, headingId, closeButton }: { module: ModuleData; headingId: string; closeButton: ReactNode }) {
  const t = useEditorT();
  const kind = moduleKindOf(module);
  if (!kind) {
    return (
      <>
        <div className="editor-dialog__header">
          <h2 id={headingId} className="editor-dialog__title" tabIndex={-1}>
            {module.__typename}
          </h2>
          {closeButton}
        </div>
        <p className="editor-panel__hint">{t('editor.panel.noFields')}</p>
      </>
    );
  }
  return (
    <ModuleForm
      target={{ mode: 'edit', kind, module }}
      draft={draftOf(module.id)}
      discard
      headingId={headingId}
      headerEnd={closeButton}
      onValues={(formKind, values, draft) => {
        keepDraft(module.id, draft);
        showModuleUnsaved(module.id, draft ? previewModuleOf(formKind, module, values) : null);
      }}
      onDone={() => {
        keepDraft(module.id, null);
        showModuleUnsaved(module.id, null);
      }}
    />
  );
}

function SectionPanel({
  section,
  n,
  headingId,
  closeButton,
}: {
  section: SectionData;
  n: number;
  headingId: string;
  closeButton: ReactNode;
}) {
  const t = useEditorT();
  const settingsId = useId();
  return (
    <>
      <div className="editor-dialog__header">
        <h2 id={headingId} className="editor-dialog__title" tabIndex={-1}>
          {t('editor.panel.section', { n })}
        </h2>
        {closeButton}
      </div>
      <PresetChoice section={section} />
      <SectionSettingsForm section={section} headingId={settingsId} />
    </>
  );
}
