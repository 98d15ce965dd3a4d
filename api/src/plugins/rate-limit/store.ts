// Fixed-window counters behind one small interface: in memory for a single process, Redis when
// several replicas must share them (REDIS_URL).
export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` in a window of `windowMs` that starts at the first hit. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes back one hit (a login that succeeded does not count as a failure). */
  undo(key: string): Promise<void>;
  close(): Promise<void>;
}
