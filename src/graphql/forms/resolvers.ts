import { isNumericId } from '../../shared/queryParameters';
import type { GatewayContext } from '../GatewayContext';
import type { UploadedFile } from '../upload/UploadedFile';
import type { FormFieldKind, Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { FormFieldPayload, FormPayload } from '../sources/formPayloads';
import { fieldErrorsInput } from '../fieldErrors';
import { badUserInput, fromUpstream } from '../upstreamErrors';
import { validateFormEntry, type FormValueInput } from './validateFormEntry';

/** The upstream's field_type codes (src/cms/README.md "Forms"; spec 000 §5 fixes 5, 7 and 9). */
const KINDS: Record<string, FormFieldKind> = {
  '1': 'TEXT',
  '2': 'TEXTAREA',
  '3': 'EMAIL',
  '4': 'NUMBER',
  '5': 'CHECKBOXES',
  '6': 'SELECT',
  '7': 'MULTI_SELECT',
  '8': 'DATE',
  '9': 'FILE',
  '10': 'CHECKBOX',
  '11': 'URL',
  '12': 'HIDDEN',
  emailconfirm: 'EMAIL_CONFIRM',
};

interface FormObject {
  id: string;
  title: string;
  intro: string | null;
  fields: {
    id: string | null;
    label: string;
    slug: string;
    kind: FormFieldKind;
    required: boolean;
    visible: boolean;
    choices: { value: string; label: string }[];
    defaultValue: string | null;
    placeholder: string | null;
    helpText: string | null;
  }[];
}

function mapField(field: FormFieldPayload): FormObject['fields'][number] {
  // An unknown code from the upstream is shown as plain text rather than dropped.
  const kind = KINDS[String(field.field_type)] ?? 'TEXT';
  return {
    id: field.id === null ? null : String(field.id),
    label: field.label,
    slug: field.slug,
    kind,
    required: field.required,
    visible: field.visible,
    choices: field.choices,
    defaultValue: field.default ?? null,
    placeholder: field.placeholder_text || null,
    helpText: field.help_text || null,
  };
}

function mapForm(form: FormPayload): FormObject {
  return { id: String(form.id), title: form.title, intro: form.intro || null, fields: form.fields.map(mapField) };
}

interface SubmitFormEntryArgs {
  locale: GraphQLLocale;
  formId: string;
  values: readonly FormValueInput[];
}

interface TempFileObject {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export const formsResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async form(_root: unknown, args: { locale: GraphQLLocale; id: string }, context: GatewayContext): Promise<FormObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      if (!isNumericId(args.id)) return null;
      return fromUpstream(locale, async () => {
        const form = await context.loaders.forms.load({ id: args.id, locale });
        return form ? mapForm(form) : null;
      });
    },
  },
  Mutation: {
    async uploadTempFile(
      _root: unknown,
      args: { locale: GraphQLLocale; file: UploadedFile },
      context: GatewayContext,
    ): Promise<TempFileObject> {
      const locale = fromGraphQLLocale(args.locale);
      const outcome = await fromUpstream(locale, () => context.apis.forms.uploadTempFile(locale, args.file));
      // The upstream names size and type problems on `file`, localised by the path prefix.
      if (outcome.kind === 'refused') throw fieldErrorsInput('file', outcome.errors, locale);
      return outcome.file;
    },
    async submitFormEntry(_root: unknown, args: SubmitFormEntryArgs, context: GatewayContext): Promise<{ id: string; formId: string }> {
      const locale = fromGraphQLLocale(args.locale);
      if (!isNumericId(args.formId)) throw badUserInput('formId', locale, 'unknownForm');
      // The field definitions come through the request's form loader (a page that showed the
      // form in the same request does not ask twice).
      const form = await fromUpstream(locale, () => context.loaders.forms.load({ id: args.formId, locale }));
      if (!form) throw badUserInput('formId', locale, 'unknownForm');
      const checked = validateFormEntry(mapForm(form), args.values, locale);
      if (!checked.ok) throw fieldErrorsInput('values', checked.fieldErrors, locale);
      const outcome = await fromUpstream(locale, () => context.apis.forms.submitEntry(locale, args.formId, checked.fieldValues));
      // The upstream's messages are localised by the path prefix (src/cms/README.md "Forms").
      if (outcome.kind === 'invalid') throw fieldErrorsInput('values', outcome.errors, locale);
      return { id: outcome.id, formId: args.formId };
    },
  },
};
