// A bounded in-process store: at most `maxEntries` entries and about `maxBytes` of keys and
// values; the least recently used entry goes first. Entries carry their own expiry, read
// against an injected clock so tests can move time.
export interface LruStoreOptions<V> {
  maxEntries: number;
  maxBytes: number;
  /**
   * The length of the text a value stands for (a string's own length; an upstream answer's
   * body): the size bound counts that text, not the objects made from it.
   */
  lengthOf: (value: V) => number;
  now?: () => number;
}

interface Slot<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

/** JavaScript strings are UTF-16: two bytes per code unit is the honest in-memory estimate. */
function sizeOf(key: string, valueLength: number): number {
  return 2 * (key.length + valueLength);
}

export class LruStore<V> {
  // A Map iterates in insertion order: re-inserting on read makes the first key the LRU one.
  private readonly slots = new Map<string, Slot<V>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: LruStoreOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expiresAt <= this.now()) {
      this.remove(key, slot);
      return undefined;
    }
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    const existing = this.slots.get(key);
    if (existing) this.remove(key, existing);
    const bytes = sizeOf(key, this.options.lengthOf(value));
    // One value larger than the whole budget would evict everything and still not fit.
    if (ttlMs <= 0 || bytes > this.options.maxBytes) return;
    this.slots.set(key, { value, expiresAt: this.now() + ttlMs, bytes });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.slots) {
      if (this.slots.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  delete(key: string): boolean {
    const slot = this.slots.get(key);
    if (!slot) return false;
    this.remove(key, slot);
    return true;
  }

  deleteByPrefix(prefixes: readonly string[]): number {
    let removed = 0;
    for (const [key, slot] of this.slots) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) {
        this.remove(key, slot);
        removed += 1;
      }
    }
    return removed;
  }

  private remove(key: string, slot: Slot<V>): void {
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }
}
