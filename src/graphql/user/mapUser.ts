import { toGraphQLLocale } from '../../shared/graphqlLocale';
import type { UserDetailsPayload } from '../sources/userPayloads';

export interface UserObject {
  isLoggedIn: boolean;
  hasDashboardOnlineAccess: boolean;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  loginUrl: string;
  logoutUrl: string;
  webshopUrl: string;
  language: 'DE' | 'EN' | null;
}

export function mapUser(user: UserDetailsPayload): UserObject {
  return {
    isLoggedIn: user.is_logged_in,
    hasDashboardOnlineAccess: user.has_dashboard_online_access,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    loginUrl: user.login_url,
    logoutUrl: user.logout_url,
    webshopUrl: user.webshop_url,
    language: user.language ? toGraphQLLocale(user.language) : null,
  };
}
