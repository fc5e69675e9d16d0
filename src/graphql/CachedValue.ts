// A single value shared by every request of the process, fetched at most once per TTL, with
// concurrent callers joined onto one fetch (single flight). A failed fetch is not cached.
export class CachedValue<T> {
  private value: { data: T; expiresAt: number } | undefined;
  private inflight: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.value && this.value.expiresAt > this.now()) return Promise.resolve(this.value.data);
    this.inflight ??= this.load().then(
      (data) => {
        this.value = { data, expiresAt: this.now() + this.ttlMs };
        this.inflight = undefined;
        return data;
      },
      (error: unknown) => {
        this.value = undefined;
        this.inflight = undefined;
        throw error;
      },
    );
    return this.inflight;
  }
}
