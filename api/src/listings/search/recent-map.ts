// A map that keeps its most recently used entries: a read or a write makes an entry the newest,
// and the oldest goes when a new one would pass the size. A Map iterates in insertion order, so
// the oldest is its first key.
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly size: number) {}

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
