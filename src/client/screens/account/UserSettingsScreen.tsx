// The user settings (spec 000 §2 "User settings": /de/user/einstellungen, /en/user/settings): the
// preferred language (stored upstream), the cookie consent (opens the consent manager, spec 000
// §1) and a new password (the current one is asked; the upstream ends the user's other sessions).
import { useMutation } from '../../data/useMutation';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale, type GraphQLLocale } from '../../../shared/graphqlLocale';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languageNames';
import { LOCALES, type Locale } from '../../../shared/locales';
import { AccountLanguageDocument } from '../../generated/documents/AccountLanguageDocument';
import { AccountPasswordDocument } from '../../generated/documents/AccountPasswordDocument';
import { useT } from '../../i18n';
import { openConsentSettings } from '../../layout/consent/consentEvents';
import type { ScreenProps } from '../screenProps';
import { AccountPage, type AccountUser } from './AccountPage';
import { mutationProblemOf } from './mutationProblems';

/** The upstream's shortest password (src/cms README "Users and sessions"). */
const MIN_PASSWORD = 8;

function LanguageSettings({ user, locale }: { user: AccountUser; locale: Locale }) {
  const t = useT();
  const [chosen, setChosen] = useState<GraphQLLocale>(user.language ?? toGraphQLLocale(locale));
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const [save, { loading }] = useMutation(AccountLanguageDocument);
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await save({ variables: { locale: toGraphQLLocale(locale), language: chosen } });
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <section className="account-section" aria-labelledby="settings-language">
      <h2 id="settings-language">{t('user.languageTitle')}</h2>
      <form className="site-form" onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form-field form-field--group">
          <legend className="form-field__label">{t('user.languageLabel')}</legend>
          <ul className="form-field__choices">
            {LOCALES.map((option) => (
              <li key={option}>
                <input
                  type="radio"
                  className="form-field__check"
                  id={`settings-language-${option}`}
                  name="language"
                  value={option}
                  checked={chosen === toGraphQLLocale(option)}
                  onChange={() => setChosen(toGraphQLLocale(option))}
                />
                <label htmlFor={`settings-language-${option}`} lang={option}>
                  {LANGUAGE_NAMES[option]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="site-form__actions">
          <p className={outcome === 'saved' ? 'site-form__success' : 'site-form__failure'} role="status">
            {outcome === 'saved' ? t('user.languageSaved') : outcome === 'failed' ? t('user.languageFailed') : null}
          </p>
          <button type="submit" className="button" disabled={loading}>
            {t('user.languageSave')}
          </button>
        </div>
      </form>
    </section>
  );
}

type PasswordField = 'currentPassword' | 'newPassword' | 'repeatPassword';

function PasswordSettings({ locale }: { locale: Locale }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: '', newPassword: '', repeatPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    repeatPassword: useRef<HTMLInputElement>(null),
  };
  const [change, { loading }] = useMutation(AccountPasswordDocument);
  const fields: { name: PasswordField; label: string; autoComplete: string; hint?: string }[] = [
    { name: 'currentPassword', label: t('user.currentPassword'), autoComplete: 'current-password' },
    { name: 'newPassword', label: t('user.newPassword'), autoComplete: 'new-password', hint: t('user.newPasswordHint') },
    { name: 'repeatPassword', label: t('user.repeatPassword'), autoComplete: 'new-password' },
  ];
  const show = (found: Partial<Record<PasswordField, string>>) => {
    setErrors(found);
    const first = fields.find((field) => found[field.name]);
    if (first) refs[first.name].current?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setOutcome(null);
    const found: Partial<Record<PasswordField, string>> = {};
    if (values.currentPassword === '') found.currentPassword = t('forms.required');
    if (values.newPassword === '') found.newPassword = t('forms.required');
    else if (Array.from(values.newPassword).length < MIN_PASSWORD) found.newPassword = t('user.newPasswordHint');
    if (values.repeatPassword === '') found.repeatPassword = t('forms.required');
    else if (values.newPassword !== '' && values.repeatPassword !== values.newPassword) found.repeatPassword = t('user.passwordMismatch');
    if (Object.keys(found).length > 0) return show(found);
    try {
      await change({
        variables: { locale: toGraphQLLocale(locale), currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      setValues({ currentPassword: '', newPassword: '', repeatPassword: '' });
      setErrors({});
      setOutcome('saved');
    } catch (error) {
      const problem = mutationProblemOf(error);
      if (problem.kind === 'fields') {
        show({
          ...(problem.fieldErrors.currentPassword ? { currentPassword: problem.fieldErrors.currentPassword.join(' ') } : {}),
          ...(problem.fieldErrors.newPassword ? { newPassword: problem.fieldErrors.newPassword.join(' ') } : {}),
        });
        if (!problem.fieldErrors.currentPassword && !problem.fieldErrors.newPassword) setOutcome('failed');
      } else setOutcome('failed');
    }
  };

  return (
    <section className="account-section" aria-labelledby="settings-password">
      <h2 id="settings-password">{t('user.passwordTitle')}</h2>
      <form className="site-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const described = [errors[field.name] ? `${inputId}-error` : null, field.hint ? `${inputId}-hint` : null]
            .filter(Boolean)
            .join(' ');
          return (
            <div className="form-field" key={field.name}>
              <label className="form-field__label" htmlFor={inputId}>
                {field.label}
              </label>
              <input
                ref={refs[field.name]}
                id={inputId}
                className="form-field__input"
                type="password"
                autoComplete={field.autoComplete}
                required
                value={values[field.name]}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={described || undefined}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              />
              {field.hint ? (
                <p id={`${inputId}-hint`} className="form-field__help">
                  {field.hint}
                </p>
              ) : null}
              {errors[field.name] ? (
                <p id={`${inputId}-error`} className="form-field__error">
                  {errors[field.name]}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="site-form__actions">
          <p className={outcome === 'saved' ? 'site-form__success' : 'site-form__failure'} role="status">
            {outcome === 'saved' ? t('user.passwordSaved') : outcome === 'failed' ? t('user.passwordFailed') : null}
          </p>
          <button type="submit" className="button" disabled={loading}>
            {t('user.passwordSave')}
          </button>
        </div>
      </form>
    </section>
  );
}

export function UserSettingsScreen({ page }: ScreenProps) {
  const t = useT();
  return (
    <AccountPage page={page} title={t('user.settingsTitle')}>
      {(user) => (
        <div className="account-settings">
          <LanguageSettings user={user} locale={page.locale} />
          <section className="account-section" aria-labelledby="settings-consent">
            <h2 id="settings-consent">{t('user.consentTitle')}</h2>
            <p>{t('user.consentText')}</p>
            <button type="button" className="button button--secondary" onClick={openConsentSettings}>
              {t('user.consentOpen')}
            </button>
          </section>
          <PasswordSettings locale={page.locale} />
        </div>
      )}
    </AccountPage>
  );
}
