// Design settings between the upstream's snake_case JSON and the GraphQL types, in one place
// (docs/CONVENTIONS.md "The gateway"): the answer mapped out, an input mapped to the PATCH body,
// and the upstream's field names mapped back to input paths for its 400s.
import type {
  CustomErrorPage,
  DesignSettings,
  DesignSettingsInput,
  DetailSection,
  EventItemStyle,
  MenuStyle,
  SiteSettingsInput,
} from '../generated/resolvers';
import { sanitizedOrNull } from '../html/sanitizeCustomHtml';
import type { DesignSettingsPayload } from '../sources/designSettingsPayload';

/** The error pages that may carry custom HTML (spec 000 §2 "Error page"). */
export const CUSTOM_ERROR_STATUSES = [404, 500, 503] as const;

const SECTIONS: Record<DetailSection, string> = {
  IMPORTANT_INFO: 'ImportantInfo',
  DESCRIPTION: 'Description',
  OPENING_HOURS: 'OpeningHours',
  IMAGE_SLIDER: 'ImageSlider',
  CONTRIBUTORS: 'Contributors',
  PROGRAMS: 'Programs',
  CHILDREN: 'Children',
  VIDEO: 'Video',
  SERIES: 'Series',
  EVENTS: 'Events',
  BLOG: 'Blog',
  SPONSORS: 'Sponsors',
  PROMOTER: 'Promoter',
};
const SECTION_OF_NAME = new Map(Object.entries(SECTIONS).map(([section, name]) => [name, section as DetailSection]));

const MENU_STYLES: Record<MenuStyle, 'style1' | 'style2'> = { LEFT: 'style1', RIGHT: 'style2' };
const EVENT_ITEM_STYLES: Record<EventItemStyle, 'style1' | 'style2' | 'style3'> = { STYLE1: 'style1', STYLE2: 'style2', STYLE3: 'style3' };

function sections(names: readonly string[]): DetailSection[] {
  // A section the orchestra's CMS knows and this site does not is left out.
  return names.flatMap((name) => {
    const section = SECTION_OF_NAME.get(name);
    return section ? [section] : [];
  });
}

/** The custom HTML of an error page, sanitised; null when there is none (or nothing survives). */
export function customErrorHtml(payload: DesignSettingsPayload, status: number): string | null {
  return sanitizedOrNull(payload.errors?.[String(status)]?.code);
}

export function mapDesignSettings(payload: DesignSettingsPayload): DesignSettings {
  const errorPages: CustomErrorPage[] = CUSTOM_ERROR_STATUSES.flatMap((status) => {
    const html = customErrorHtml(payload, status);
    return html === null ? [] : [{ status, html }];
  });
  return {
    logoLink: payload.header?.logo_link || null,
    tagManagerId: payload.cookies?.tag_manager_id || null,
    errorPages,
    stickyOverlayButton: payload.sticky_overlay_button,
    menuStyle: payload.menu_style === 'style1' ? 'LEFT' : 'RIGHT',
    eventItemStyle: payload.event_item_style === 'style3' ? 'STYLE3' : payload.event_item_style === 'style2' ? 'STYLE2' : 'STYLE1',
    eventDetailSections: sections(payload.event_detail_sections),
    productionDetailSections: sections(payload.production_detail_sections),
    teamAccordion: payload.team_accordion,
    dateFormat: payload.parsers.date,
    timeFormat: payload.parsers.time,
    currencySign: payload.parsers.currency,
  };
}

/** The PATCH body of the upstream (src/cms/README.md); only what the input names. */
export function designSettingsBody(input: DesignSettingsInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.logoLink !== undefined && input.logoLink !== null) body.header = { logo_link: input.logoLink };
  if (input.tagManagerId !== undefined) body.cookies = { tag_manager_id: input.tagManagerId ?? '' };
  if (input.errorPages) {
    // The upstream refuses statuses without custom HTML (400 on errors.{status}).
    body.errors = Object.fromEntries(input.errorPages.map((page) => [String(page.status), { code: page.html }]));
  }
  if (input.stickyOverlayButton !== undefined && input.stickyOverlayButton !== null) body.sticky_overlay_button = input.stickyOverlayButton;
  if (input.menuStyle) body.menu_style = MENU_STYLES[input.menuStyle];
  if (input.eventItemStyle) body.event_item_style = EVENT_ITEM_STYLES[input.eventItemStyle];
  if (input.eventDetailSections) body.event_detail_sections = input.eventDetailSections.map((section) => SECTIONS[section]);
  if (input.productionDetailSections) body.production_detail_sections = input.productionDetailSections.map((section) => SECTIONS[section]);
  if (input.teamAccordion !== undefined && input.teamAccordion !== null) body.team_accordion = input.teamAccordion;
  const parsers: Record<string, string> = {};
  if (input.dateFormat !== undefined && input.dateFormat !== null) parsers.date = input.dateFormat;
  if (input.timeFormat !== undefined && input.timeFormat !== null) parsers.time = input.timeFormat;
  if (input.currencySign !== undefined && input.currencySign !== null) parsers.currency = input.currencySign;
  if (Object.keys(parsers).length > 0) body.parsers = parsers;
  return body;
}

const DESIGN_FIELDS: Record<string, keyof DesignSettingsInput> = {
  header: 'logoLink',
  cookies: 'tagManagerId',
  errors: 'errorPages',
  sticky_overlay_button: 'stickyOverlayButton',
  menu_style: 'menuStyle',
  event_item_style: 'eventItemStyle',
  event_detail_sections: 'eventDetailSections',
  production_detail_sections: 'productionDetailSections',
  team_accordion: 'teamAccordion',
  'parsers.date': 'dateFormat',
  'parsers.time': 'timeFormat',
  'parsers.currency': 'currencySign',
};

/** The input field an upstream field error is about ('cookies.tag_manager_id' → 'tagManagerId'). */
export function designInputPathOf(upstreamField: string): string {
  const [first = '', second] = upstreamField.split('.');
  return DESIGN_FIELDS[`${first}.${second ?? ''}`] ?? DESIGN_FIELDS[first] ?? '';
}

/** The PATCH body of the upstream's site settings. */
export function siteSettingsBody(input: SiteSettingsInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.isSiteOnline !== undefined && input.isSiteOnline !== null) body.is_site_online = input.isSiteOnline;
  if (input.isShopOnline !== undefined && input.isShopOnline !== null) body.is_shop_online = input.isShopOnline;
  const blocks = {
    htmlHeader: 'html_header',
    htmlFooterTop: 'html_footer_top',
    htmlFooterBottom: 'html_footer_bottom',
    htmlFooterLogos: 'html_footer_logos',
  } as const;
  for (const [name, field] of Object.entries(blocks)) {
    const code = input[name as keyof typeof blocks];
    if (code !== undefined && code !== null) body[field] = { code };
  }
  return body;
}

const SITE_FIELDS: Record<string, keyof SiteSettingsInput> = {
  is_site_online: 'isSiteOnline',
  is_shop_online: 'isShopOnline',
  html_header: 'htmlHeader',
  html_footer_top: 'htmlFooterTop',
  html_footer_bottom: 'htmlFooterBottom',
  html_footer_logos: 'htmlFooterLogos',
};

export function siteInputPathOf(upstreamField: string): string {
  return SITE_FIELDS[upstreamField.split('.')[0] ?? ''] ?? '';
}
