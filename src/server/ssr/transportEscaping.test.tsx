// The query results a page streams to the browser are upstream text inside an inline <script>:
// whatever the text holds, it must not end that script or start another.
import { ApolloClient, InMemoryCache } from '@apollo/client-react-streaming';
import { ApolloLink, gql, type TypedDocumentNode } from '@apollo/client';
import { useSuspenseQuery } from '@apollo/client/react';
import { of } from 'rxjs';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rememberJson } from '../../shared/knownJson';
import { ApolloStreamingProvider, InsertHtmlContext } from '../../client/apollo/ApolloStreamingProvider';
import { createHtmlInjector } from './createHtmlInjector';

const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028';
// The upstream's answer, as the gateway would resolve it.
const link = new ApolloLink(() => of({ data: { title: HOSTILE } }));
const TITLE: TypedDocumentNode<{ title: string }> = gql`
  query Title {
    title
  }
`;

function Title() {
  const { data } = useSuspenseQuery(TITLE);
  return <h1>{data.title}</h1>;
}

function render(answer: ApolloLink = link): Promise<string> {
  const injector = createHtmlInjector();
  const makeClient = () => new ApolloClient({ cache: new InMemoryCache(), link: answer });
  return new Promise((resolve, reject) => {
    let html = '';
    injector.stream.on('data', (chunk: Buffer | string) => (html += chunk.toString()));
    injector.stream.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(
      <InsertHtmlContext.Provider value={injector.insertHtml}>
        <ApolloStreamingProvider makeClient={makeClient} extraScriptProps={{ nonce: 'n0nce' }}>
          <html lang="de">
            <head />
            <body>
              <Suspense fallback={<p>…</p>}>
                <Title />
              </Suspense>
            </body>
          </html>
        </ApolloStreamingProvider>
      </InsertHtmlContext.Provider>,
      { onAllReady: () => pipe(injector.stream), onShellError: reject, onError: reject },
    );
  });
}

describe('streamed query results', () => {
  it('travel in nonce’d scripts that upstream text cannot close, and arrive intact', async () => {
    const html = await render();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const transport = scripts.filter(([, , body]) => body?.includes('ApolloSSRDataTransport'));
    expect(transport.length).toBeGreaterThan(0);
    for (const [, attributes, body = ''] of transport) {
      expect(attributes).toContain('nonce="n0nce"');
      expect(body).not.toMatch(/<|>|\u2028/);
    }
    // The only <script> elements are React's and the transport's: none came from the data.
    expect(html).not.toContain('<script>alert(1)');
    // Replayed as the browser would, the data is the upstream's text, unchanged.
    const pushed: unknown[] = [];
    const window = { [Symbol.for('ApolloSSRDataTransport')]: pushed } as Record<symbol, unknown[]>;
    // The browser runs these scripts; so does this test, as plain functions of `window`.
    for (const [, , body = ''] of transport) {
      // oxlint-disable-next-line typescript/no-implied-eval -- running the streamed transport scripts is the point of the test
      const script = new Function('window', body) as (target: typeof window) => void;
      script(window);
    }
    expect(JSON.stringify(pushed)).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });

  // docs/decisions/004: a reused render result reaches the transport as the very object that was
  // kept, so its remembered JSON is written instead of serialising it again. Apollo copying the
  // result on its way would silently undo that; the remembered text stands out here.
  it('are written as the JSON remembered for a kept (frozen) result', async () => {
    const kept = Object.freeze({ data: Object.freeze({ title: 'as executed' }) });
    rememberJson(kept, JSON.stringify({ data: { title: 'as remembered' } }));
    const html = await render(new ApolloLink(() => of(kept)));
    const transport = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].filter(([, body]) => body?.includes('ApolloSSRDataTransport'));
    expect(transport.map(([, body]) => body).join('')).toContain('as remembered');
  });
});
