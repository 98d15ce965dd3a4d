// Per-page figures from Chromium's transfer records (transfer.ts): what a visit cost on the wire.
import { classify } from './classify';
import { isJavaScript, type Transfer } from './transfer';

export interface VisitFigures {
  /** Encoded JavaScript body bytes received, by package (classify.ts). */
  jsBytesByGroup: Record<string, number>;
  /** Encoded JavaScript body bytes received over the network. */
  jsBytes: number;
  /** JavaScript responses, wherever they came from (network, 304 or cache). */
  jsRequests: number;
  /** JavaScript answered from the HTTP cache without a request. */
  jsCacheHits: number;
  /** JavaScript revalidated: 304, no body. */
  jsRevalidated: number;
  /** JavaScript responses that carried a body, each with its encoded size. */
  jsBodies: { url: string; status: number; bytes: number; encoding: string }[];
  /** JavaScript bodies other than entry scripts (isEntryScript): 0 on a good repeat visit. */
  jsBodiesNotEntry: number;
  /** JavaScript responses that carried a body, by content-encoding ('identity' when none). */
  jsEncodings: Record<string, number>;
  /** Encoded body bytes of every response (documents, scripts, styles, API calls, images…). */
  allBytes: number;
  /** Every network request (data: and blob: URLs are not requests), cache hits included. */
  allRequests: number;
  /** Responses answered 304. */
  revalidated: number;
  /** Every response that carried a body, JavaScript or not: `status url bytes`. */
  bodies: { url: string; type: string; status: number; bytes: number }[];
}

/**
 * A remote's entry script: the one JavaScript file a release may change at the same address
 * (`remoteEntry.js`, at any path of any origin), so it is revalidated rather than immutable.
 * Every other script is content-hashed.
 */
export function isEntryScript(url: string): boolean {
  return new URL(url).pathname.split('/').pop() === 'remoteEntry.js';
}

export function summarise(transfers: Transfer[], ports: Record<string, string> = {}): VisitFigures {
  const requests = transfers.filter((t) => /^https?:/.test(t.url));
  const js = requests.filter(isJavaScript);
  const carried = (t: Transfer) => !t.failed && !t.fromCache && t.status !== 304 && t.bodyBytes > 0;
  const jsBytesByGroup: Record<string, number> = {};
  const jsEncodings: Record<string, number> = {};
  for (const t of js.filter(carried)) {
    const group = classify(t.url, ports);
    jsBytesByGroup[group] = (jsBytesByGroup[group] ?? 0) + t.bodyBytes;
    const encoding = t.encoding || 'identity';
    jsEncodings[encoding] = (jsEncodings[encoding] ?? 0) + 1;
  }
  const sum = (list: Transfer[]) => list.reduce((n, t) => n + t.bodyBytes, 0);
  return {
    jsBytesByGroup,
    jsBytes: sum(js.filter(carried)),
    jsRequests: js.length,
    jsCacheHits: js.filter((t) => t.fromCache).length,
    jsRevalidated: js.filter((t) => t.status === 304).length,
    jsBodies: js
      .filter(carried)
      .map((t) => ({ url: t.url, status: t.status, bytes: t.bodyBytes, encoding: t.encoding })),
    jsBodiesNotEntry: js.filter((t) => carried(t) && !isEntryScript(t.url)).length,
    jsEncodings,
    allBytes: sum(requests.filter(carried)),
    allRequests: requests.length,
    revalidated: requests.filter((t) => t.status === 304).length,
    bodies: requests
      .filter(carried)
      .map((t) => ({ url: t.url, type: t.type, status: t.status, bytes: t.bodyBytes })),
  };
}

/**
 * What a repeat visit fetched with a body, in a few words: entry files by name, API calls
 * counted, anything else by file name (`remotes.json, 8 API calls`).
 */
export function describeBodies(bodies: VisitFigures['bodies']): string {
  const names: string[] = [];
  let api = 0;
  for (const b of bodies) {
    const { pathname } = new URL(b.url);
    if (pathname.startsWith('/api/')) api += 1;
    else
      names.push(
        b.type === 'Document' ? `${pathname} (document)` : (pathname.split('/').pop() ?? pathname),
      );
  }
  if (api > 0) names.push(`${api} API call${api === 1 ? '' : 's'}`);
  return names.length > 0 ? names.join(', ') : 'nothing';
}
