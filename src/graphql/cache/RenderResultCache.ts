// Results of the page renders' queries, reused for a moment (docs/CONVENTIONS.md "two caches" has the
// upstream answers; this sits on top of them). A page's queries are anonymous and depend only
// on their document and variables (locale, filter, first day): for a short TTL every render of
// the same page takes the same, frozen result instead of executing the schema again, which was
// about a tenth of a page's CPU. Only complete results (no errors, no stale answers) are kept; any invalidation of
// upstream answers (a staff edit, here or in another process) drops them all at once.
import { print, type DocumentNode } from 'graphql';
import { rememberJson } from '../../shared/knownJson';
import { stableJson } from '../../shared/stableJson';
import { deepFreeze } from './deepFreeze';
import { LruStore } from './LruStore';

export interface RenderResultCacheOptions {
  /** How long a result is reused. */
  ttlMs: number;
  maxEntries: number;
  /** About how many bytes of results (as JSON) are kept. */
  maxBytes: number;
  now?: () => number;
}

/** What an execution answers: GraphQL's result shape (graphql-js's, or a client library's copy of it). */
export interface OperationResult {
  readonly data?: unknown;
  readonly errors?: readonly unknown[] | undefined;
  /** `stale`: made of shared answers served past their TTL (never kept: the next render asks again). */
  readonly extensions?: { readonly stale?: unknown } | undefined;
}

interface Entry<R> {
  result: R;
  /** The result as JSON: its size, and what the page's data transport writes (knownJson). */
  json: string;
}

export class RenderResultCache<R extends OperationResult = OperationResult> {
  private readonly store: LruStore<Entry<R>>;
  /** Each document's printed text: equal documents are one operation, whichever object holds them. */
  private readonly printed = new WeakMap<DocumentNode, string>();
  /** Bumped by clear(): a result whose execution began before it is not kept. */
  private generation = 0;
  /**
   * Executions under way, by key. When a result expires under load, every render in flight
   * would execute the same operation at once (and ask the upstream for the same answers);
   * instead the first one executes and the others wait for its result.
   */
  private readonly running = new Map<string, Promise<R>>();
  /** Told when everything is dropped (what is made of these results goes too: server/ssr/PageHtmlCache). */
  private readonly clearListeners: (() => void)[] = [];

  constructor(private readonly options: RenderResultCacheOptions) {
    this.store = new LruStore<Entry<R>>({
      maxEntries: options.maxEntries,
      maxBytes: options.maxBytes,
      lengthOf: (entry) => entry.json.length,
      now: options.now,
    });
  }

  /** The key of one operation: its document's text and its variables. */
  keyOf(document: DocumentNode, variables: Record<string, unknown> | undefined): string {
    let text = this.printed.get(document);
    if (text === undefined) {
      text = print(document);
      this.printed.set(document, text);
    }
    return `${text}\n${stableJson(variables ?? {})}`;
  }

  get(key: string): Entry<R> | undefined {
    return this.store.get(key);
  }

  /** Taken before executing; `set` keeps the result only if nothing was invalidated since. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a complete result (deeply frozen: every render shares it) and returns what is kept. */
  set(key: string, result: R, begunAt: number): Entry<R> | undefined {
    if (begunAt !== this.generation || (result.errors && result.errors.length > 0) || !result.data || result.extensions?.stale)
      return undefined;
    const entry: Entry<R> = { result: deepFreeze(result), json: JSON.stringify(result) };
    // Every page that reuses it writes the same text into its data transport.
    rememberJson(entry.result, entry.json);
    this.store.set(key, entry, this.options.ttlMs);
    return entry;
  }

  /**
   * The result of `key` from an execution: the one under way for the same key if there is
   * one (begun after the last clear), else `execute`'s, which is kept when complete.
   */
  execute(key: string, execute: () => Promise<R>): Promise<R> {
    const running = this.running.get(key);
    if (running) return running;
    const begunAt = this.begin();
    const result = execute().then((value) => this.set(key, value, begunAt)?.result ?? value);
    this.running.set(key, result);
    const settled = () => {
      if (this.running.get(key) === result) this.running.delete(key);
    };
    result.then(settled, settled);
    return result;
  }

  clear(): void {
    this.generation += 1;
    // What runs now began before the invalidation: later renders execute afresh.
    this.running.clear();
    this.store.deleteByPrefix(['']);
    for (const listener of this.clearListeners) listener();
  }

  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** How long a result is reused. */
  get ttlMs(): number {
    return this.options.ttlMs;
  }

  get size(): number {
    return this.store.size;
  }
}
