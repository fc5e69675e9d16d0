// What the editing toolbar says of the page (its description): editing mode, the page's title and
// whether it is online, or that the screen is no CMS page.
import { useEditorT } from './useEditorT';

export function EditedPageSummary({
  id,
  page,
  path,
}: {
  id: string;
  page: { title: string; isOnline: boolean } | null;
  path: string | null;
}) {
  const t = useEditorT();
  const state = page?.isOnline ? 'online' : 'offline';
  return (
    <p id={id} className="editor-toolbar__page">
      <span className="editor-toolbar__mode">{t('editor.editing')}</span>
      {page ? (
        <>
          <span className="editor-toolbar__title">{page.title}</span>
          <span className={`editor-toolbar__state editor-toolbar__state--${state}`} data-page-state={state}>
            {t('editor.pageState', { state: t(`editor.${state}`) })}
          </span>
        </>
      ) : (
        <span className="editor-toolbar__title">{path === null ? t('editor.noPage') : t('editor.loading')}</span>
      )}
    </p>
  );
}
