// The offline GraphQL sandbox (GET /graphql in a browser): a query editor, variables, a Run
// button, the result, and a schema browser from introspection. It talks to the endpoint on
// our own origin with a JSON POST, which Apollo's CSRF prevention accepts.
import { element } from './element';
import { SCHEMA_QUERY, type SchemaOverview } from './introspection';
import { mountSchemaBrowser } from './mountSchemaBrowser';
import { STYLES } from './sandboxStyles';

const EXAMPLE = `query Programme($locale: Locale!) {
  events(locale: $locale, pageSize: 5) {
    totalCount
    items { id title startsAt room { name } }
  }
}`;
const EXAMPLE_VARIABLES = '{\n  "locale": "EN"\n}';
const STORAGE_KEY = 'graphql-sandbox';

interface GraphQLAnswer {
  data?: unknown;
  errors?: { message: string }[];
}

async function post(endpoint: string, query: string, variables: Record<string, unknown>): Promise<{ status: number; body: GraphQLAnswer | string }> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as GraphQLAnswer };
  } catch {
    return { status: response.status, body: text };
  }
}

function readSaved(): { query: string; variables: string } {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { query?: unknown; variables?: unknown } | null;
    if (saved && typeof saved.query === 'string' && typeof saved.variables === 'string') return { query: saved.query, variables: saved.variables };
  } catch {
    // storage unavailable or foreign: start with the example
  }
  return { query: EXAMPLE, variables: EXAMPLE_VARIABLES };
}

/** Variables as an object, or the reason they are not one. */
export function parseVariables(text: string): { variables: Record<string, unknown> } | { problem: string } {
  if (!text.trim()) return { variables: {} };
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'Variables must be a JSON object.' };
    return { variables: value as Record<string, unknown> };
  } catch (error) {
    return { problem: `Variables are not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export function mountSandbox(root: HTMLElement, endpoint: string): void {
  const saved = readSaved();
  const query = element('textarea', { style: STYLES.editor, attributes: { id: 'sandbox-query', rows: '18', spellcheck: 'false' } });
  query.value = saved.query;
  const variables = element('textarea', { style: STYLES.editor, attributes: { id: 'sandbox-variables', rows: '6', spellcheck: 'false' } });
  variables.value = saved.variables;
  const run = element('button', { style: STYLES.run, attributes: { type: 'button' } }, 'Run');
  const status = element('span', { style: STYLES.status, attributes: { role: 'status' } });
  const result = element('pre', { style: STYLES.result, attributes: { 'aria-labelledby': 'sandbox-result-label', 'data-testid': 'sandbox-result' } });
  const schema = element('div', {}, element('p', { style: STYLES.hint }, 'Loading the schema…'));

  const save = () => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ query: query.value, variables: variables.value }));
    } catch {
      // private mode: nothing to keep
    }
  };

  const execute = async () => {
    const parsed = parseVariables(variables.value);
    if ('problem' in parsed) {
      status.textContent = '';
      result.textContent = parsed.problem;
      return;
    }
    run.disabled = true;
    run.textContent = 'Running…';
    const started = performance.now();
    try {
      const { status: code, body } = await post(endpoint, query.value, parsed.variables);
      status.textContent = `HTTP ${code} in ${Math.round(performance.now() - started)} ms`;
      result.textContent = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
    } catch (error) {
      status.textContent = '';
      result.textContent = `The request failed: ${String(error)}`;
    } finally {
      run.disabled = false;
      run.textContent = 'Run';
    }
  };

  run.addEventListener('click', () => void execute());
  for (const editor of [query, variables]) {
    editor.addEventListener('input', save);
    editor.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        void execute();
      }
    });
  }

  root.replaceChildren(
    element(
      'main',
      { style: STYLES.page },
      element('header', { style: STYLES.header }, element('h1', { style: STYLES.title }, 'GraphQL sandbox'), element('span', { style: STYLES.hint }, `POST ${endpoint} · Ctrl+Enter runs the query`)),
      element(
        'div',
        { style: STYLES.panes },
        element(
          'div',
          { style: STYLES.column },
          element('label', { style: STYLES.label, attributes: { for: 'sandbox-query' } }, 'Query'),
          query,
          element('label', { style: STYLES.label, attributes: { for: 'sandbox-variables' } }, 'Variables (JSON)'),
          variables,
          run,
        ),
        element('div', { style: STYLES.column }, element('span', { style: STYLES.label, attributes: { id: 'sandbox-result-label' } }, 'Result'), status, result),
      ),
      element('section', { style: STYLES.schema, attributes: { 'aria-label': 'Schema' } }, element('h2', { style: STYLES.title }, 'Schema'), schema),
    ),
  );

  post(endpoint, SCHEMA_QUERY, {})
    .then(({ body }) => {
      if (typeof body !== 'string' && typeof body.data === 'object' && body.data !== null && '__schema' in body.data) {
        mountSchemaBrowser(schema, (body.data as { __schema: SchemaOverview }).__schema);
        return;
      }
      const message = typeof body === 'string' ? body : (body.errors?.[0]?.message ?? 'no schema');
      schema.replaceChildren(element('p', { style: STYLES.error }, `The schema is not available: ${message} (introspection is switched by GRAPHQL_INTROSPECTION).`));
    })
    .catch((error: unknown) => {
      schema.replaceChildren(element('p', { style: STYLES.error }, `The schema could not be loaded: ${String(error)}`));
    });
}
