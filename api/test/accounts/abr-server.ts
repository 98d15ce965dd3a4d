// A stand-in for the Australian Business Register's JSON services on the loopback: it answers
// AbnDetails.aspx with the answer files of test/fixtures/abr/, chosen by the ABN asked about
// (there is no internet here, and a test must not depend on the register). Each request is noted,
// so a test can see what the API sent.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/abr');

/** A GUID in the form the ABR issues (the config refuses any other). */
export const TEST_ABR_GUID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** The ABNs of the fixtures (each passes the checksum), and what the register says of each. */
export const ABNS = {
  activeCompany: '53000419707',
  soleTrader: '53001045308',
  cancelled: '53001425420',
  notFound: '53001702585',
  garbled: '53002051021',
  slow: '53003658578',
  serverError: '53004284179',
} as const;

const FILES: Record<string, string> = {
  [ABNS.activeCompany]: 'active-company.jsonp',
  [ABNS.soleTrader]: 'sole-trader.jsonp',
  [ABNS.cancelled]: 'cancelled.jsonp',
  [ABNS.notFound]: 'not-found.jsonp',
  [ABNS.garbled]: 'garbled.txt',
  // Answers as an active company would, but only after SLOW_MS.
  [ABNS.slow]: 'active-company.jsonp',
};

/** How long the slow ABN's answer takes: far past any time limit a test sets. */
export const SLOW_MS = 10_000;

export interface AbrServer {
  /** The base URL, as ABR_URL takes it. */
  url: string;
  /** Every request's path and query. */
  requests: URL[];
  close(): Promise<void>;
}

/**
 * The fixture for `abn` asked with `guid`: a key other than TEST_ABR_GUID is refused whatever the
 * ABN, and an ABN without a fixture is not found, as the register would answer.
 */
function answerFor(abn: string, guid: string): string {
  const file = guid !== TEST_ABR_GUID ? 'wrong-guid.jsonp' : (FILES[abn] ?? 'not-found.jsonp');
  const text = readFileSync(path.join(FIXTURES, file), 'utf8');
  // The active company's record names its own ABN; the slow one is the same record for its own.
  return abn === ABNS.slow ? text.replace(ABNS.activeCompany, ABNS.slow) : text;
}

export async function startAbrServer(): Promise<AbrServer> {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const abn = url.searchParams.get('abn') ?? '';
    const guid = url.searchParams.get('guid') ?? '';
    if (url.pathname !== '/json/AbnDetails.aspx') {
      response.writeHead(404).end();
      return;
    }
    if (abn === ABNS.serverError) {
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>');
      return;
    }
    const send = () =>
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(answerFor(abn, guid));
    if (abn === ABNS.slow) {
      const timer = setTimeout(send, SLOW_MS);
      response.on('close', () => clearTimeout(timer));
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/json/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
