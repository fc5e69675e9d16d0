// A storm of saves while the upstream dies (issue 12 Tests: "a storm of saves from several staff
// sessions while the upstream is killed with SIGKILL: after restart every acknowledged save is
// there (PGlite and PostgreSQL)"). Several staff sessions create and change headline modules on
// one page at once, straight at the upstream's editor API (CSRF double submit); in the middle the
// upstream gets SIGKILL. Every save it acknowledged (2xx with its result) must be there after a
// restart on the same data, with its value; a save that was in flight may or may not be, but
// nothing else is stored, the page's newest version is the page as it is, and the page renders.
//
// Why it holds: editor changes run one at a time, each in one transaction with its version
// (src/cms/http/routes/editorRouteKit.ts inTransaction), answered only after COMMIT. PostgreSQL
// has the commit in its WAL by then. PGlite (src/cms/db/openDatabase.ts) mounts its data folder
// with Emscripten's NODEFS, so every write of its single-user PostgreSQL is a write() into the
// real files at once; it runs with fsync off (`-F`), which a killed process does not notice (the
// kernel has the data) but a power cut could (docs/ARCHITECTURE.md "Storage").
//
// Time: the first start seeds a fresh database (about 10 s on two idle cores, more when the
// machine is busy); the restart recovers from the kill.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, type Storage } from '../support/cmsUnderTest';
import { request } from '../support/http';
import { startCms, startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

const SESSIONS = 4;
const WORKERS_PER_SESSION = 3;
/** The storm is cut after this many acknowledged saves (so the kill lands in the middle of it). */
const ACKNOWLEDGED_BEFORE_KILL = 60;

interface Session {
  cookie: string;
  csrf: string;
}

/** What one module should hold: the last acknowledged value, and a later one that was in flight. */
interface Expectation {
  acknowledged: string;
  inFlight: string | null;
}

interface StoredModule {
  id: number;
  model: string;
  content?: unknown;
  columns?: { children: StoredModule[] }[];
  children?: StoredModule[];
}

function sessionOf(cookie: string): Session {
  const csrf = /csrftoken=([^;]+)/.exec(cookie)?.[1];
  if (!csrf) throw new Error('no CSRF cookie');
  return { cookie, csrf };
}

async function send(
  base: string,
  session: Session,
  method: string,
  url: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrftoken': session.csrf },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

function headlinesOf(modules: readonly StoredModule[]): StoredModule[] {
  return modules.flatMap((module) => [
    ...(module.model === 'headline' ? [module] : []),
    ...headlinesOf(module.columns?.flatMap((column) => column.children) ?? []),
    ...headlinesOf(module.children ?? []),
  ]);
}

async function staffPage(
  base: string,
  session: Session,
  pagePath: string,
  versionId?: number,
): Promise<{ modules: StoredModule[]; version_id: number }> {
  const answer = await request(`${base}/de/pageeditor-api/page/${pagePath}/${versionId === undefined ? '' : `?version_id=${versionId}`}`, {
    headers: { cookie: session.cookie },
  });
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as { modules: StoredModule[]; version_id: number };
}

function stormSuite(storage: Storage) {
  it('keeps every acknowledged save through a SIGKILL and a restart', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-storm-'));
    const schema = storage === 'postgres' ? `cms_storm_${process.pid}_${Date.now().toString(36)}` : undefined;
    const env = { CMS_DATA_DIR: dataDir, ...(schema ? { DATABASE_URL: TEST_DATABASE_URL, CMS_DATABASE_SCHEMA: schema } : {}) };
    let cms: RunningProcess | undefined;
    let web: RunningProcess | undefined;
    try {
      cms = await startCms(env);
      const base = cms.url;
      const sessions = (await Promise.all(Array.from({ length: SESSIONS }, () => loginAsStaff(base)))).map(sessionOf);
      const [first] = sessions;
      if (!first) throw new Error('no session');
      const pagePath = 'sturm';
      const page = await send(base, first, 'POST', '/de/pageeditor-api/page/', { title: 'Sturm', path: pagePath, is_online: true });
      expect(page.status, JSON.stringify(page.json)).toBe(201);
      const section = await send(base, first, 'POST', '/de/pageeditor-api/module/', {
        model: 'section',
        parent: null,
        content_type: 'cms.page',
        object_id: page.json.id,
        layout: '100',
      });
      expect(section.status, JSON.stringify(section.json)).toBe(201);

      const expectations = new Map<number, Expectation>();
      /** Values of creates that were in flight (their module id was never told). */
      const unacknowledgedCreates = new Set<string>();
      let acknowledged = 0;
      let killed = false;
      let killing: Promise<unknown> | undefined;
      const running = cms;
      const countAcknowledged = () => {
        acknowledged += 1;
        if (acknowledged >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
          killed = true;
          killing = running.stop('SIGKILL');
        }
      };

      const worker = async (session: Session, name: string) => {
        const createValue = `${name}-0`;
        let created: { status: number; json: Record<string, unknown> };
        try {
          created = await send(base, session, 'POST', '/de/pageeditor-api/module/', {
            model: 'headline',
            parent: section.json.id,
            column: 0,
            content: createValue,
          });
        } catch {
          unacknowledgedCreates.add(createValue);
          return;
        }
        expect(created.status, JSON.stringify(created.json)).toBe(201);
        expect(created.json.content).toBe(createValue);
        const id = Number(created.json.id);
        const expectation: Expectation = { acknowledged: createValue, inFlight: null };
        expectations.set(id, expectation);
        countAcknowledged();
        for (let round = 1; !killed; round += 1) {
          const value = `${name}-${round}`;
          expectation.inFlight = value;
          let saved: { status: number; json: Record<string, unknown> };
          try {
            saved = await send(base, session, 'PATCH', `/de/pageeditor-api/module/${id}/`, { content: value });
          } catch {
            return;
          }
          // Acknowledged: 2xx with the value saved.
          expect(saved.status, JSON.stringify(saved.json)).toBe(200);
          expect(saved.json.content).toBe(value);
          expectation.acknowledged = value;
          expectation.inFlight = null;
          countAcknowledged();
        }
      };
      await Promise.all(
        sessions.flatMap((session, s) => Array.from({ length: WORKERS_PER_SESSION }, (_, w) => worker(session, `s${s}w${w}`))),
      );
      expect(killed).toBe(true);
      await killing;
      expect(cms.child.signalCode).toBe('SIGKILL');

      // The same data again.
      cms = await startCms(env);
      const after = cms.url;
      const session = sessionOf(await loginAsStaff(after));
      const stored = await staffPage(after, session, pagePath);
      const headlines = headlinesOf(stored.modules);
      const byId = new Map(headlines.map((module) => [module.id, String(module.content)]));
      for (const [id, expectation] of expectations) {
        const value = byId.get(id);
        // Every acknowledged save is there: its value, or a later one that was still in flight.
        expect([expectation.acknowledged, expectation.inFlight], `module ${id}`).toContain(value);
      }
      // Nothing else: a module we do not know of is only a create that was in flight.
      for (const module of headlines) {
        if (!expectations.has(module.id))
          expect(unacknowledgedCreates.has(String(module.content)), `module ${module.id}: ${String(module.content)}`).toBe(true);
      }
      // The newest version is the page as it is (each save recorded one with its own change).
      const newest = await staffPage(after, session, pagePath, stored.version_id);
      expect(new Map(headlinesOf(newest.modules).map((module) => [module.id, String(module.content)]))).toEqual(byId);

      // Not corrupt: it takes new saves, and the site renders the page.
      const [someId] = expectations.keys();
      const again = await send(after, session, 'PATCH', `/de/pageeditor-api/module/${someId}/`, { content: 'nach dem Sturm' });
      expect(again.status).toBe(200);
      web = await startWeb({ CMS_URL: after, UPSTREAM_CACHE: 'off' });
      const rendered = await request(`${web.url}/de/${pagePath}`);
      expect(rendered.status).toBe(200);
      expect(rendered.body).toContain('nach dem Sturm');
    } finally {
      await web?.stop();
      await cms?.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (schema) {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    }
  });
}

describe('a save storm under SIGKILL on PGlite', () => stormSuite('pglite'));
describe.skipIf(!TEST_DATABASE_URL)('a save storm under SIGKILL on PostgreSQL (set TEST_DATABASE_URL to run)', () =>
  stormSuite('postgres'),
);
