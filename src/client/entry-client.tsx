// The browser entry: reads what the server rendered, loads the page's screen chunk and its
// language's texts (the server preloaded both with the page) and hydrates the same tree from the
// query results the server streamed with it. Apollo Client is not part of it: its files are
// fetched when the browser is idle after the page's load, and it loads when something needs it
// (docs/decisions/008).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
// Before the app's own modules: their evaluation waits for a macrotask (see the module).
import './yieldAfterReact';
import { App } from './App';
import { BOOT_ELEMENT_ID, type BootData } from './BootData';
import { createBrowserDataSource, prefetchWhenIdle } from './data/browserDataSource';
import { DataSourceContext } from './data/DataSource';
import { claimChunkReload, sessionStorageOrUndefined } from './navigation/chunkReload';
import { isChunkLoadError, reportChunkLoadFailures, reportError } from './reportError';
import { preloadScreen } from './screens/screenRegistry';
import { loadSiteTexts } from '../shared/i18n/createTranslator';
import './sharedWithScreens';

function readBoot(): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no boot data');
  return JSON.parse(element.textContent) as BootData;
}

const boot = readBoot();
reportChunkLoadFailures(boot.requestId);

// Takes the results the page's scripts have pushed so far, and each one that streams in later.
const source = createBrowserDataSource();

// Hydrated as a transition: React then hydrates in slices of a few milliseconds and lets the
// browser paint, scroll and take a tap between them, instead of one long task for the whole
// page (a root hydrated outside a transition is rendered in one go). A tap on a part not yet
// hydrated makes React hydrate that part first. Issue 20: no task over 50 ms during load.
function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <DataSourceContext.Provider value={source}>
        <App boot={boot} />
      </DataSourceContext.Provider>,
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
  });
  prefetchWhenIdle(boot.assets.later);
}

const screenLoaded = preloadScreen(boot.page);
const textsLoaded = loadSiteTexts(boot.locale);
Promise.all([screenLoaded, textsLoaded]).then(hydrate, (error: unknown) => {
  reportError(isChunkLoadError(error) ? 'chunkLoad' : 'render', error, boot.requestId);
  // spec 000 §8: a chunk that does not load reloads the page, at most once a minute. Otherwise
  // the streamed page stays readable, and the screen shows its own error with a retry; without
  // its language's texts the app cannot render at all, so the page stays as the server sent it
  // (its links load documents).
  if (isChunkLoadError(error) && claimChunkReload(sessionStorageOrUndefined(), Date.now())) window.location.reload();
  else void textsLoaded.then(hydrate, () => {});
});
