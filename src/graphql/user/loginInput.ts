// The login's input: checked as the browser checks it (spec 000 §5) before the upstream spends
// scrypt work on it, and the upstream's (English) answers put into the caller's language.
import { en } from '../../shared/i18n/resources';
import type { Locale } from '../../shared/locales';
import { rules, type Violation } from '../../shared/validation';
import { apiMessage } from '../apiMessage';
import { addFieldError, violationMessage, type FieldErrors } from '../fieldErrors';

// The upstream answers login errors in English only (src/cms/README.md "Users and sessions");
// the ones of spec 000 §5 are the shared validation keys, anything else a generic message.
const UPSTREAM_MESSAGES: Record<string, Violation['key']> = {
  [en.validation.required]: 'required',
  [en.validation.invalidEmail]: 'invalidEmail',
};

/** The upstream's login field errors in the caller's language; `non_field_errors` become `credentials`. */
export function localiseLoginErrors(errors: Record<string, string[]>, locale: Locale): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (field === 'non_field_errors') {
      addFieldError(result, 'credentials', apiMessage(locale, 'wrongCredentials'));
      continue;
    }
    for (const message of messages) {
      const key = UPSTREAM_MESSAGES[message];
      addFieldError(result, field, key ? violationMessage({ key }, locale) : apiMessage(locale, 'invalidInput'));
    }
  }
  return result;
}

/** spec 000 §5: the checks the browser makes too. */
export function validateLogin(email: string, password: string, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  const emailProblem = rules.required(email) ?? rules.email(email) ?? rules.maxLength(email, 254);
  if (emailProblem) addFieldError(errors, 'email', violationMessage(emailProblem, locale));
  const passwordProblem = rules.required(password === '' ? null : password) ?? rules.maxLength(password, 1024);
  if (passwordProblem) addFieldError(errors, 'password', violationMessage(passwordProblem, locale));
  return errors;
}

/** The upstream's shortest password (src/cms README "Users and sessions"). */
const MIN_PASSWORD_LENGTH = 8;

/** A password change's input, checked before the upstream spends scrypt work on it. */
export function validatePasswordChange(currentPassword: string, newPassword: string, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  if (currentPassword === '') addFieldError(errors, 'currentPassword', violationMessage({ key: 'required' }, locale));
  if (newPassword === '') addFieldError(errors, 'newPassword', violationMessage({ key: 'required' }, locale));
  else if (Array.from(newPassword).length < MIN_PASSWORD_LENGTH)
    addFieldError(errors, 'newPassword', apiMessage(locale, 'passwordTooShort', { min: MIN_PASSWORD_LENGTH }));
  else if (newPassword.length > 1024)
    addFieldError(errors, 'newPassword', violationMessage({ key: 'tooLong', values: { max: 1024 } }, locale));
  return errors;
}

/** The upstream's password-change errors (English, old_password / new_password) in the caller's language. */
export function localisePasswordErrors(errors: Record<string, string[]>, locale: Locale): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const name = field === 'old_password' ? 'currentPassword' : field === 'new_password' ? 'newPassword' : 'changePassword';
    for (const message of messages) {
      const known = UPSTREAM_MESSAGES[message];
      const text = known
        ? violationMessage({ key: known }, locale)
        : name === 'currentPassword'
          ? apiMessage(locale, 'wrongCurrentPassword')
          : name === 'newPassword'
            ? apiMessage(locale, 'passwordTooShort', { min: MIN_PASSWORD_LENGTH })
            : apiMessage(locale, 'invalidInput');
      addFieldError(result, name, text);
    }
  }
  return result;
}
