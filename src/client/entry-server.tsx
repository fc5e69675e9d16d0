// The server entry: the same tree as entry-client.tsx, with the request's Apollo client and
// the stream injector. Pure: the Express handler decides status and data, this only builds.
// The page's screen chunk must be loaded first (preloadScreen), so the screen is in the shell.
import type { ApolloClient } from '@apollo/client-react-streaming';
import type { ReactElement } from 'react';
import { ApolloStreamingProvider, InsertHtmlContext, type InsertHtml } from './apollo/ApolloStreamingProvider';
import { App } from './App';
import type { BootData } from './BootData';

export interface ServerTreeOptions {
  boot: BootData;
  makeClient: () => ApolloClient;
  insertHtml: InsertHtml;
  nonce: string;
}

export function serverTree({ boot, makeClient, insertHtml, nonce }: ServerTreeOptions): ReactElement {
  return (
    <InsertHtmlContext.Provider value={insertHtml}>
      <ApolloStreamingProvider makeClient={makeClient} extraScriptProps={{ nonce }}>
        <App boot={boot} />
      </ApolloStreamingProvider>
    </InsertHtmlContext.Provider>
  );
}
