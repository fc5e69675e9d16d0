// Several web processes behind a real load balancer (issue 24 items 1 and 2; README "Running
// several web processes"): the topology of `npm run cluster`, started once for this file by
// scripts/cluster/topology.mjs from the built programs: the embedded upstream on PostgreSQL (a fresh
// schema), three web processes on ports of their own sharing Redis (a key prefix of their own), and
// HAProxy in front. A test goes through HAProxy as a visitor does, or to one web process by its own
// port where it must choose which. Runs where TEST_DATABASE_URL and TEST_REDIS_URL are set and
// HAProxy is installed (.ci/run installs it); elsewhere scripts/test.mjs lists it under "Not run here".
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCacheStore } from '../../src/graphql/cache/RedisCacheStore';
import {
  downWhenHungWithinMs,
  downWithinMs,
  findHaproxy,
  serverName,
  startTopology,
  uniqueRedisKeyPrefix,
  upWithinMs,
  waitFor,
  type Program,
  type ServerState,
  type Topology,
} from '../../scripts/cluster/topology.mjs';
import { bookableEvents, liveEvent, seatGroupPicker, type BookableEvent } from '../support/bookableEvents';
import { queryPostgres } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { freePort, ROOT } from '../support/processes';
import { PINNED_SEED_DATE } from '../support/seedDates';
import { prepareSeedPictures } from '../support/seedPictures';
import { byBackend, startLoad, type Outcome } from '../support/siteLoad';
import { loginAsStaff } from '../support/staff';
import { dropSchema, freshSchemaName, TEST_DATABASE_URL } from '../support/testStorage';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const haproxy = findHaproxy();
const notRunBecause = !TEST_DATABASE_URL
  ? 'set TEST_DATABASE_URL'
  : !TEST_REDIS_URL
    ? 'set TEST_REDIS_URL'
    : !haproxy
      ? 'HAProxy is not installed: apt-get install -y haproxy'
      : undefined;

const ADD = `mutation ($input: AddToCartInput!) { addToCart(locale: DE, input: $input) {
  addedSeatGroupIds ticketsQuantity errors { kind responseCode } } }`;
const CART = 'query { cart(locale: DE) { hasReservation ticketsQuantity items { id eventId quantity } } }';
const REMOVE = 'mutation ($id: ID!) { removeCartItem(locale: DE, id: $id) { hasReservation ticketsQuantity } }';
const PAGE_TITLE = 'query { page(locale: DE, path: "ueber-uns/geschichte") { id title } }';

/** The page title a PAGE_TITLE answer carries. */
const titleOf = (answer: { json: { data?: Record<string, unknown> } }) => (answer.json.data?.page as { title: string } | undefined)?.title;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(notRunBecause !== undefined)(
  `three web processes behind HAProxy on PostgreSQL and Redis${notRunBecause ? ` (not run: ${notRunBecause})` : ''}`,
  () => {
    const schema = freshSchemaName();
    const redisKeyPrefix = uniqueRedisKeyPrefix('test-topology');
    let dataDir = '';
    let topology: Topology;
    let staffCookie = '';
    let events: BookableEvent[] = [];

    /** The web process at `index` (0-based), which must be running. */
    const web = (index: number): Program => {
      const program = topology.web[index];
      if (!program) throw new Error(`${serverName(index)} is not running`);
      return program;
    };
    const stateOf = async (index: number): Promise<ServerState> => {
      const state = (await topology.serverStates()).find((candidate) => candidate.name === serverName(index));
      if (!state) throw new Error(`HAProxy does not know ${serverName(index)}`);
      return state;
    };
    const live = async (baseUrl: string, id: string) => (await liveEvent(baseUrl, id)).groups;
    /** An untouched seat group without timeslots that `wanted` accepts, of an event no other test used. */
    const pick = seatGroupPicker(() => events);
    /** Every acknowledged save of `outcomes` is in the database and leads visitors on. */
    const expectSavesKept = async (outcomes: readonly Outcome[]) => {
      const acknowledged = outcomes.filter((outcome) => outcome.kind === 'save' && outcome.ok).map((outcome) => outcome.oldPath!);
      expect(acknowledged.length).toBeGreaterThan(0);
      const rows = await queryPostgres<{ old_path: string }>(`SELECT old_path FROM "${schema}".redirects`);
      const stored = new Set(rows.map((row) => row.old_path));
      expect(acknowledged.filter((oldPath) => !stored.has(oldPath))).toEqual([]);
      const answers = await Promise.all(acknowledged.map((oldPath) => request(`${topology.url}${oldPath}`)));
      expect(answers.filter((answer) => answer.status !== 301)).toEqual([]);
      return acknowledged.length;
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-topology-cms-'));
      const cmsEnv = { CMS_DATA_DIR: dataDir, CMS_SEED_DATE: PINNED_SEED_DATE, LOG_LEVEL: 'warn' };
      const keepPictures = await prepareSeedPictures(ROOT, cmsEnv);
      const ports = new Set<number>();
      while (ports.size < 4) ports.add(await freePort());
      const [port = 0, ...webPorts] = [...ports];
      topology = await startTopology({
        databaseUrl: TEST_DATABASE_URL ?? '',
        databaseSchema: schema,
        redisUrl: TEST_REDIS_URL ?? '',
        redisKeyPrefix,
        dataDir,
        port,
        webPorts,
        cmsEnv,
        // As tests/support/processes.ts startWeb: the overload guard far above what a test asks
        // (500 holds at once), no timer asking the upstream for scheduled changes.
        webEnv: {
          LOG_LEVEL: 'warn',
          SHED_EVENT_LOOP_DELAY_MS: '30000',
          SHED_MAX_IN_FLIGHT: '100000',
          RENDER_CONCURRENCY: '1000',
          SCHEDULE_WATCH_MS: '0',
          UPSTREAM_TIMEOUT_MS: '30000',
        },
      });
      await keepPictures?.();
      staffCookie = await loginAsStaff(topology.cms.url);

      // Not over before the tests are done (a hold on an event that is over is refused).
      events = await bookableEvents(topology.url, { aheadHours: 1 });
    });

    afterAll(async () => {
      await topology?.stop();
      await rm(dataDir, { recursive: true, force: true });
      await dropSchema(schema);
      // Leave the shared Redis as we found it.
      const store = await RedisCacheStore.connect({ url: TEST_REDIS_URL ?? '', keyPrefix: redisKeyPrefix });
      await store.deleteByPrefix(['']);
      await store.close();
    });

    it('deals requests to all three web processes and checks each one’s /healthz', async () => {
      const answers = await Promise.all(Array.from({ length: 9 }, () => request(`${topology.url}/de/konzerte`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 9 }, () => 200));
      expect(new Set(answers.map((answer) => answer.headers['x-backend']))).toEqual(new Set(['web1', 'web2', 'web3']));
      expect((await topology.serverStates()).map((state) => state.status)).toEqual(['UP', 'UP', 'UP']);
    });

    it('shows a staff change made through one web process to visitors of the others at once (invalidation over Redis)', async () => {
      const pagePath = '/de/ueber-uns/geschichte';
      // Every process reads the page and keeps it (in memory and in Redis).
      const before = await Promise.all([0, 1, 2].map(async (index) => (await graphql(web(index).url, PAGE_TITLE)).json.data?.page));
      const page = before[0] as { id: string; title: string };
      expect(before).toEqual([page, page, page]);
      for (const index of [1, 2]) {
        const answer = await request(`${web(index).url}${pagePath}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toContain(page.title);
      }

      const title = `Geschichte ${randomBytes(3).toString('hex')}`;
      const written = await graphql(
        web(0).url,
        'mutation ($id: ID!, $title: String!) { updatePageSettings(locale: DE, pageId: $id, settings: { title: $title }) { title } }',
        { id: page.id, title },
        { cookie: staffCookie },
      );
      expect(written.json.errors).toBeUndefined();

      // At once, no waiting: the other two processes answer with the change, data and page alike.
      const reads = await Promise.all([1, 2].map((index) => graphql(web(index).url, PAGE_TITLE)));
      expect(reads.map(titleOf)).toEqual([title, title]);
      const pages = await Promise.all([1, 2].map((index) => request(`${web(index).url}${pagePath}`)));
      for (const answer of pages) expect(answer.body).toContain(title);
      // And so does every visitor through HAProxy, whichever process serves them.
      const visitors = await Promise.all(Array.from({ length: 6 }, () => graphql(topology.url, PAGE_TITLE)));
      expect(new Set(visitors.map(titleOf))).toEqual(new Set([title]));
      expect(new Set(visitors.map((visitor) => visitor.headers['x-backend']))).toEqual(new Set(['web1', 'web2', 'web3']));
    });

    it('honours a cart hold taken through one web process in the others', async () => {
      const { event, group } = pick((candidate) => (candidate.available ?? 0) >= 5 && candidate.prices.length > 0);
      const tickets = [{ seatGroupId: group.id, saleTypeId: String(group.prices[0]!.saleTypeId), quantity: 2 }];
      const added = await graphql(web(0).url, ADD, { input: { eventId: event.id, ticketingId: String(event.ticketingId), tickets } });
      expect(added.json.data?.addToCart).toMatchObject({ addedSeatGroupIds: [group.id], ticketsQuantity: 2, errors: [] });
      const cartCookie = (added.headers['set-cookie'] ?? [])
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => pair.startsWith('shop_cart='));
      expect(cartCookie).toBeDefined();
      const cookie = { cookie: cartCookie ?? '' };

      // The second process shows the visitor's cart; the third counts the held seats as gone.
      const cart = (await graphql(web(1).url, CART, {}, cookie)).json.data?.cart as {
        hasReservation: boolean;
        items: { id: string; quantity: number }[];
      };
      expect(cart).toMatchObject({ hasReservation: true, items: [{ quantity: 2 }] });
      const availableIn = async (index: number) =>
        (await live(web(index).url, event.id)).find((candidate) => candidate.id === group.id)?.available;
      expect(await availableIn(2)).toBe((group.available ?? 0) - 2);

      // The third process gives the seats back; the first sees them on sale again.
      const removed = await graphql(web(2).url, REMOVE, { id: cart.items[0]!.id }, cookie);
      expect(removed.json.data?.removeCartItem).toEqual({ hasReservation: false, ticketsQuantity: 0 });
      expect(await availableIn(0)).toBe(group.available);
    });

    it(
      'never oversells: 500 holds at once spread over the three processes take exactly the last 100 seats',
      { timeout: 120_000 },
      async () => {
        const { event, group } = pick(
          (candidate) => candidate.available === 100 && candidate.prices.some((price) => price.saleTypeId === 1),
        );
        const input = {
          eventId: event.id,
          ticketingId: String(event.ticketingId),
          tickets: [{ seatGroupId: group.id, saleTypeId: '1', quantity: 1 }],
        };
        // One connection each, no cookies: 500 visitors, 500 carts, dealt out by HAProxy.
        const answers = await Promise.all(Array.from({ length: 500 }, () => graphql(topology.url, ADD, { input })));
        expect(answers.filter((answer) => answer.status !== 200 || answer.json.errors !== undefined)).toEqual([]);
        const results = answers.map(
          (answer) => answer.json.data?.addToCart as { ticketsQuantity: number | null; errors: { kind: string }[] },
        );
        const perProcess = byBackend(answers.map((answer) => ({ backend: answer.headers['x-backend'] as string | undefined })));
        console.log(`500 holds at once through HAProxy, per web process: ${JSON.stringify(perProcess)}`);
        expect(Object.keys(perProcess).sort()).toEqual(['web1', 'web2', 'web3']);
        expect(results.filter((result) => result.errors.length === 0 && result.ticketsQuantity === 1)).toHaveLength(100);
        expect(results.filter((result) => result.errors.length === 1 && result.errors[0]?.kind === 'NOT_ENOUGH_SEATS')).toHaveLength(400);
        const rows = await queryPostgres<{ held: number }>(
          `SELECT COALESCE(sum(quantity), 0)::integer AS held FROM "${schema}".reservations WHERE seat_group_id = $1 AND held_until > now()`,
          [Number(group.id)],
        );
        expect(rows[0]?.held).toBe(100);
        for (const index of [0, 1, 2])
          expect((await live(web(index).url, event.id)).find((candidate) => candidate.id === group.id)?.available).toBe(0);
      },
    );

    it(
      'loses no acknowledged save when a web process is killed (SIGKILL) under load, and HAProxy stops sending to it within its check interval',
      { timeout: 60_000 },
      async () => {
        const victim = 1;
        const load = startLoad(topology.url, { readers: 6, savers: 2, staffCookie });
        await sleep(1500);
        const killedAt = Date.now();
        web(victim).child.kill('SIGKILL');
        const down = await topology.waitForServer(victim, 'DOWN', 10_000);
        const downAt = Date.now();
        const atDown = await stateOf(victim);
        // The load goes on against the two that are left.
        await sleep(1500);
        const atEnd = await stateOf(victim);
        const outcomes = await load.stop();
        // Back for the tests after this one, whatever the assertions below find.
        await topology.startWeb(victim);
        await topology.waitForServer(victim, 'UP');

        const failed = outcomes.filter((outcome) => !outcome.ok);
        const inWindow = outcomes.filter((outcome) => outcome.endedAt >= killedAt && outcome.startedAt <= downAt);
        const saved = await expectSavesKept(outcomes);
        const when = (outcome: Outcome) =>
          outcome.startedAt < killedAt
            ? `${killedAt - outcome.startedAt} ms before the kill`
            : `${outcome.startedAt - killedAt} ms after it`;
        console.log(
          [
            `SIGKILL of ${serverName(victim)} under load (${outcomes.length} requests through HAProxy, ${saved} acknowledged saves, all kept):`,
            `  marked DOWN ${down.afterMs} ms after the kill (bound: next check + ${topology.check.fall - 1} quick ones = ${downWithinMs()} ms)`,
            `  requests under way or begun in that window: ${inWindow.length}; failed: ${failed.length}` +
              (failed.length > 0
                ? ` (${failed.map((outcome) => `${outcome.kind} begun ${when(outcome)}: ${outcome.status || outcome.error}`).join('; ')})`
                : ''),
            `  HAProxy's counters for it: ${atDown.redispatches} requests redispatched to another process, ${atDown.retries} retries, ` +
              `${atDown.connectionErrors} connection errors; after DOWN: ${atEnd.sessions - atDown.sessions} requests sent to it`,
          ].join('\n'),
        );
        // DOWN within the checks' bound (plus the stats socket's polling and a busy machine's slack).
        expect(down.afterMs).toBeLessThanOrEqual(downWithinMs() + 500);
        // Once DOWN, HAProxy sends it nothing more, and nothing begun after that failed.
        expect(atEnd.sessions).toBe(atDown.sessions);
        expect(atEnd.connectionErrors).toBe(atDown.connectionErrors);
        expect(failed.filter((outcome) => outcome.startedAt >= downAt)).toEqual([]);
        // A read (GET) whose answer never came is sent to another process: only reads already under
        // way at the kill may fail. A save (POST) is not sent again (it may have been carried out), so
        // one sent to the process in the moment between the signal and the kernel closing its
        // listening socket fails too: that visitor is told, and nothing acknowledged is lost (above).
        expect(failed.filter((outcome) => outcome.kind === 'read' && outcome.startedAt >= killedAt)).toEqual([]);
      },
    );

    it(
      'takes a web process that hangs (SIGSTOP: its checks time out) out within the check bound, and back once it answers again (SIGCONT)',
      { timeout: 60_000 },
      async () => {
        const victim = 2;
        const pid = web(victim).child.pid!;
        const load = startLoad(topology.url, { readers: 6, savers: 2, staffCookie });
        await sleep(1000);
        // Alive, its port open (the kernel still takes connections), nothing answered: a process
        // stuck in a long pause. HAProxy's checks of it connect and then wait in vain.
        process.kill(pid, 'SIGSTOP');
        let continued = false;
        try {
          const down = await topology.waitForServer(victim, 'DOWN', 15_000);
          const downAt = Date.now();
          const atDown = await stateOf(victim);
          // Visitors who come now (most of the first load's are waiting on the stopped process).
          const later = startLoad(topology.url, { readers: 6, savers: 2, staffCookie });
          await sleep(1500);
          const laterOutcomes = await later.stop();
          const atEnd = await stateOf(victim);
          process.kill(pid, 'SIGCONT');
          continued = true;
          const continuedAt = Date.now();
          const [up, answering] = await Promise.all([
            topology.waitForServer(victim, 'UP', 15_000),
            // When it answers its own /healthz again, asked directly: first it works off what came while it was stopped.
            waitFor(
              `${serverName(victim)} to answer /healthz`,
              async () => (await request(`${web(victim).url}/healthz`)).status === 200 && Date.now() - continuedAt,
              15_000,
            ),
          ]);
          const outcomes = await load.stop();
          // Back in the rotation: it answers its share again.
          const back = await Promise.all(Array.from({ length: 9 }, () => request(`${topology.url}/de/konzerte`)));

          const all = [...outcomes, ...laterOutcomes];
          const saved = await expectSavesKept(all);
          const waited = outcomes.filter((outcome) => outcome.startedAt < downAt && outcome.endedAt > continuedAt);
          const failed = all.filter((outcome) => !outcome.ok);
          console.log(
            [
              `SIGSTOP of ${serverName(victim)} under load (${all.length} requests through HAProxy, ${saved} acknowledged saves, all kept):`,
              `  marked DOWN ${down.afterMs} ms after SIGSTOP (bound: next check + ${topology.check.fall} timed-out ones + ${topology.check.fall - 1} quick intervals = ${downWhenHungWithinMs()} ms)`,
              `  requests sent to it before DOWN that waited until SIGCONT: ${waited.length}, the longest ${Math.max(0, ...waited.map((outcome) => outcome.endedAt - outcome.startedAt))} ms`,
              `  after DOWN: ${laterOutcomes.length} requests begun, per process ${JSON.stringify(byBackend(laterOutcomes))}; ${atEnd.sessions - atDown.sessions} sent to it`,
              `  after SIGCONT: it answered /healthz after ${answering} ms, HAProxy marked it UP after ${up.afterMs} ms ` +
                `(bound from its first answer: ${topology.check.rise} checks ${topology.check.interMs} ms apart = ${upWithinMs()} ms); ` +
                `then per process ${JSON.stringify(byBackend(back.map((answer) => ({ backend: answer.headers['x-backend'] as string | undefined }))))}`,
              `  failed: ${failed.length}${failed.map((outcome) => `; ${outcome.kind} to ${outcome.backend} begun ${outcome.startedAt - downAt} ms after DOWN: ${outcome.status || outcome.error} ${outcome.code ?? ''} ${outcome.message ?? ''}`).join('')}`,
            ].join('\n'),
          );
          expect(down.afterMs).toBeLessThanOrEqual(downWhenHungWithinMs() + 500);
          // Once DOWN, HAProxy sends it nothing more, and nothing begun after that failed.
          expect(atEnd.sessions).toBe(atDown.sessions);
          expect(failed.filter((outcome) => outcome.startedAt >= downAt)).toEqual([]);
          // What was sent to it before DOWN waited, and was answered once it went on: most of it
          // well; a request whose own timers ran out during the pause (a Redis command's 500 ms) with
          // the API's error, never a 5xx or a cut connection.
          expect(failed.filter((outcome) => outcome.status !== 200 || outcome.code === undefined)).toEqual([]);
          // UP within the rise bound of its first answer (a second's slack: it may still be catching up).
          expect(up.afterMs - answering).toBeLessThanOrEqual(upWithinMs() + 1000);
          expect(back.map((answer) => answer.status)).toEqual(Array.from({ length: 9 }, () => 200));
          expect(new Set(back.map((answer) => answer.headers['x-backend']))).toEqual(new Set(['web1', 'web2', 'web3']));
        } finally {
          if (!continued) {
            process.kill(pid, 'SIGCONT');
            await topology.waitForServer(victim, 'UP');
          }
        }
      },
    );

    it('answers every request while all three web processes are restarted one after another under load', { timeout: 90_000 }, async () => {
      const load = startLoad(topology.url, { readers: 6, savers: 2, staffCookie });
      await sleep(1000);
      const steps = [];
      for (const index of [0, 1, 2]) steps.push(await topology.restartWeb(index));
      await sleep(1000);
      const outcomes = await load.stop();
      const saved = await expectSavesKept(outcomes);
      console.log(
        [
          `Rolling restart of ${steps.length} web processes under load: ${outcomes.length} requests through HAProxy (${saved} acknowledged saves, all kept), ` +
            `${outcomes.filter((outcome) => !outcome.ok).length} failed`,
          ...steps.map(
            (step, index) =>
              `  ${serverName(index)}: DOWN ${step.downAfterMs} ms after SIGTERM, exited (${step.exit.code}) after ${step.exitedAfterMs} ms, its successor UP after ${step.upAfterMs} ms`,
          ),
          `  requests per process: ${JSON.stringify(byBackend(outcomes))}`,
        ].join('\n'),
      );
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
      expect(steps.map((step) => step.exit)).toEqual([0, 1, 2].map(() => ({ code: 0, signal: null })));
      expect((await topology.serverStates()).map((state) => state.status)).toEqual(['UP', 'UP', 'UP']);
    });

    it("answers with the site's own 503 page in the visitor's language when no web process is up", async () => {
      // All three drain at once (SIGTERM): their health checks fail, HAProxy takes them out.
      for (const index of [0, 1, 2]) web(index).child.kill('SIGTERM');
      await Promise.all([0, 1, 2].map((index) => topology.waitForServer(index, 'DOWN')));

      const german = await request(`${topology.url}/de/konzerte`);
      expect(german.status).toBe(503);
      expect(german.headers['retry-after']).toBe('5');
      expect(german.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(german.body).toMatch(/^<!DOCTYPE html><html lang="de">/);
      expect(german.body).toContain('<h1>Gerade ist sehr viel los</h1>');
      const english = await request(`${topology.url}/en/concerts`);
      expect(english.status).toBe(503);
      expect(english.body).toContain('<h1>It is very busy right now</h1>');
      const root = await request(`${topology.url}/`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      expect(root.body).toMatch(/^<!DOCTYPE html><html lang="en">/);
      const api = await graphql(topology.url, 'query { ok }', {}, { 'accept-language': 'en' });
      expect(api.status).toBe(503);
      expect(api.json.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');

      const exits = await Promise.all([0, 1, 2].map((index) => web(index).exited));
      expect(exits).toEqual([0, 1, 2].map(() => ({ code: 0, signal: null })));
    });
  },
);
