// 'New page' and 'Page settings' (issue 12 part 6; spec 000 §3 "Page"): one modal form with a page's
// settings per language (German required, English optional: the page is created in German and its
// English language added by updatePageSettings in English) and for all languages (parent, landing
// page, Open Graph picture). The form's own checks run first (pageForm.ts), then the gateway's;
// each message stands next to its field and the first takes the focus; nothing typed is lost. A
// settings save names the revision it read: when someone else changed the page since, the
// gateway refuses it (CONFLICT) and the form offers to reload or to keep what was typed. A new
// path offers a redirect from the old one (checked). A new page opens in editing mode. The saves
// are savePageForm.ts, the read useReadPageSettings.ts; the fieldsets PageLanguageFieldset.tsx and
// PageSharedFieldset.tsx.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { EDIT_FLAG_PARAM } from '../../../shared/editFlag';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { EditorPageDocument } from '../../generated/documents/EditorPageDocument';
import { EditorPageListDocument } from '../../generated/documents/EditorPageListDocument';
import { SiteNavigationDocument } from '../../generated/documents/SiteNavigationDocument';
import { useEditorT } from '../useEditorT';
import { useNavigate, usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { DialogDismissButton, EditorDialog } from '../forms/EditorDialog';
import { FormError } from '../forms/FormError';
import { useEditorForm } from '../forms/useEditorForm';
import { useModal } from '../modules/useModal';
import { ConflictNotice } from './ConflictNotice';
import {
  emptyPageForm,
  FIELD_ORDER,
  PAGE_LOCALES,
  validatePageForm,
  type PageFieldName,
  type PageFormValues,
  type PageOption,
  type PageViolation,
} from './pageForm';
import { PageLanguageFieldset } from './PageLanguageFieldset';
import { PageSharedFieldset } from './PageSharedFieldset';
import { NEW_PAGE, useReadPageSettings } from './useReadPageSettings';
import { createPage, otherLocale, updatePage, type CreatedPage, type LoadedPage } from './savePageForm';
import type { Conflict } from './saveWithConflict';

export type PageFormTarget = { mode: 'create' } | { mode: 'edit'; pageId: string; path: string };

export function PageFormDialog({ target, onClose }: { target: PageFormTarget; onClose: () => void }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const navigate = useNavigate();
  const locale = page.locale;
  const ref = useModal('input');
  const load = useReadPageSettings(target);
  const form = useEditorForm<PageFormValues, PageFieldName, Conflict>({ initial: emptyPageForm, order: FIELD_ORDER });
  const { id } = form;
  const [loaded, setLoaded] = useState<LoadedPage | null>(target.mode === 'create' ? NEW_PAGE : null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [redirect, setRedirect] = useState<Record<Locale, boolean>>({ de: true, en: true });
  const [pages, setPages] = useState<PageOption[]>([]);
  /** A new page already made in German whose English part was refused: the next save adds only that. */
  const created = useRef<CreatedPage | null>(null);
  const focusFirstInput = () => requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('input')?.focus());

  useEffect(() => {
    let live = true;
    void (async () => {
      const [state, list] = await Promise.all([
        load(),
        session.read(() =>
          client.query({ query: EditorPageListDocument, variables: { locale: toGraphQLLocale(locale) }, fetchPolicy: 'no-cache' }),
        ),
      ]);
      if (!live) return;
      setPages(list?.data?.editorPages ?? []);
      if (!state) {
        setLoadFailed(true);
        return;
      }
      setLoaded(state);
      form.setValues(state.stored);
      if (target.mode === 'edit') focusFirstInput();
    })();
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- loaded once per opening
  }, []);

  const word = (violation: PageViolation) =>
    violation.key === 'tooLong'
      ? t('editor.validation.tooLong', violation.values)
      : violation.key === 'required'
        ? t('editor.validation.required')
        : t(`editor.pages.invalid.${violation.key}`);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loaded) return;
    const required: Locale[] = target.mode === 'create' ? ['de'] : loaded.languages;
    const homePaths = PAGE_LOCALES.filter((language) => loaded.languages.includes(language) && loaded.stored[language].path === '');
    const problems = validatePageForm(form.values, { required, homePaths }).map(([name, violation]) => [name, word(violation)] as const);
    void form.submit(problems, async () => {
      const context = { client, session, page, form, t };
      const goTo =
        target.mode === 'create'
          ? await createPage(context, created)
          : await updatePage(context, loaded, target.pageId, redirect, setLoaded);
      if (goTo === undefined) return;
      ref.current?.close();
      if (goTo) navigate(`${goTo}?${EDIT_FLAG_PARAM}=1`);
      else await client.refetchQueries({ include: [EditorPageDocument, CmsPageDocument, SiteNavigationDocument] });
    });
  };

  const reload = async (keepTyped: boolean) => {
    const state = await load();
    // Not read: the choice stays offered (the session said why with its 'error' alert).
    if (!state || !loaded) return;
    form.setConflict(null);
    if (keepTyped) {
      // What was typed stays, and so does what it is compared with: only the changes made here are
      // sent, now on top of the other change (the newer revision).
      setLoaded({ ...loaded, revision: state.revision });
    } else {
      setLoaded(state);
      form.setValues(state.stored);
    }
    focusFirstInput();
  };

  const title =
    target.mode === 'create' ? t('editor.pages.newTitle') : t('editor.pages.settingsTitle', { title: loaded?.stored[locale].title ?? '' });
  // The page's own language first.
  const order: Locale[] = target.mode === 'create' ? ['de', 'en'] : [locale, otherLocale(locale)];
  return (
    <EditorDialog
      modal={ref}
      className="editor-dialog--form"
      titleId={`${id}-title`}
      title={title}
      onClose={onClose}
      data-page-dialog={target.mode}
    >
      {loadFailed ? <p role="alert">{t('editor.pages.loadFailed')}</p> : null}
      {!loaded && !loadFailed ? <p role="status">{t('editor.pages.loading')}</p> : null}
      {loaded ? (
        <form className="editor-form" noValidate onSubmit={submit} aria-describedby={form.formError ? `${id}-form-error` : undefined}>
          <FormError form={form} />
          {form.conflict ? (
            <ConflictNotice message={form.conflict.message} onReload={() => void reload(false)} onKeep={() => void reload(true)} />
          ) : null}
          {order.map((language) => (
            <PageLanguageFieldset
              key={language}
              form={form}
              language={language}
              loaded={loaded}
              required={target.mode === 'create' ? language === 'de' : loaded.languages.includes(language)}
              redirect={redirect[language]}
              onRedirect={(checked) => setRedirect((current) => ({ ...current, [language]: checked }))}
            />
          ))}
          <PageSharedFieldset
            form={form}
            pages={pages}
            pageId={target.mode === 'edit' ? target.pageId : null}
            ogImageUrl={loaded.ogImageUrl}
          />
          <div className="editor-dialog__actions">
            <button type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={form.busy || undefined}>
              {target.mode === 'create' ? t('editor.create') : t('editor.save')}
            </button>
            <DialogDismissButton modal={ref}>{t('editor.cancel')}</DialogDismissButton>
          </div>
        </form>
      ) : null}
    </EditorDialog>
  );
}
