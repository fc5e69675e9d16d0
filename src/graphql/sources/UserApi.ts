// Users and sessions of the upstream (spec 000 §3 "User details", §6, §7). Login and logout are
// writes: the session cookie the upstream sets travels back through the request's cookie jar.
import type { Locale } from '../../shared/locales';
import { decode } from './payloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';
import {
  editorPagesPayload,
  editorUserPayload,
  fieldErrorsPayload,
  throttledPayload,
  userDetailsPayload,
  type EditorPagesPayload,
  type EditorUserPayload,
  type UserDetailsPayload,
} from './userPayloads';

export type LoginOutcome =
  | { kind: 'loggedIn'; user: UserDetailsPayload }
  /** 400: the upstream's field errors (English, by field; `non_field_errors` for wrong credentials). */
  | { kind: 'rejected'; errors: Record<string, string[]> }
  /** 429: too many failures for this e-mail; seconds until the next try is accepted. */
  | { kind: 'throttled'; retryAfterSeconds: number };

export type PasswordOutcome =
  | { kind: 'changed' }
  /** 400: by field (old_password, new_password), in English. */
  | { kind: 'rejected'; errors: Record<string, string[]> }
  | { kind: 'throttled'; retryAfterSeconds: number };

const RETRY_AFTER = /(\d+)\s+seconds?/;

export class UserApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** The visitor's user details; anonymous visitors get is_logged_in false. Personal: never shared. */
  async details(locale: Locale): Promise<UserDetailsPayload> {
    const path = `/${locale}/api/user-details/`;
    return this.http.getDecoded(userDetailsPayload, path);
  }

  async login(locale: Locale, email: string, password: string): Promise<LoginOutcome> {
    const path = `/${locale}/api/user-login/`;
    const { status, body } = await this.http.send('POST', path, { email, password });
    if (status === 200) return { kind: 'loggedIn', user: decode(userDetailsPayload, body, path) };
    if (status === 400) return { kind: 'rejected', errors: decode(fieldErrorsPayload, body, path).errors };
    if (status === 429) {
      const match = RETRY_AFTER.exec(decode(throttledPayload, body, path).detail);
      return { kind: 'throttled', retryAfterSeconds: match?.[1] ? Number(match[1]) : 900 };
    }
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  /** Ends the session (also without one); the upstream clears the session cookie. */
  async logout(locale: Locale): Promise<void> {
    const path = `/${locale}/api/user-logout/`;
    const { status } = await this.http.send('POST', path);
    if (status !== 200) throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  /** The user's preferred language (PATCH /{lang}/api/user-details/); no session: unauthenticated. */
  async setLanguage(locale: Locale, language: Locale): Promise<UserDetailsPayload> {
    const path = `/${locale}/api/user-details/`;
    const { status, body } = await this.http.send('PATCH', path, { language });
    if (status === 200) return decode(userDetailsPayload, body, path);
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  /** A new password for the logged-in user; the upstream's field errors (English) on a 400. */
  async changePassword(locale: Locale, oldPassword: string, newPassword: string): Promise<PasswordOutcome> {
    const path = `/${locale}/api/user-password/`;
    const { status, body } = await this.http.send('POST', path, { old_password: oldPassword, new_password: newPassword });
    if (status === 200) return { kind: 'changed' };
    if (status === 400) return { kind: 'rejected', errors: decode(fieldErrorsPayload, body, path).errors };
    if (status === 429) {
      const match = RETRY_AFTER.exec(decode(throttledPayload, body, path).detail);
      return { kind: 'throttled', retryAfterSeconds: match?.[1] ? Number(match[1]) : 900 };
    }
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  /** The editor's user call (spec 000 §7): e-mail, username and the admin menus; no session: unauthenticated. */
  async editorUser(locale: Locale): Promise<EditorUserPayload> {
    return this.http.getDecoded(editorUserPayload, `/${locale}/pageeditor-api/user`, {}, { live: true });
  }

  /**
   * An address the upstream gave, made absolute against the upstream's own URL (CMS_URL): a
   * relative admin link of the real CMS names a page of that CMS. Null when it cannot be parsed.
   */
  absoluteUrl(url: string): URL | null {
    return this.http.absoluteUrl(url);
  }

  /** Every CMS page in one language, for the editor hub (staff only; personal, never shared). */
  async editorPages(locale: Locale): Promise<EditorPagesPayload> {
    return this.http.getDecoded(editorPagesPayload, `/${locale}/pageeditor-api/pages/`, {}, { live: true });
  }
}
