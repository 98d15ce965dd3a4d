// A file a remote's release publishes beside its remoteEntry.js (its build manifest, its screens),
// fetched from the remote's origin as the browser would, and remembered for a minute per entry:
// a page never waits longer than it is told to, a known answer is refreshed in the background,
// and a failure keeps the last good answer.

const TTL_MS = 60_000;
const TIMEOUT_MS = 1_500;
const RETRY_MS = 5_000;

type Known<T> = { value: T | undefined; at: number };

/**
 * @param file The file's path relative to the entry.
 * @param read Makes the answer from the file's JSON, or its text when `format` is 'text' (throws
 *   when it is not what is expected).
 * @param fallback The answer when the file cannot be read and no good answer is known.
 * @param onFailure Told each time the file cannot be fetched or read.
 */
export function createReleaseFile<T>(
  file: string,
  read: (data: unknown, entry: string) => T,
  fallback: (entry: string) => T | undefined,
  fetchImpl: typeof fetch = fetch,
  onFailure: (entry: string, error: unknown) => void = () => {},
  format: 'json' | 'text' = 'json',
) {
  const known = new Map<string, Known<T>>();
  const pending = new Map<string, Promise<T | undefined>>();

  async function load(entry: string): Promise<T> {
    const url = new URL(file, entry);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
    return read(format === 'text' ? await response.text() : await response.json(), entry);
  }

  /** The answer for an entry; waits at most `waitMs` for one not yet known. */
  async function get(entry: string, waitMs = 300): Promise<T | undefined> {
    const cached = known.get(entry);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value ?? fallback(entry);
    let request = pending.get(entry);
    if (!request) {
      request = load(entry)
        .then((value) => {
          known.set(entry, { value, at: Date.now() });
          return value;
        })
        .catch((error: unknown) => {
          onFailure(entry, error);
          const last = known.get(entry)?.value;
          // Asked again after a few seconds, not a minute: the remote may be starting.
          known.set(entry, { value: last, at: Date.now() - TTL_MS + RETRY_MS });
          return last ?? fallback(entry);
        })
        .finally(() => pending.delete(entry));
      pending.set(entry, request);
    }
    if (cached?.value !== undefined) return cached.value;
    const timeout = new Promise<T | undefined>((done) =>
      setTimeout(() => done(fallback(entry)), waitMs).unref(),
    );
    return Promise.race([request, timeout]);
  }

  return { get };
}
