// Apollo Client for streaming SSR: query results the server used are written into the HTML
// stream (as nonce'd inline scripts) and replayed into the browser's cache before hydration,
// so the hydrated page asks the server for nothing it already shows (docs/decisions).
import { WrapApolloProvider } from '@apollo/client-react-streaming';
import { buildManualDataTransport } from '@apollo/client-react-streaming/manual-transport';
import { createContext, useContext, type ReactNode } from 'react';
import { stringifyKnowing } from '../../shared/knownJson';
import { dropUnknownQueries } from './dropUnknownQueries';
import { isKnownDocumentText } from './gql';

export type InsertHtml = (callback: () => ReactNode) => void;

/** Set by the server render to the stream injector; never used in the browser. */
export const InsertHtmlContext = createContext<InsertHtml>(() => {});

export const ApolloStreamingProvider = WrapApolloProvider(
  buildManualDataTransport({
    useInsertHtml: () => useContext(InsertHtmlContext),
    // Plain JSON: the transport itself escapes the characters that could end the <script> or
    // break the JavaScript around it (<, >, &, U+2028, U+2029) in what this returns, the same
    // set serializeForScript escapes; escaping twice scanned every result twice. Its default
    // stringifies twice to keep `undefined`, which results never contain. A reused render
    // result is written as the text remembered for it (shared/knownJson).
    stringifyForStream: (value) => stringifyKnowing(value),
    // The browser's cache is filled from the same streamed query results before it hydrates,
    // so hooks read what the server read; sending every hook's value a second time doubled the
    // inline data and its serialisation cost. A mismatch would surface as a recoverable
    // hydration error, which the end-to-end tests treat as a failure.
    dangerous_disableHookValueTransportation: true,
    // In the browser: the results of queries whose screen chunk failed to load are left out, so
    // they cannot stop the replay of the others (dropUnknownQueries.ts). Unused on the server.
    reviveFromStream: dropUnknownQueries(isKnownDocumentText),
  }),
);
