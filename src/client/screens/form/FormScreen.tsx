// The forms page /{lang}/forms/{slug}/{id} (spec 000 §2 "Forms page", §3 "Form", §5, §7): the
// form's fields with the appended e-mail confirmation, checked in the browser with the spec's
// messages before it is sent (the gateway and the upstream check again), files uploaded as they
// are chosen, then one submission. A failed submission keeps every value; a successful one
// replaces the form with its confirmation, which takes the focus. An unknown form never gets
// here: the route-target lookup makes it the 404 page (and a wrong slug a 301) first.
import { graphQLErrorsOf } from '../../data/GraphQLErrors';
import { useMutation } from '../../data/useMutation';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { useBoot } from '../../BootContext';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { FormScreenDocument } from '../../generated/documents/FormScreenDocument';
import { SubmitFormEntryDocument } from '../../generated/documents/SubmitFormEntryDocument';
import type { FormScreenQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { useHydrated } from '../../hooks/useHydrated';
import { reportError } from '../../reportError';
import { PagePlaceholder } from '../PagePlaceholder';
import type { ScreenProps } from '../screenProps';
import type { FileFieldState } from './FileFieldControl';
import { FormFieldControl } from './FormFieldControl';
import {
  checkField,
  checkForm,
  formatFileSize,
  hasAcceptedExtension,
  initialValues,
  primaryEmailSlug,
  toInputs,
  UPLOAD_MAX_BYTES,
  visibleFields,
  type FieldProblem,
  type FieldValue,
  type FormField,
} from './formState';
import { uploadTempFile } from './uploadTempFile';

type Form = NonNullable<FormScreenQuery['form']>;
type Errors = Readonly<Record<string, readonly string[]>>;
type Failure = 'network' | 'server' | 'uploading' | null;

/** The field errors of a refused submission (BAD_USER_INPUT with extensions.fieldErrors by slug). */
function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  const errors = graphQLErrorsOf(error);
  if (!errors) return null;
  for (const problem of errors) {
    const extensions = problem.extensions;
    if (extensions?.code !== 'BAD_USER_INPUT') continue;
    const fieldErrors = extensions.fieldErrors;
    if (typeof fieldErrors === 'object' && fieldErrors !== null) return fieldErrors as Record<string, string[]>;
    return { '': [problem.message] };
  }
  return null;
}

/** A failure with no answer at all (offline, refused connection, aborted) rather than the server's. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && /fetch|network|load failed/i.test(error.message) && graphQLErrorsOf(error) === null);
}

function FormBody({ form, locale }: { form: Form; locale: Locale }) {
  const t = useT();
  const { requestId } = useBoot();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<string, FieldValue>>(() => initialValues(form.fields));
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<readonly { slug: string; message: string }[]>([]);
  const [summaryVersion, setSummaryVersion] = useState(0);
  const [failure, setFailure] = useState<Failure>(null);
  const [files, setFiles] = useState<Readonly<Record<string, FileFieldState>>>({});
  const [done, setDone] = useState(false);
  const uploads = useRef(new Map<string, AbortController>());
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [submit, { loading }] = useMutation(SubmitFormEntryDocument);
  const fields = visibleFields(form.fields);
  const idOf = (slug: string) => `form-${form.id}-${slug}`;
  // A label ending in a full stop (a consent sentence) loses it before the ':' of the summary.
  const labelOf = (slug: string) => (form.fields.find((field) => field.slug === slug)?.label ?? '').replace(/[.!]+$/, '');
  const messageOf = (problem: FieldProblem) => t(`forms.${problem}`);

  // The summary takes the focus each time a submission is refused (a new version), not on edits.
  useEffect(() => {
    if (summaryVersion > 0) summaryRef.current?.focus();
  }, [summaryVersion]);
  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);
  // Uploads still running when the page is left are dropped.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const recheck = (next: Record<string, FieldValue>, slugs: readonly string[], current: Errors): Errors => {
    let changed = current;
    for (const slug of slugs) {
      const field = form.fields.find((candidate) => candidate.slug === slug);
      if (!field) continue;
      const problem = checkField(field, next, form.fields);
      const messages = problem ? [messageOf(problem)] : [];
      if ((current[slug]?.length ?? 0) === 0 && messages.length === 0) continue;
      changed = { ...changed, [slug]: messages };
    }
    return changed;
  };

  const onChange = (slug: string, value: FieldValue) => {
    const next = { ...values, [slug]: value };
    setValues(next);
    setFailure(null);
    // A field with an error is checked again as it changes, so the error goes as soon as it is fixed;
    // a changed e-mail checks its confirmation again.
    const related = slug === primaryEmailSlug(form.fields) && (errors.email2?.length ?? 0) > 0 ? ['email2'] : [];
    if ((errors[slug]?.length ?? 0) > 0 || related.length > 0) setErrors(recheck(next, [...((errors[slug]?.length ?? 0) > 0 ? [slug] : []), ...related], errors));
  };

  const onBlur = (slug: string) => {
    // On leaving a filled field its format is checked; an empty required field waits for the submission.
    const value = values[slug];
    if (typeof value === 'string' && value.trim() !== '') setErrors((current) => recheck(values, [slug], current));
  };

  const onFile = (field: FormField, file: File | null) => {
    uploads.current.get(field.slug)?.abort();
    uploads.current.delete(field.slug);
    setFiles((current) => ({ ...current, [field.slug]: { status: 'idle' } }));
    const fieldErrors = (messages: string[]) => setErrors((current) => ({ ...current, [field.slug]: messages }));
    if (!file) {
      setValues((current) => ({ ...current, [field.slug]: null }));
      fieldErrors(field.required && summaryVersion > 0 ? [messageOf('required')] : []);
      return;
    }
    // What the upstream would refuse is said at once, without sending anything.
    if (file.size > UPLOAD_MAX_BYTES) return fieldErrors([t('forms.fileTooLarge', { max: formatFileSize(UPLOAD_MAX_BYTES, locale) })]);
    if (!hasAcceptedExtension(file.name)) return fieldErrors([t('forms.fileType')]);
    fieldErrors([]);
    const controller = new AbortController();
    uploads.current.set(field.slug, controller);
    setFiles((current) => ({ ...current, [field.slug]: { status: 'uploading', name: file.name, percent: 0 } }));
    void uploadTempFile(
      file,
      locale,
      (percent) => setFiles((current) => ({ ...current, [field.slug]: { status: 'uploading', name: file.name, percent } })),
      controller.signal,
    ).then((outcome) => {
      if (controller.signal.aborted) return;
      uploads.current.delete(field.slug);
      setFiles((current) => ({ ...current, [field.slug]: { status: 'idle' } }));
      switch (outcome.kind) {
        case 'stored':
          setValues((current) => ({ ...current, [field.slug]: outcome.file }));
          break;
        case 'refused':
          fieldErrors(outcome.messages);
          break;
        case 'failed':
          fieldErrors([t('forms.uploadFailed')]);
          break;
      }
    });
  };

  const refuse = (found: Errors) => {
    setErrors(found);
    const order = fields.map((field) => field.slug);
    const listed = Object.entries(found)
      .filter(([, messages]) => messages.length > 0)
      .sort(([a], [b]) => (order.indexOf(a) === -1 ? 999 : order.indexOf(a)) - (order.indexOf(b) === -1 ? 999 : order.indexOf(b)))
      .map(([slug, messages]) => ({ slug, message: messages.join(' ') }));
    setSummary(listed);
    setSummaryVersion((version) => version + 1);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    if (uploads.current.size > 0) {
      setFailure('uploading');
      return;
    }
    const problems = checkForm(form.fields, values);
    // Errors of files the upstream refused stay until another file is chosen.
    const found: Record<string, string[]> = {};
    for (const field of fields) if (field.kind === 'FILE' && (errors[field.slug]?.length ?? 0) > 0 && values[field.slug] === null) found[field.slug] = [...(errors[field.slug] ?? [])];
    for (const { slug, problem } of problems) found[slug] = [messageOf(problem)];
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    try {
      await submit({ variables: { locale: toGraphQLLocale(locale), formId: form.id, values: toInputs(form.fields, values) } });
      setErrors({});
      setSummary([]);
      setDone(true);
    } catch (error) {
      const refused = fieldErrorsOf(error);
      if (refused) {
        refuse(refused);
        return;
      }
      reportError('pageCall', error, requestId);
      setFailure(isNetworkFailure(error) ? 'network' : 'server');
    }
  };

  if (done) {
    return (
      <div ref={successRef} className="form-success" tabIndex={-1} role="status" aria-labelledby={`${idOf('')}success`}>
        <h2 id={`${idOf('')}success`}>{t('forms.successTitle')}</h2>
        <p>{t('forms.successText')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setValues(initialValues(form.fields));
            setSummaryVersion(0);
            setDone(false);
          }}
        >
          {t('forms.again')}
        </button>
      </div>
    );
  }

  return (
    <form className="site-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="form-title">
      {summary.length > 0 ? (
        <div ref={summaryRef} className="form-summary" tabIndex={-1} role="group" aria-labelledby={`${idOf('')}summary`}>
          <h2 id={`${idOf('')}summary`} className="form-summary__title">
            {t('forms.summaryTitle', { count: summary.length })}
          </h2>
          <ul className="form-summary__list">
            {summary.map(({ slug, message }) => (
              <li key={slug}>
                {fields.some((field) => field.slug === slug) ? (
                  <a
                    href={`#${idOf(slug)}`}
                    onClick={(event) => {
                      // Straight to the field (the site's hash scrolling waits a second).
                      event.preventDefault();
                      const target = document.getElementById(idOf(slug));
                      target?.focus();
                      target?.scrollIntoView({ block: 'center' });
                    }}
                  >
                    {labelOf(slug)}: {message}
                  </a>
                ) : (
                  message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="site-form__note">{t('forms.requiredNote')}</p>
      {fields.map((field) => (
        <FormFieldControl
          key={field.slug}
          field={field}
          value={values[field.slug] ?? null}
          errors={errors[field.slug] ?? []}
          idOf={idOf}
          onChange={onChange}
          onBlur={onBlur}
          file={files[field.slug] ?? { status: 'idle' }}
          onFile={onFile}
        />
      ))}
      <div className="site-form__actions">
        <p className="site-form__failure" role="alert">
          {failure === 'network' ? t('forms.failedNetwork') : failure === 'server' ? t('forms.failedServer') : failure === 'uploading' ? t('forms.uploadWait') : null}
        </p>
        {/* Disabled until hydrated: a submission before that would put the values in the URL. */}
        <button type="submit" className="button" disabled={!hydrated || loading} aria-disabled={loading || undefined}>
          {loading ? t('forms.submitting') : t('forms.submit')}
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
    <RetryableArea resetKey={id} callKind="pageCall" message={t('forms.loadError')} retryLabel={t('forms.retry')} placeholder={<PagePlaceholder />}>
      <FormView id={id} locale={page.locale} />
    </RetryableArea>
  );
}
