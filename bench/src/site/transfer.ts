// What Chromium itself says went over the network for each request of a page, from the DevTools
// protocol: the wire status (304 for a revalidation), whether the answer came from the HTTP cache
// without a request, the content-encoding sent, and the encoded body bytes received.
//
// Body bytes are `Network.loadingFinished.encodedDataLength` (everything received for the
// request, headers included) minus the raw response headers of `responseReceivedExtraInfo`:
// for a 304 that is 0, for a cache hit the whole count is 0. Chromium's own sum of
// `Network.dataReceived.encodedDataLength` is kept beside it as a cross-check.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export interface Transfer {
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font… */
  type: string;
  mimeType: string;
  /** Status on the wire: 304 when a cached copy was revalidated. 0 when the request failed. */
  status: number;
  /** Answered from the HTTP cache (memory or disk) without asking the server. */
  fromCache: boolean;
  /** `content-encoding` of the response, '' when none (identity). */
  encoding: string;
  /** Response headers plus encoded body, as Chromium counted them. */
  transferBytes: number;
  /** Encoded body bytes received over the network (0 for a 304 or a cache hit). */
  bodyBytes: number;
  /** Chromium's sum of dataReceived.encodedDataLength, the same body count taken another way. */
  dataReceivedBytes: number;
  failed: boolean;
}

interface Pending {
  url: string;
  type: string;
  mimeType: string;
  status: number;
  fromCache: boolean;
  encoding: string;
  headersBytes?: number;
  wireStatus?: number;
  dataReceivedBytes: number;
}

export function isJavaScript(t: Pick<Transfer, 'type' | 'mimeType' | 'url'>): boolean {
  return t.type === 'Script' || /javascript|ecmascript/.test(t.mimeType);
}

export interface TransferRecorder {
  /** Every finished or failed request so far, in the order they ended. */
  transfers(): Transfer[];
  stop(): Promise<void>;
}

/** Starts recording a page's requests; call before the navigation. */
export async function recordTransfers(
  context: BrowserContext,
  page: Page,
): Promise<TransferRecorder> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const pending = new Map<string, Pending>();
  // responseReceivedExtraInfo may arrive before or after responseReceived.
  const extra = new Map<string, { status: number; headersBytes: number }>();
  // Under load Chromium can report the raw headers after loadingFinished: such a transfer waits
  // here for them, and its body is corrected when they arrive (else it would count the headers).
  const awaitingHeaders = new Map<string, Transfer>();
  const done: Transfer[] = [];

  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the request id: the hop that ends here is not counted as a transfer body.
    pending.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? 'Other',
      mimeType: '',
      status: 0,
      fromCache: false,
      encoding: '',
      dataReceivedBytes: 0,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const p = pending.get(e.requestId);
    if (p) p.fromCache = true;
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const info = {
      status: e.statusCode,
      // Raw HTTP/1.1 header block; without it, an estimate from the parsed headers.
      headersBytes:
        e.headersText !== undefined
          ? Buffer.byteLength(e.headersText)
          : Object.entries(e.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0),
    };
    const p = pending.get(e.requestId);
    const finished = awaitingHeaders.get(e.requestId);
    if (p) {
      p.wireStatus = info.status;
      p.headersBytes = info.headersBytes;
    } else if (finished) {
      awaitingHeaders.delete(e.requestId);
      finished.status = info.status;
      finished.bodyBytes = Math.max(0, finished.transferBytes - info.headersBytes);
    } else extra.set(e.requestId, info);
  });
  cdp.on('Network.responseReceived', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    p.type = e.type;
    p.mimeType = e.response.mimeType;
    p.status = e.response.status;
    p.encoding = headers['content-encoding'] ?? '';
    p.fromCache ||= e.response.fromDiskCache === true || e.response.fromPrefetchCache === true;
    const info = extra.get(e.requestId);
    if (info) {
      p.wireStatus = info.status;
      p.headersBytes = info.headersBytes;
      extra.delete(e.requestId);
    }
  });
  cdp.on('Network.dataReceived', (e) => {
    const p = pending.get(e.requestId);
    if (p) p.dataReceivedBytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    pending.delete(e.requestId);
    const transferBytes = p.fromCache ? 0 : e.encodedDataLength;
    const transfer: Transfer = {
      url: p.url,
      type: p.type,
      mimeType: p.mimeType,
      status: p.wireStatus ?? p.status,
      fromCache: p.fromCache,
      encoding: p.encoding,
      transferBytes,
      bodyBytes: Math.max(0, transferBytes - (p.headersBytes ?? 0)),
      dataReceivedBytes: p.fromCache ? 0 : p.dataReceivedBytes,
      failed: false,
    };
    done.push(transfer);
    if (p.headersBytes === undefined && !p.fromCache) awaitingHeaders.set(e.requestId, transfer);
  });
  cdp.on('Network.loadingFailed', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    pending.delete(e.requestId);
    done.push({
      url: p.url,
      type: p.type,
      mimeType: p.mimeType,
      status: 0,
      fromCache: p.fromCache,
      encoding: p.encoding,
      transferBytes: 0,
      bodyBytes: 0,
      dataReceivedBytes: 0,
      failed: true,
    });
  });
  await cdp.send('Network.enable');
  return {
    transfers: () => [...done],
    stop: () => cdp.detach(),
  };
}
