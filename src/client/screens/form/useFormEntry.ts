// What the forms page's form holds and does (spec 000 §3 "Form", §5, §7): its values and errors,
// checked in the browser with the spec's messages before it is sent (a field with an error again
// as it changes, a filled field as it is left), the summary of a refused submission, the
// submission itself and its failure. A failed submission keeps every value.
import { useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { useBoot } from '../../BootContext';
import { graphQLErrorsOf } from '../../data/GraphQLErrors';
import { useMutation } from '../../data/useMutation';
import { SubmitFormEntryDocument } from '../../generated/documents/SubmitFormEntryDocument';
import type { FormScreenQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { reportError } from '../../reportError';
import {
  checkField,
  checkForm,
  initialValues,
  primaryEmailSlug,
  toInputs,
  visibleFields,
  type FieldProblem,
  type FieldValue,
  type FormField,
} from './formState';
import { useFileUploads, type FileUploads } from './useFileUploads';

export type Form = NonNullable<FormScreenQuery['form']>;
type Errors = Readonly<Record<string, readonly string[]>>;
type Failure = 'network' | 'server' | 'uploading' | null;
/** A refused submission's messages in the order of the fields. */
export type SummaryEntry = { slug: string; message: string };

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
  return (
    error instanceof TypeError ||
    (error instanceof Error && /fetch|network|load failed/i.test(error.message) && graphQLErrorsOf(error) === null)
  );
}

/** The errors' messages in the order of the fields (those of no field last). */
function summaryOf(found: Errors, fields: readonly FormField[]): SummaryEntry[] {
  const order = fields.map((field) => field.slug);
  return Object.entries(found)
    .filter(([, messages]) => messages.length > 0)
    .sort(([a], [b]) => (order.indexOf(a) === -1 ? 999 : order.indexOf(a)) - (order.indexOf(b) === -1 ? 999 : order.indexOf(b)))
    .map(([slug, messages]) => ({ slug, message: messages.join(' ') }));
}

export interface FormEntry {
  fields: FormField[];
  values: Readonly<Record<string, FieldValue>>;
  errors: Errors;
  summary: readonly SummaryEntry[];
  /** Counts the refused submissions: the summary takes the focus at each. */
  summaryVersion: number;
  failure: Failure;
  files: FileUploads['files'];
  submitting: boolean;
  done: boolean;
  onChange: (slug: string, value: FieldValue) => void;
  onBlur: (slug: string) => void;
  onFile: (field: FormField, file: File | null) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  /** After a success: the form again, empty. */
  again: () => void;
}

export function useFormEntry(form: Form, locale: Locale): FormEntry {
  const t = useT();
  const { requestId } = useBoot();
  const [values, setValues] = useState<Record<string, FieldValue>>(() => initialValues(form.fields));
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<readonly SummaryEntry[]>([]);
  const [summaryVersion, setSummaryVersion] = useState(0);
  const [failure, setFailure] = useState<Failure>(null);
  const [done, setDone] = useState(false);
  const [submit, { loading }] = useMutation(SubmitFormEntryDocument);
  const setFieldErrors = (slug: string, messages: string[]) => setErrors((current) => ({ ...current, [slug]: messages }));
  const setValue = (slug: string, value: FieldValue) => setValues((current) => ({ ...current, [slug]: value }));
  const uploads = useFileUploads(locale, { setValue, setErrors: setFieldErrors });
  const fields = visibleFields(form.fields);
  const messageOf = (problem: FieldProblem) => t(`forms.${problem}`);

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
    if ((errors[slug]?.length ?? 0) > 0 || related.length > 0)
      setErrors(recheck(next, [...((errors[slug]?.length ?? 0) > 0 ? [slug] : []), ...related], errors));
  };

  const onBlur = (slug: string) => {
    // On leaving a filled field its format is checked; an empty required field waits for the submission.
    const value = values[slug];
    if (typeof value === 'string' && value.trim() !== '') setErrors((current) => recheck(values, [slug], current));
  };

  const onFile = (field: FormField, file: File | null) => {
    uploads.stop(field.slug);
    if (file) return uploads.upload(field, file);
    setValue(field.slug, null);
    setFieldErrors(field.slug, field.required && summaryVersion > 0 ? [messageOf('required')] : []);
  };

  const refuse = (found: Errors) => {
    setErrors(found);
    setSummary(summaryOf(found, fields));
    setSummaryVersion((version) => version + 1);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    if (uploads.isUploading()) {
      setFailure('uploading');
      return;
    }
    // Errors of files the upstream refused stay until another file is chosen.
    const found: Record<string, string[]> = {};
    for (const field of fields)
      if (field.kind === 'FILE' && (errors[field.slug]?.length ?? 0) > 0 && values[field.slug] === null)
        found[field.slug] = [...(errors[field.slug] ?? [])];
    for (const { slug, problem } of checkForm(form.fields, values)) found[slug] = [messageOf(problem)];
    if (Object.keys(found).length > 0) return refuse(found);
    try {
      await submit({ variables: { locale: toGraphQLLocale(locale), formId: form.id, values: toInputs(form.fields, values) } });
      setErrors({});
      setSummary([]);
      setDone(true);
    } catch (error) {
      const refused = fieldErrorsOf(error);
      if (refused) return refuse(refused);
      reportError('pageCall', error, requestId);
      setFailure(isNetworkFailure(error) ? 'network' : 'server');
    }
  };

  const again = () => {
    setValues(initialValues(form.fields));
    setSummaryVersion(0);
    setDone(false);
  };

  return {
    fields,
    values,
    errors,
    summary,
    summaryVersion,
    failure,
    files: uploads.files,
    submitting: loading,
    done,
    onChange,
    onBlur,
    onFile,
    onSubmit,
    again,
  };
}
