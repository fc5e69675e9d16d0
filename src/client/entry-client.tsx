// The browser entry: reads what the server rendered, loads the page's screen chunk (the server
// preloaded it with the page) and hydrates the same tree.
import { ApolloClient, InMemoryCache } from '@apollo/client-react-streaming';
import { hydrateRoot } from 'react-dom/client';
import { createTranslator, type Translator } from '../shared/i18n/createTranslator';
import type { Locale } from '../shared/locales';
import { CACHE_CONFIG } from './apollo/cacheConfig';
import { createBrowserLink } from './apollo/createBrowserLink';
import { ApolloStreamingProvider } from './apollo/ApolloStreamingProvider';
import { App } from './App';
import { BOOT_ELEMENT_ID, type BootData } from './BootData';
import { claimChunkReload, sessionStorageOrUndefined } from './navigation/chunkReload';
import { isChunkLoadError, reportChunkLoadFailures, reportError } from './reportError';
import { preloadScreen } from './screens/screenRegistry';

function readBoot(): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no boot data');
  return JSON.parse(element.textContent) as BootData;
}

const boot = readBoot();
reportChunkLoadFailures(boot.requestId);

/**
 * One translator per language, made when a page in it is first shown: our own small one over the
 * server's tables, not i18next (src/shared/i18n/createTranslator.ts).
 */
const instances = new Map<Locale, Translator>();
function i18nFor(locale: Locale): Translator {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createTranslator(locale);
    instances.set(locale, instance);
  }
  return instance;
}

const makeClient = () => new ApolloClient({ cache: new InMemoryCache(CACHE_CONFIG), link: createBrowserLink() });

function hydrate(): void {
  hydrateRoot(
    document,
    <ApolloStreamingProvider makeClient={makeClient}>
      <App boot={boot} i18nFor={i18nFor} />
    </ApolloStreamingProvider>,
    {
      onRecoverableError(error) {
        console.warn('recovered during hydration', error);
      },
      // An error no boundary caught: React has unmounted the app (what a boundary catches, it reports itself).
      onUncaughtError(error) {
        console.error(error);
        reportError('render', error, boot.requestId);
      },
    },
  );
}

preloadScreen(boot.page).then(hydrate, (error: unknown) => {
  reportError(isChunkLoadError(error) ? 'chunkLoad' : 'render', error, boot.requestId);
  // spec 000 §8: a chunk that does not load reloads the page, at most once a minute. Otherwise
  // the streamed page stays readable, and the screen shows its own error with a retry.
  if (isChunkLoadError(error) && claimChunkReload(sessionStorageOrUndefined(), Date.now())) window.location.reload();
  else hydrate();
});
