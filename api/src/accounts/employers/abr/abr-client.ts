// The Australian Business Register's web service, asked about one ABN at a time:
// GET {ABR_URL}AbnDetails.aspx?abn=…&callback=…&guid=… (abr-answer.ts reads the answer). Each call
// has a time limit and a cap on the answer's size, so a slow or broken register costs a lookup,
// never a worker. The key (the GUID) is in the URL: no error message and no log line carries the
// URL, so none carries the key.
import { AbrError, readAbnDetails, type AbnAnswer } from './abr-answer';

/** How long one call may take, the answer included. */
export const ABR_TIMEOUT_MS = 5000;
/** An ABN record is a few hundred bytes; far more than this is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** The callback the answer is wrapped in (JSONP). */
const CALLBACK = 'abrAnswer';

export interface AbnRegister {
  /** The register's answer about `abn` (11 digits); throws an AbrError when there is none. */
  lookUp(abn: string): Promise<AbnAnswer>;
}

export interface AbrClientOptions {
  guid: string;
  /** The JSON services' base, ending in '/'. */
  url: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The body as text, refused past `max` bytes. */
async function readCapped(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new AbrError('garbled', `The answer is larger than ${max} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What went wrong with the call itself, in words that name no URL. */
function callProblem(error: unknown): AbrError {
  if (error instanceof AbrError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new AbrError('timeout', 'The register did not answer in time');
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return new AbrError('unreachable', `The register could not be reached${code}`);
}

export function abrClient(options: AbrClientOptions): AbnRegister {
  const { guid, timeoutMs = ABR_TIMEOUT_MS, fetchImpl = fetch } = options;
  // The register's own words may quote what it was sent; the key never goes further.
  const withoutKey = (error: AbrError) =>
    new AbrError(error.problem, error.message.replaceAll(guid, '[ABR_GUID]'));
  return {
    async lookUp(abn) {
      const url = new URL('AbnDetails.aspx', options.url);
      url.search = new URLSearchParams({ abn, callback: CALLBACK, guid }).toString();
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetchImpl(url, { signal, headers: { accept: 'text/javascript' } });
        if (!response.ok) {
          await response.body?.cancel();
          throw new AbrError('unreachable', `The register answered HTTP ${response.status}`);
        }
        return readAbnDetails(await readCapped(response, MAX_ANSWER_BYTES), abn, CALLBACK);
      } catch (error) {
        throw withoutKey(callProblem(error));
      }
    },
  };
}
