// What Chromium says went over the network for each request of a page, from a DevTools-protocol
// session: the wire status (304 for a revalidation), whether the HTTP cache answered without a
// request, and the encoded body bytes received (compressed when the server compressed).
//
// Body bytes = `Network.loadingFinished.encodedDataLength` minus the raw response headers
// (`responseReceivedExtraInfo.headersText`): 0 for a 304, and a cache hit counts nothing.
// Playwright's `request.sizes()` is not used: it reports a revalidated response as a 200 and a
// cache hit's body as minus its header size. The bench measures the same way
// (bench/src/site/transfer.ts, whose test checks it against a server with known bytes).
import type { BrowserContext, Page } from '@playwright/test';

export interface Transfer {
  url: string;
  /** CDP resource type: Document, Script, Fetch… */
  type: string;
  mimeType: string;
  /** Status on the wire (304 when revalidated); 0 when the request failed. */
  status: number;
  fromCache: boolean;
  /** Encoded body bytes received over the network. */
  bodyBytes: number;
}

export const isJavaScript = (t: Transfer) =>
  t.type === 'Script' || /javascript|ecmascript/.test(t.mimeType);

/** Carried a body over the network: not a cache hit, not a 304, not failed. */
export const carriedBody = (t: Transfer) =>
  !t.fromCache && t.status !== 304 && t.status !== 0 && t.bodyBytes > 0;

/** A remote's entry script, the one JavaScript file a release changes at the same address. */
export const isEntryScript = (url: string) =>
  new URL(url).pathname.split('/').pop() === 'remoteEntry.js';

/** Loads `url` in a new tab of `context` until the network is idle; every network request. */
export async function loadAndRecord(
  context: BrowserContext,
  url: string,
  ready?: (page: Page) => Promise<void>,
): Promise<Transfer[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  type Open = Transfer & { headersBytes?: number };
  const open = new Map<string, Open>();
  const early = new Map<string, { status: number; headersBytes: number }>();
  // Under load Chromium can report the raw headers after loadingFinished: such a transfer waits
  // here, with its full encoded length, and its body is corrected when they arrive.
  const awaitingHeaders = new Map<string, { transfer: Transfer; encodedBytes: number }>();
  const done: Transfer[] = [];
  const finish = (id: string, update: (t: Open) => Transfer) => {
    const t = open.get(id);
    if (!t) return;
    open.delete(id);
    done.push(update(t));
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    open.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? 'Other',
      mimeType: '',
      status: 0,
      fromCache: false,
      bodyBytes: 0,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const t = open.get(e.requestId);
    if (t) t.fromCache = true;
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const info = { status: e.statusCode, headersBytes: Buffer.byteLength(e.headersText ?? '') };
    const t = open.get(e.requestId);
    const late = awaitingHeaders.get(e.requestId);
    if (t && t.status !== 0) Object.assign(t, info);
    else if (late) {
      awaitingHeaders.delete(e.requestId);
      late.transfer.status = info.status;
      late.transfer.bodyBytes = Math.max(0, late.encodedBytes - info.headersBytes);
    } else early.set(e.requestId, info);
  });
  cdp.on('Network.responseReceived', (e) => {
    const t = open.get(e.requestId);
    if (!t) return;
    t.type = e.type;
    t.mimeType = e.response.mimeType;
    t.status = e.response.status;
    t.fromCache ||= e.response.fromDiskCache === true;
    const info = early.get(e.requestId);
    if (info) Object.assign(t, info);
    early.delete(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) =>
    finish(e.requestId, ({ headersBytes, ...t }) => {
      const transfer = {
        ...t,
        bodyBytes: t.fromCache ? 0 : Math.max(0, e.encodedDataLength - (headersBytes ?? 0)),
      };
      if (headersBytes === undefined && !t.fromCache)
        awaitingHeaders.set(e.requestId, { transfer, encodedBytes: e.encodedDataLength });
      return transfer;
    }),
  );
  cdp.on('Network.loadingFailed', (e) =>
    finish(e.requestId, ({ headersBytes: _, ...t }) => ({ ...t, status: 0, bodyBytes: 0 })),
  );
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready?.(page);
  await cdp.detach();
  await page.close();
  return done.filter((t) => /^https?:/.test(t.url));
}
