// The browser entry: reads what the server rendered and hydrates the same tree.
import { ApolloClient, InMemoryCache } from '@apollo/client-react-streaming';
import { hydrateRoot } from 'react-dom/client';
import { TranslationProvider } from './i18n';
import { createI18n } from '../shared/i18n/createI18n';
import { CACHE_CONFIG } from './apollo/cacheConfig';
import { createBrowserLink } from './apollo/createBrowserLink';
import { ApolloStreamingProvider } from './apollo/ApolloStreamingProvider';
import { App } from './App';
import { BOOT_ELEMENT_ID, type BootData } from './BootData';
import { reportChunkLoadFailures, reportError } from './reportError';

function readBoot(): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no boot data');
  return JSON.parse(element.textContent) as BootData;
}

const boot = readBoot();
reportChunkLoadFailures(boot.requestId);
const i18n = createI18n(boot.locale);
const makeClient = () => new ApolloClient({ cache: new InMemoryCache(CACHE_CONFIG), link: createBrowserLink() });

hydrateRoot(
  document,
  <ApolloStreamingProvider makeClient={makeClient}>
    <TranslationProvider i18n={i18n}>
      <App boot={boot} />
    </TranslationProvider>
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
