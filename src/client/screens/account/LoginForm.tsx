// The login form of the login page and the editor hub (spec 000 §6: login is the upstream's
// session). E-mail and password are checked as the gateway checks them (spec 000 §5 messages);
// wrong credentials, too many attempts and a failed call are said in one alert above the button.
// The first field with a problem takes the focus; each error is named by aria-describedby.
import { useMutation } from '../../data/useMutation';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { AccountLoginDocument } from '../../generated/documents/AccountLoginDocument';
import { useT } from '../../i18n';
import { useHydrated } from '../../hooks/useHydrated';
import { mutationProblemOf } from './mutationProblems';
import { markSignedIn } from '../../layout/accountSession';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type Field = 'email' | 'password';

export function LoginForm({ locale, onLoggedIn }: { locale: Locale; onLoggedIn: () => void }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [login, { loading }] = useMutation(AccountLoginDocument);

  const focusFirst = (found: Partial<Record<Field, string>>) => (found.email ? emailRef : passwordRef).current?.focus();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setAlert(null);
    const found: Partial<Record<Field, string>> = {};
    if (email.trim() === '') found.email = t('forms.required');
    else if (!EMAIL.test(email.trim())) found.email = t('forms.invalidEmail');
    if (password === '') found.password = t('forms.required');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    try {
      await login({ variables: { locale: toGraphQLLocale(locale), email: email.trim(), password } });
      markSignedIn();
      onLoggedIn();
    } catch (error) {
      const problem = mutationProblemOf(error);
      switch (problem.kind) {
        case 'fields': {
          const next: Partial<Record<Field, string>> = {};
          if (problem.fieldErrors.email) next.email = problem.fieldErrors.email.join(' ');
          if (problem.fieldErrors.password) next.password = problem.fieldErrors.password.join(' ');
          setErrors(next);
          const general = problem.fieldErrors.credentials ?? problem.fieldErrors.login;
          if (general) setAlert(general.join(' '));
          if (next.email || next.password) focusFirst(next);
          else passwordRef.current?.focus();
          break;
        }
        case 'throttled':
          setAlert(t('login.throttled', { minutes: Math.max(1, Math.ceil(problem.retryAfterSeconds / 60)) }));
          break;
        case 'unauthenticated':
        case 'failed':
          setAlert(t('login.failed'));
          break;
      }
    }
  };

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <form className="site-form login-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-email`}>
          {t('login.email')}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          className="form-field__input"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="form-field__error">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-password`}>
          {t('login.password')}
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          className="form-field__input"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password')}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errors.password ? (
          <p id={`${id}-password-error`} className="form-field__error">
            {errors.password}
          </p>
        ) : null}
      </div>
      <div className="site-form__actions">
        <p className="site-form__failure" role="alert">
          {alert}
        </p>
        {/* Disabled until hydrated: a submission before that would put the password in the URL. */}
        <button type="submit" className="button" disabled={!hydrated || loading}>
          {loading ? t('login.submitting') : t('login.submit')}
        </button>
      </div>
    </form>
  );
}
