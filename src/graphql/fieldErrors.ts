// BAD_USER_INPUT with messages by field, for mutations whose input has several fields (forms,
// login). Messages of spec 000 §5 come from the shared validation keys, in the caller's language,
// so the gateway and the browser reject the same input with the same words.
import { GraphQLError } from 'graphql';
import { createI18n } from '../shared/i18n/createI18n';
import type { Locale } from '../shared/locales';
import type { Violation } from '../shared/validation';
import { apiMessage } from './apiMessage';

export type FieldErrors = Record<string, string[]>;

/** The message of a shared validation rule's violation, in the caller's language. */
export function violationMessage(violation: Violation, locale: Locale): string {
  return createI18n(locale).t(`validation.${violation.key}`, violation.values ?? {});
}

/** Adds a message to a field's list (no repeats). */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** BAD_USER_INPUT naming the argument and listing every problem by field. */
export function fieldErrorsInput(argument: string, fieldErrors: FieldErrors, locale: Locale): GraphQLError {
  return new GraphQLError(apiMessage(locale, 'invalidInput'), { extensions: { code: 'BAD_USER_INPUT', field: argument, fieldErrors } });
}
