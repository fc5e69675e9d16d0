// The server's data source: a page's queries execute the schema in process, a recent render's
// result is reused as the very object kept (written as its remembered JSON), and every result a
// component read is streamed in a nonce'd script that upstream text cannot close, which the
// browser's store takes back intact (docs/decisions/008).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, type FormattedExecutionResult } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataSourceContext, type DataSource } from '../../client/data/DataSource';
import { QueryStore } from '../../client/data/QueryStore';
import { receiveStreamedResults } from '../../client/data/streamedResults';
import { useSuspenseQuery } from '../../client/data/useSuspenseQuery';
import { RenderResultCache } from '../../graphql/cache/RenderResultCache';
import { rememberJson } from '../../shared/knownJson';
import { createHtmlInjector } from './createHtmlInjector';
import { createServerDataSource } from './createServerDataSource';

const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028';

const schema = makeExecutableSchema({
  typeDefs: 'type Query { title(id: Int!): String, broken: String }',
  resolvers: {
    Query: {
      title: (_: unknown, { id }: { id: number }) => `${HOSTILE} ${id}`,
      broken: () => {
        throw new Error('upstream said: secret internals');
      },
    },
  },
});

const TITLE = parse('query Title($id: Int!) { title(id: $id) }') as TypedDocumentNode<{ title: string }, { id: number }>;

function Title({ id }: { id: number }) {
  const { data } = useSuspenseQuery(TITLE, { variables: { id } });
  return <h1>{data.title}</h1>;
}

function render(source: DataSource, injector: ReturnType<typeof createHtmlInjector>): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    injector.stream.on('data', (chunk: Buffer | string) => (html += chunk.toString()));
    injector.stream.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(
      <DataSourceContext.Provider value={source}>
        <html lang="de">
          <head />
          <body>
            <Suspense fallback={<p>…</p>}>
              <Title id={1} />
              <Title id={1} />
            </Suspense>
          </body>
        </html>
      </DataSourceContext.Provider>,
      { onAllReady: () => pipe(injector.stream), onShellError: reject, onError: reject },
    );
  });
}

function sourceFor(results?: RenderResultCache<FormattedExecutionResult>) {
  const injector = createHtmlInjector();
  const source = createServerDataSource({
    schema,
    context: () => ({}),
    results,
    insertHtml: injector.insertHtml,
    nonce: 'n0nce',
    formatError: (error) => ({ message: 'hidden', extensions: { code: 'INTERNAL_SERVER_ERROR', seen: error.message } }),
  });
  return { source, injector };
}

/** The page's data scripts, run as the browser would, into a store of the browser's. */
function replay(html: string): QueryStore {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, , body]) => body?.includes('__pageData'));
  expect(scripts.length).toBeGreaterThan(0);
  const scope: Record<string, unknown> = {};
  for (const [, attributes, body = ''] of scripts) {
    expect(attributes).toContain('nonce="n0nce"');
    expect(body).not.toMatch(/<|>|\u2028/);
    // oxlint-disable-next-line typescript/no-implied-eval -- running the streamed scripts is the point of the test
    (new Function('self', body) as (self: Record<string, unknown>) => void)(scope);
  }
  const store = new QueryStore();
  receiveStreamedResults(store, scope);
  return store;
}

describe('the server data source', () => {
  it('streams each result a component read once, in scripts upstream text cannot close, that the browser takes back intact', async () => {
    const { source, injector } = sourceFor();
    const html = await render(source, injector);
    expect(html).not.toContain('<script>alert(1)');
    // Two components read one query: one script.
    expect([...html.matchAll(/<script[^>]*>[^<]*__pageData/g)]).toHaveLength(1);
    const entry = replay(html).get('Title{"id":1}');
    expect(entry).toEqual({ state: 'done', result: { data: { title: `${HOSTILE} 1` } } });
  });

  it('answers from a recent render as the kept object, and streams it as its remembered JSON (docs/decisions/004)', async () => {
    const results = new RenderResultCache<FormattedExecutionResult>({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    const first = sourceFor(results);
    await render(first.source, first.injector);
    const kept = first.source.store.get('Title{"id":1}');
    if (kept?.state !== 'done') throw new Error('the first render kept no result');
    expect(Object.isFrozen(kept.result)).toBe(true);
    // The text remembered for the kept object is what the next page gets, not a new serialisation.
    rememberJson(kept.result, JSON.stringify({ data: { title: 'as remembered' } }));
    const second = sourceFor(results);
    const html = await render(second.source, second.injector);
    expect(second.source.store.get('Title{"id":1}')).toEqual({ state: 'done', result: kept.result });
    expect(html).toContain('as remembered');
  });

  it('shows of an error only what the gateway lets through', async () => {
    const { source } = sourceFor();
    const broken = parse('query Broken { broken }') as TypedDocumentNode<{ broken: string | null }, Record<string, never>>;
    const answer = await source.query(broken, {}, 'cache-first');
    expect(answer.errors).toEqual([
      { message: 'hidden', extensions: { code: 'INTERNAL_SERVER_ERROR', seen: 'upstream said: secret internals' } },
    ]);
    expect(JSON.stringify(answer)).not.toContain('stack');
  });

  it('never loads Apollo Client', async () => {
    const { source } = sourceFor();
    await expect(source.apollo()).rejects.toThrow('without Apollo Client');
    expect(source.loadedApollo()).toBeUndefined();
  });
});
