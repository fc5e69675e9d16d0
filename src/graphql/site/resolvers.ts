import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { sanitizedOrNull } from '../html/sanitizeCustomHtml';
import type { SettingsPayload } from '../sources/payloads';
import { fromUpstream } from '../upstreamErrors';

export interface SiteSettingsObject {
  isSiteOnline: boolean;
  isShopOnline: boolean;
  htmlHeader: string | null;
  htmlFooterTop: string | null;
  htmlFooterBottom: string | null;
  htmlFooterLogos: string | null;
}

/**
 * The settings as the site shows them. The HTML blocks are sanitised here, on the server
 * (html/sanitizeCustomHtml.ts): the page places them as they come, and the visitor's bundle
 * carries no sanitiser (spec 000 §3 "Site settings record", spec 001 §2 "Footer").
 */
export function mapSiteSettings(data: SettingsPayload['data']): SiteSettingsObject {
  return {
    isSiteOnline: data.is_site_online,
    isShopOnline: data.is_shop_online,
    htmlHeader: sanitizedOrNull(data.html_header?.code),
    htmlFooterTop: sanitizedOrNull(data.html_footer_top?.code),
    htmlFooterBottom: sanitizedOrNull(data.html_footer_bottom?.code),
    htmlFooterLogos: sanitizedOrNull(data.html_footer_logos?.code),
  };
}

export const siteResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async siteSettings(_root: unknown, _args: unknown, context: GatewayContext): Promise<SiteSettingsObject> {
      return fromUpstream('en', async () => mapSiteSettings(await context.loaders.settings.load('settings')));
    },
  },
};
