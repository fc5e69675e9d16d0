// The browser's way to /graphql: automatic persisted queries (the query's SHA-256 instead of its
// text), sent as GET for reads so HTTP caches can keep them; the full query is sent only when
// the server does not know the hash yet. Mutations stay POST.
import { ApolloLink, HttpLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Observable } from 'rxjs';
import { pageProgress } from '../navigation/progress';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** spec 000 §4: the progress bar runs while a request is on its way; an error turns it red. */
const progressLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      const finish = pageProgress.start();
      const subscription = forward(operation).subscribe({
        next(result) {
          if (result.errors?.length) finish(true);
          observer.next(result);
        },
        error(error: unknown) {
          finish(true);
          observer.error(error);
        },
        complete() {
          finish();
          observer.complete();
        },
      });
      return () => {
        finish();
        subscription.unsubscribe();
      };
    }),
);

export function createBrowserLink(): ApolloLink {
  // Apollo Server's CSRF prevention accepts a GET only with a header a form cannot send.
  const http = new HttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } });
  // WebCrypto exists only in secure contexts (https, localhost); elsewhere queries go as text.
  if (typeof crypto === 'undefined' || !crypto.subtle) return ApolloLink.from([progressLink, http]);
  return ApolloLink.from([progressLink, new PersistedQueryLink({ sha256, useGETForHashedQueries: true }), http]);
}
