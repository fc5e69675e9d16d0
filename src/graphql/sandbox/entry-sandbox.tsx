// The sandbox's browser entry: GraphiQL with its doc explorer, history and the explorer
// plugin, opening with one example tab per domain. A build of its own (esbuild.config.mjs),
// so none of this reaches a visitor's page. The server sends an empty shell (renderSandboxPage).
import './setupMonacoWorkers';
import { explorerPlugin } from '@graphiql/plugin-explorer';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSandboxFetcher } from './createSandboxFetcher';
import { SANDBOX_EXAMPLES } from './sandboxExamples';
import { SANDBOX_ROOT_ID } from './sandboxRoot';

/** GraphiQL's title of its doc explorer plugin (@graphiql/plugin-doc-explorer). */
const DOC_EXPLORER = 'Documentation Explorer';
/** Where GraphiQL keeps its tabs (@graphiql/toolkit's storage namespace and key). */
const STORED_TABS_KEY = 'graphiql:tabState';

/** Whether GraphiQL will start from its stored tabs rather than from ours. */
function hasStoredTabs(): boolean {
  try {
    return localStorage.getItem(STORED_TABS_KEY) !== null;
  } catch {
    return false;
  }
}

const root = document.getElementById(SANDBOX_ROOT_ID);
if (root) {
  const fetcher = createSandboxFetcher(root.dataset.endpoint ?? '/graphql');
  // Without introspection (GRAPHQL_INTROSPECTION=false) GraphiQL is told there is no schema
  // instead of asking for one that is refused; operations still run.
  const introspection = root.dataset.introspection !== 'false';
  const plugins = [HISTORY_PLUGIN, explorerPlugin()];
  // GraphiQL fills the first tab's query editor from defaultTabs but not its variables editor:
  // on a first visit they are given as its initial variables (later visits restore GraphiQL's own).
  const firstTab = hasStoredTabs() ? {} : { initialVariables: SANDBOX_EXAMPLES[0]?.variables ?? '' };
  createRoot(root).render(
    <StrictMode>
      <GraphiQL
        fetcher={fetcher}
        defaultTabs={SANDBOX_EXAMPLES.map((example) => ({ query: example.query, variables: example.variables }))}
        plugins={plugins}
        visiblePlugin={introspection ? DOC_EXPLORER : HISTORY_PLUGIN}
        defaultEditorToolsVisibility="variables"
        shouldPersistHeaders={false}
        {...firstTab}
        {...(introspection ? {} : { schema: null })}
      />
    </StrictMode>,
  );
}
