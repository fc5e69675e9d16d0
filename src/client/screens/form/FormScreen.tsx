// The forms page /{lang}/forms/{slug}/{id} (spec 000 §2 "Forms page", §3 "Form", §5, §7): the
// form's fields with the appended e-mail confirmation, checked in the browser with the spec's
// messages before it is sent (the gateway and the upstream check again), files uploaded as they
// are chosen, then one submission. A failed submission keeps every value; a successful one
// replaces the form with its confirmation, which takes the focus. An unknown form never gets
// here: the route-target lookup makes it the 404 page (and a wrong slug a 301) first.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { FormScreenDocument } from '../../generated/documents/FormScreenDocument';
import { useT } from '../../i18n';
import { useHydrated } from '../../hooks/useHydrated';
import { PagePlaceholder } from '../PagePlaceholder';
import type { ScreenProps } from '../screenProps';
import { FormErrorSummary } from './FormErrorSummary';
import { FormFieldControl } from './FormFieldControl';
import { FormSuccess } from './FormSuccess';
import { useFormEntry, type Form } from './useFormEntry';

function FormBody({ form, locale }: { form: Form; locale: Locale }) {
  const t = useT();
  const hydrated = useHydrated();
  const entry = useFormEntry(form, locale);
  const { fields, values, errors, failure, submitting } = entry;
  const idOf = (slug: string) => `form-${form.id}-${slug}`;

  if (entry.done) return <FormSuccess id={`${idOf('')}success`} onAgain={entry.again} />;
  return (
    <form className="site-form" noValidate onSubmit={(event) => void entry.onSubmit(event)} aria-labelledby="form-title">
      {entry.summary.length > 0 ? (
        <FormErrorSummary entries={entry.summary} version={entry.summaryVersion} fields={fields} idOf={idOf} />
      ) : null}
      <p className="site-form__note">{t('forms.requiredNote')}</p>
      {fields.map((field) => (
        <FormFieldControl
          key={field.slug}
          field={field}
          value={values[field.slug] ?? null}
          errors={errors[field.slug] ?? []}
          idOf={idOf}
          onChange={entry.onChange}
          onBlur={entry.onBlur}
          file={entry.files[field.slug] ?? { status: 'idle' }}
          onFile={entry.onFile}
        />
      ))}
      <div className="site-form__actions">
        <p className="site-form__failure" role="alert">
          {failure === 'network'
            ? t('forms.failedNetwork')
            : failure === 'server'
              ? t('forms.failedServer')
              : failure === 'uploading'
                ? t('forms.uploadWait')
                : null}
        </p>
        {/* Disabled until hydrated: a submission before that would put the values in the URL. */}
        <button type="submit" className="button" disabled={!hydrated || submitting} aria-disabled={submitting || undefined}>
          {submitting ? t('forms.submitting') : t('forms.submit')}
        </button>
      </div>
    </form>
  );
}

function FormView({ id, locale }: { id: string; locale: Locale }) {
  const t = useT();
  const { data } = useSuspenseQuery(FormScreenDocument, { variables: { locale: toGraphQLLocale(locale), id } });
  const form = data.form;
  // Removed since the page was decided: the page says so like a 404 would.
  if (!form) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('home', locale)}>{t('errors.toHome')}</a>
      </p>
    );
  }
  return (
    <article className="form-page" aria-labelledby="form-title">
      <header className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', locale) }, { label: form.title }]} />
        <h1 id="form-title">{form.title}</h1>
        {form.intro ? <p className="page-header__intro">{form.intro}</p> : null}
      </header>
      <FormBody key={form.id} form={form} locale={locale} />
    </article>
  );
}

export function FormScreen({ page }: ScreenProps) {
  const t = useT();
  const id = page.route?.params.id;
  // decidePage shows this screen only on the form route, whose id is digits.
  if (!id) return null;
  return (
    <RetryableArea
      resetKey={id}
      callKind="pageCall"
      message={t('forms.loadError')}
      retryLabel={t('forms.retry')}
      placeholder={<PagePlaceholder />}
    >
      <FormView id={id} locale={page.locale} />
    </RetryableArea>
  );
}
