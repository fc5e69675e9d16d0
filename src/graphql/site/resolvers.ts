import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { fromUpstream } from '../upstreamErrors';

export interface SiteSettingsObject {
  isSiteOnline: boolean;
  isShopOnline: boolean;
  htmlHeader: string | null;
  htmlFooterTop: string | null;
  htmlFooterBottom: string | null;
  htmlFooterLogos: string | null;
}

export const siteResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    async siteSettings(_root: unknown, _args: unknown, context: GatewayContext): Promise<SiteSettingsObject> {
      return fromUpstream('en', async () => {
        const data = await context.loaders.settings.load('settings');
        return {
          isSiteOnline: data.is_site_online,
          isShopOnline: data.is_shop_online,
          htmlHeader: data.html_header?.code ?? null,
          htmlFooterTop: data.html_footer_top?.code ?? null,
          htmlFooterBottom: data.html_footer_bottom?.code ?? null,
          htmlFooterLogos: data.html_footer_logos?.code ?? null,
        };
      });
    },
  },
};
