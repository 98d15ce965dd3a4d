// A screen's first view as HTML, made by its remote's own release: the release publishes a
// script beside its remoteEntry.js (shared-kit/screens.mjs, SERVER_RENDER_FILE) defining
// `serverRender.render(url)`, which renders the screen's components from the API's answers.
// The site server fetches it as it fetches the release's screens.json (release-file.ts: a remote
// that stops answering keeps its last good script, and a new release is picked up within a
// minute, with no release of the shell), and runs it in a context of its own: the web platform's
// globals and a `fetch` that can only GET the API as the page's visitor (page-fetch.ts), no
// Node module, no `eval`. A view that fails, takes too long, or was made from an answer the
// browser would not take as it is (a 5xx, a 429) is left out: the page is then sent as it was.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Script, createContext, type Context } from 'node:vm';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { SERVER_RENDER_FILE } from 'shared-kit/screens';
import type { PageFetch } from './page-fetch';
import { createReleaseFile } from './release-file';
import { reportOnce as once } from './report-once';

/** A screen's first view: its markup and the CSS its markup uses. */
export interface ServerView {
  html: string;
  css: string;
}

type RenderFunction = (url: string) => Promise<unknown>;

/** How long the release's script may take to set itself up (synchronous code). */
const SETUP_TIMEOUT_MS = 5_000;

/** The page whose render is running: the context's `fetch` asks the API for it. */
const currentPage = new AsyncLocalStorage<PageFetch>();

/** `fetch` inside the context: GET of the API only, answered through the current page. */
async function pageOnlyFetch(input: unknown, init?: { method?: string }): Promise<Response> {
  const page = currentPage.getStore();
  const url = typeof input === 'string' ? input : String(input);
  if (!page || (init?.method ?? 'GET').toUpperCase() !== 'GET')
    throw new TypeError('Only GET calls of the API are made while rendering on the server');
  const answer = await page.get(url);
  if (!answer) throw new TypeError('fetch failed');
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A MessageChannel whose ports do not keep the process alive (React's renderer makes one). */
class DetachedChannel extends MessageChannel {
  constructor() {
    super();
    for (const port of [this.port1, this.port2] as MessagePort[]) port.unref();
  }
}

const unrefTimeout = (handler: () => void, ms?: number) => setTimeout(handler, ms).unref();

/** What the script finds: the web platform's globals and nothing of Node's. */
function contextGlobals(log: (message: string) => void): Context {
  const say = (...parts: unknown[]) => log(parts.map(String).join(' ').slice(0, 500));
  return createContext(
    {
      fetch: pageOnlyFetch,
      Response,
      Headers,
      URL,
      URLSearchParams,
      TextEncoder,
      TextDecoder,
      AbortController,
      AbortSignal,
      MessageChannel: DetachedChannel,
      setTimeout: unrefTimeout,
      clearTimeout,
      queueMicrotask,
      structuredClone,
      console: { error: say, warn: say, log: () => {}, info: () => {}, debug: () => {} },
    },
    { codeGeneration: { strings: false, wasm: false } },
  );
}

/** Runs a release's script and finds its render function (throws when there is none). */
export function loadRenderScript(
  source: string,
  filename: string,
  log: (message: string) => void,
): RenderFunction {
  const context = contextGlobals(log);
  new Script(source, { filename }).runInContext(context, { timeout: SETUP_TIMEOUT_MS });
  const render = (context.serverRender as { render?: unknown } | undefined)?.render;
  if (typeof render !== 'function')
    throw new Error(`${filename} defines no serverRender.render function`);
  return render as RenderFunction;
}

function isView(value: unknown): value is ServerView {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerView).html === 'string' &&
    typeof (value as ServerView).css === 'string'
  );
}

export function createServerRender(
  fetchImpl: typeof fetch = fetch,
  report: (message: string) => void = (message) => console.error(message),
) {
  const reportOnce = once(report);
  const scripts = createReleaseFile<RenderFunction>(
    SERVER_RENDER_FILE,
    (source, entry) => {
      const filename = new URL(SERVER_RENDER_FILE, entry).href;
      return loadRenderScript(String(source), filename, (message) =>
        reportOnce(`${filename}: ${message}`),
      );
    },
    () => undefined,
    fetchImpl,
    (entry, error) =>
      reportOnce(
        `the server render beside ${entry} could not be loaded: ${(error as Error).message}`,
      ),
    'text',
  );

  /** Fetches the script of a release ahead of its first page. */
  function warm(entry: string): void {
    void scripts.get(entry, 0);
  }

  /**
   * The first view of the screen at `url` (a site path with its query) by the release at `entry`,
   * its API calls made through `page`; undefined when the release's script is not loaded yet, the
   * view is not ready by `deadline` (a Date.now() time), the render failed, or a call it made gave
   * an answer the browser would not take as it is.
   */
  async function render(
    entry: string,
    url: string,
    page: PageFetch,
    deadline: number,
  ): Promise<ServerView | undefined> {
    const run = await scripts.get(entry, Math.max(0, deadline - Date.now()));
    if (!run) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((done) => {
      timer = setTimeout(() => done(undefined), Math.max(0, deadline - Date.now()));
    });
    try {
      const view = await Promise.race([
        currentPage
          .run(page, () => run(url))
          .catch((error: unknown) => {
            reportOnce(`the server render of ${url.split('?')[0]} failed: ${String(error)}`);
            return undefined;
          }),
        late,
      ]);
      return isView(view) && !page.failed() ? view : undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return { warm, render };
}

export type ServerRender = ReturnType<typeof createServerRender>;
