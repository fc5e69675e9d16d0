// What the browser replays of the query results the server streamed (ApolloStreamingProvider):
// every query whose document this bundle knows. A document it does not know belongs to a screen
// chunk that failed to load (entry-client.tsx then hydrates without it, and the screen shows its
// error): nothing on the page can read that query's result. Apollo's transport replays a batch
// of events in one loop, and the browser's gql() refuses an unknown document with an error
// (gql.ts), which would end the loop and lose the rest of the page's results with it: the top
// alert's, which hydration of the shell waits for. So such a query's events are left out here.
import type { QueryEvent } from '@apollo/client-react-streaming';

interface TransportBatch {
  rehydrate: unknown;
  events: QueryEvent[];
}

function isTransportBatch(value: unknown): value is TransportBatch {
  return typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'events'));
}

/** A reviver for the transport's batches; `isKnown` says whether a streamed query text is one of the bundle's documents. */
export function dropUnknownQueries(isKnown: (queryText: string) => boolean): (value: unknown) => unknown {
  // The transport's ids of the queries left out: their results come in later events.
  const dropped = new Set<string>();
  return (value) => {
    if (!isTransportBatch(value)) return value;
    const events = value.events.filter((event) => {
      if (event.type === 'started') {
        if (isKnown(event.options.query)) return true;
        dropped.add(event.id);
        return false;
      }
      return !dropped.has(event.id);
    });
    return events.length === value.events.length ? value : { ...value, events };
  };
}
