// Seeds the editor's tables (README "Page editor", "Staff account"): the staff account when no
// user exists, and pages, containers, navigation and redirects when no page exists. Each part
// fills only empty tables, so edits made by staff survive every restart.
import { readEditorConfig } from '../config';
import type { Queryable } from '../db/openDatabase';
import { lockSchema } from '../db/runMigrations';
import { ensureMedia } from '../media/ensureMedia';
import { LOCALES, type Locale } from '../../shared/locales';
import { PAGE_CONTENT_TYPE, recordVersion } from '../pages/moduleStore';
import { isModuleModel } from '../pages/moduleRules';
import { validateModuleFields } from '../pages/validateModuleFields';
import { hashPassword } from '../users/passwords';
import { createUser } from '../users/userStore';
import type { DomainSeed } from './domainSeedTypes';
import { PAGE_IMAGES, SEED_CONTAINERS, SEED_NAV, SEED_PAGES, SEED_REDIRECTS, type SeedNavItem } from './pagesSeedContent';
import type { SeedModule, SeedSection } from './seedSectionTypes';

interface Owner {
  lang: Locale;
  contentType: string | null;
  objectId: number | null;
}

async function insertModule(
  db: Queryable,
  owner: Owner,
  model: string,
  fields: Record<string, unknown>,
  place: { parentId: number | null; containerId: number | null; column: number | null; position: number; slug?: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO modules (lang, model, slug, content_type, object_id, container_id, parent_id, column_index, position, fields)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING id`,
    [
      owner.lang,
      model,
      place.slug ?? null,
      owner.contentType,
      owner.objectId,
      place.containerId,
      place.parentId,
      place.column,
      place.position,
      JSON.stringify(fields),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('module insert returned no id');
  return id;
}

/** Seed content goes through the same rules as the editor's input; a mistake here fails the start loudly. */
function validateFieldsOrThrow(model: string, fields: Record<string, unknown>): Record<string, unknown> {
  if (!isModuleModel(model)) throw new Error(`unknown seed module type ${model}`);
  const result = validateModuleFields(model, fields);
  if (!result.ok) throw new Error(`invalid seed ${model} module: ${JSON.stringify(result.errors)}`);
  return result.fields;
}

async function insertSection(db: Queryable, owner: Owner, section: SeedSection, position: number): Promise<void> {
  const sectionFields = validateFieldsOrThrow('section', { layout: section.layout, extra_class: section.extraClass ?? '' });
  const sectionId = await insertModule(db, owner, 'section', sectionFields, {
    parentId: null,
    containerId: null,
    column: null,
    position,
    ...(section.slug === undefined ? {} : { slug: section.slug }),
  });
  await db.query('UPDATE modules SET container_id = id WHERE id = $1', [sectionId]);
  const insertChildren = async (modules: readonly SeedModule[], parentId: number, column: number | null): Promise<void> => {
    for (const [index, module] of modules.entries()) {
      const fields = validateFieldsOrThrow(module.model, module.fields);
      const id = await insertModule(db, owner, module.model, fields, { parentId, containerId: sectionId, column, position: index });
      if (module.children) await insertChildren(module.children, id, null);
    }
  };
  for (const [column, modules] of section.columns.entries()) await insertChildren(modules, sectionId, column);
}

async function seedPages(db: Queryable): Promise<void> {
  const ids = new Map<string, number>();
  for (const [position, page] of SEED_PAGES.entries()) {
    const parentId = page.parent === undefined ? null : (ids.get(page.parent) ?? null);
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO pages (parent_id, position, is_landing_page, legal_key, og_image) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [parentId, position, page.isLandingPage ?? false, page.legalKey ?? null, page.ogImage ?? null],
    );
    const pageId = rows[0]?.id;
    if (pageId === undefined) throw new Error('page insert returned no id');
    ids.set(page.key, pageId);
    for (const lang of LOCALES) {
      const t = page.translations[lang];
      await db.query(
        `INSERT INTO page_translations (page_id, lang, path, title, headline, menu_name, is_online, in_menu, in_footer, meta_title, meta_description, og_title, og_description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $4, $10, $4, $10)`,
        [
          pageId,
          lang,
          t.path,
          t.title,
          t.headline ?? t.title,
          t.menuName ?? t.title,
          t.isOnline ?? true,
          t.inMenu ?? false,
          t.inFooter ?? false,
          t.metaDescription ?? '',
        ],
      );
      const owner: Owner = { lang, contentType: PAGE_CONTENT_TYPE, objectId: pageId };
      for (const [index, section] of t.sections.entries()) await insertSection(db, owner, section, index);
      await recordVersion(db, { content_type: PAGE_CONTENT_TYPE, object_id: pageId, lang }, 'seed', null);
    }
  }
  for (const lang of LOCALES) {
    const container = SEED_CONTAINERS[lang];
    await insertSection(db, { lang, contentType: null, objectId: null }, { ...container.section, slug: container.slug }, 0);
  }
}

async function seedNav(db: Queryable): Promise<void> {
  const insert = async (lang: Locale, area: 'menu' | 'footer', items: readonly SeedNavItem[], parentId: number | null): Promise<void> => {
    for (const [position, item] of items.entries()) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO nav_items (lang, area, parent_id, position, title, url, has_tab_navigation) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [lang, area, parentId, position, item.title, item.url, item.hasTabNavigation ?? false],
      );
      const id = rows[0]?.id;
      if (id !== undefined && item.children) await insert(lang, area, item.children, id);
    }
  };
  for (const lang of LOCALES) {
    await insert(lang, 'menu', SEED_NAV[lang].menu, null);
    await insert(lang, 'footer', SEED_NAV[lang].footer, null);
  }
}

export const seedEditor: DomainSeed = async ({ db, logger, mediaDir }) => {
  const config = readEditorConfig();
  await db.transaction(async (client) => {
    await lockSchema(client);
    const users = await client.query('SELECT 1 FROM users LIMIT 1');
    if (users.rowCount === 0) {
      await createUser(client, {
        email: config.staffEmail,
        username: 'redaktion',
        first_name: 'Redaktion',
        last_name: 'Aurelia',
        password_hash: await hashPassword(config.staffPassword),
        is_staff: true,
        has_dashboard_online_access: true,
      });
      logger.info({ email: config.staffEmail }, 'staff account seeded');
      // issue 22 part 10: two staff on one page need two accounts (tests/e2e/editorPresence.test.ts).
      if (config.secondStaffEmail) {
        await createUser(client, {
          email: config.secondStaffEmail,
          username: 'anna.schmidt',
          first_name: 'Anna',
          last_name: 'Schmidt',
          password_hash: await hashPassword(config.staffPassword),
          is_staff: true,
          has_dashboard_online_access: true,
        });
        logger.info({ email: config.secondStaffEmail }, 'second staff account seeded');
      }
    }
    const pages = await client.query('SELECT 1 FROM pages LIMIT 1');
    if (pages.rowCount === 0) {
      await seedPages(client);
      const nav = await client.query('SELECT 1 FROM nav_items LIMIT 1');
      if (nav.rowCount === 0) await seedNav(client);
      const redirects = await client.query('SELECT 1 FROM redirects LIMIT 1');
      if (redirects.rowCount === 0) {
        for (const redirect of SEED_REDIRECTS)
          await client.query('INSERT INTO redirects (old_path, new_path) VALUES ($1, $2)', [redirect.old_path, redirect.new_path]);
      }
      logger.info({ pages: SEED_PAGES.length }, 'editor pages seeded');
    }
  });
  // Drawn again when missing, e.g. a fresh data folder against a seeded PostgreSQL (README "Storage").
  await ensureMedia(mediaDir, PAGE_IMAGES);
};
