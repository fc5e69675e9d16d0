// GET and PATCH /pageeditor-api/design-settings (spec 000 §3 "Design settings", spec 001 §3):
// one row (migrations/007_design_settings.sql), not localised. PATCH takes any part of the GET
// shape; every field is checked here with zod and a bad one is a 400 with field errors.
import { z } from 'zod';
import type { Queryable } from '../db/openDatabase';
import { EditorError } from '../pages/EditorError';

/** spec 001 §3: the sections of an event or production detail page, in their default order. */
const DETAIL_SECTIONS = [
  'ImportantInfo',
  'Description',
  'OpeningHours',
  'ImageSlider',
  'Contributors',
  'Programs',
  'Children',
  'Video',
  'Series',
  'Events',
  'Blog',
  'Sponsors',
  'Promoter',
] as const;

/** The error pages that may carry custom HTML (spec 000 §2 "Error page"). */
const ERROR_HTML_STATUSES = ['404', '500', '503'] as const;

/** An HTML block fits the upstream's 100 kB JSON body with room to spare. */
const MAX_HTML = 50_000;

export interface DesignSettingsPayload {
  header: { logo_link: string };
  cookies: { tag_manager_id: string | null };
  errors: Record<(typeof ERROR_HTML_STATUSES)[number], { code: string }>;
  sticky_overlay_button: boolean;
  menu_style: 'style1' | 'style2';
  event_item_style: 'style1' | 'style2' | 'style3';
  event_detail_sections: string[];
  production_detail_sections: string[];
  team_accordion: boolean;
  parsers: { date: string; time: string; currency: string };
}

interface DesignRow {
  logo_link: string;
  tag_manager_id: string | null;
  error_html_404: string;
  error_html_500: string;
  error_html_503: string;
  sticky_overlay_button: boolean;
  menu_style: 'style1' | 'style2';
  event_item_style: 'style1' | 'style2' | 'style3';
  event_detail_sections: string[];
  production_detail_sections: string[];
  team_accordion: boolean;
  date_format: string;
  time_format: string;
  currency_sign: string;
}

const COLUMNS =
  'logo_link, tag_manager_id, error_html_404, error_html_500, error_html_503, sticky_overlay_button, menu_style, event_item_style, event_detail_sections, production_detail_sections, team_accordion, date_format, time_format, currency_sign';

const DEFAULT_ROW: DesignRow = {
  logo_link: '',
  tag_manager_id: null,
  error_html_404: '',
  error_html_500: '',
  error_html_503: '',
  sticky_overlay_button: true,
  menu_style: 'style2',
  event_item_style: 'style1',
  event_detail_sections: [...DETAIL_SECTIONS],
  production_detail_sections: [...DETAIL_SECTIONS],
  team_accordion: false,
  date_format: 'dd \n D MMM YY',
  time_format: 'HH.mm',
  currency_sign: '€',
};

function toPayload(row: DesignRow): DesignSettingsPayload {
  return {
    header: { logo_link: row.logo_link },
    cookies: { tag_manager_id: row.tag_manager_id },
    errors: { '404': { code: row.error_html_404 }, '500': { code: row.error_html_500 }, '503': { code: row.error_html_503 } },
    sticky_overlay_button: row.sticky_overlay_button,
    menu_style: row.menu_style,
    event_item_style: row.event_item_style,
    event_detail_sections: row.event_detail_sections,
    production_detail_sections: row.production_detail_sections,
    team_accordion: row.team_accordion,
    parsers: { date: row.date_format, time: row.time_format, currency: row.currency_sign },
  };
}

/** The stored settings; without the row (never after migration 007) the defaults. */
export async function readDesignSettings(db: Queryable): Promise<DesignSettingsPayload> {
  const { rows } = await db.query<DesignRow>(`SELECT ${COLUMNS} FROM design_settings WHERE id = 1`);
  return toPayload(rows[0] ?? DEFAULT_ROW);
}

const sectionList = z
  .array(z.enum(DETAIL_SECTIONS, { error: `Choose from: ${DETAIL_SECTIONS.join(', ')}.` }))
  .max(DETAIL_SECTIONS.length)
  .refine((list) => new Set(list).size === list.length, { message: 'Each section may appear only once.' });
const html = z.object({ code: z.string().max(MAX_HTML, `Ensure this field has no more than ${MAX_HTML} characters.`) }).strict();
/** A site path, an http(s) URL or '' (none). */
const logoLink = z
  .string()
  .max(2000)
  .regex(/^(?:$|\/(?![/\\])\S*|https?:\/\/[^\s/]+\S*)$/, 'Enter a site path (starting with /), an http(s) URL or an empty text.');

/** What PATCH accepts: any part of the GET shape. */
const designSettingsPatch = z
  .object({
    header: z.object({ logo_link: logoLink }).strict().partial(),
    cookies: z
      .object({
        // '' or null clears it.
        tag_manager_id: z.union([
          z.literal(''),
          z.null(),
          z
            .string()
            .regex(/^GTM-[A-Z0-9]+$/, 'Enter a tag manager id such as GTM-AB12CD3.')
            .max(30),
        ]),
      })
      .strict()
      .partial(),
    errors: z.object({ '404': html, '500': html, '503': html }).strict().partial(),
    sticky_overlay_button: z.boolean({ error: 'Must be a valid boolean.' }),
    menu_style: z.enum(['style1', 'style2'], { error: 'Choose style1 (menu from the left) or style2 (from the right).' }),
    event_item_style: z.enum(['style1', 'style2', 'style3'], { error: 'Choose style1, style2 or style3.' }),
    event_detail_sections: sectionList,
    production_detail_sections: sectionList,
    team_accordion: z.boolean({ error: 'Must be a valid boolean.' }),
    parsers: z
      .object({
        date: z.string().min(1, 'This field is required!').max(50),
        time: z.string().min(1, 'This field is required!').max(50),
        currency: z.string().min(1, 'This field is required!').max(5),
      })
      .strict()
      .partial(),
  })
  .strict()
  .partial();

/** zod's issues as the README's field errors: `{ "errors.404.code": ["…"] }`; unknown keys by their own name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => (errors[path === '' ? 'non_field_errors' : path] ??= []).push(message);
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(path === '' ? key : `${path}.${key}`, 'Unknown field.');
    } else if (issue.code === 'invalid_type' && path === '') {
      add('', 'Expected a JSON object.');
    } else {
      add(path, issue.message);
    }
  }
  return errors;
}

/** Validates the body and writes the fields it names; the others stay. Throws EditorError on bad input. */
export async function updateDesignSettings(db: Queryable, body: unknown): Promise<DesignSettingsPayload> {
  const parsed = designSettingsPatch.safeParse(body ?? {});
  if (!parsed.success) throw EditorError.invalid(fieldErrorsOf(parsed.error));
  const patch = parsed.data;
  // Column names are fixed here, never taken from input.
  const values: Partial<Record<keyof DesignRow, unknown>> = {};
  if (patch.header?.logo_link !== undefined) values.logo_link = patch.header.logo_link;
  if (patch.cookies?.tag_manager_id !== undefined)
    values.tag_manager_id = patch.cookies.tag_manager_id === '' ? null : patch.cookies.tag_manager_id;
  for (const status of ERROR_HTML_STATUSES) {
    const code = patch.errors?.[status]?.code;
    if (code !== undefined) values[`error_html_${status}`] = code;
  }
  if (patch.sticky_overlay_button !== undefined) values.sticky_overlay_button = patch.sticky_overlay_button;
  if (patch.menu_style !== undefined) values.menu_style = patch.menu_style;
  if (patch.event_item_style !== undefined) values.event_item_style = patch.event_item_style;
  if (patch.event_detail_sections !== undefined) values.event_detail_sections = JSON.stringify(patch.event_detail_sections);
  if (patch.production_detail_sections !== undefined) values.production_detail_sections = JSON.stringify(patch.production_detail_sections);
  if (patch.team_accordion !== undefined) values.team_accordion = patch.team_accordion;
  if (patch.parsers?.date !== undefined) values.date_format = patch.parsers.date;
  if (patch.parsers?.time !== undefined) values.time_format = patch.parsers.time;
  if (patch.parsers?.currency !== undefined) values.currency_sign = patch.parsers.currency;

  const keys = Object.keys(values);
  if (keys.length > 0) {
    const casts: Partial<Record<string, string>> = { event_detail_sections: '::jsonb', production_detail_sections: '::jsonb' };
    const sets = keys.map((key, index) => `${key} = $${index + 1}${casts[key] ?? ''}`).join(', ');
    await db.query(`INSERT INTO design_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING`);
    await db.query(`UPDATE design_settings SET ${sets} WHERE id = 1`, Object.values(values));
  }
  return readDesignSettings(db);
}
