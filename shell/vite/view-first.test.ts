import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_ATTRIBUTE, PAGE_MODULES_ID, SERVER_VIEW_ID } from 'shared-kit';
import {
  BOOT_PREAMBLE,
  HELD_TAP,
  MODULES_ID,
  PRELOADS_PER_TASK,
  VIEW_ID,
  renamedFor,
  withViewFirst,
} from './view-first';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

/** The preamble as the bootstrap runs it, in its async function: build-time text, run here. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runPreamble = new Function(`return (async () => {
${BOOT_PREAMBLE}
})();`) as () => Promise<void>;

describe("the shell's bootstrap", () => {
  it('puts the preamble before anything is loaded', () => {
    const bootstrap = `const x = 1;\n(async () => {\n  const init = await import("./hostInit.js");\n})();`;
    const patched = withViewFirst(bootstrap);
    expect(patched.indexOf(BOOT_PREAMBLE)).toBeGreaterThan(patched.indexOf('(async () => {'));
    expect(patched.indexOf(BOOT_PREAMBLE)).toBeLessThan(patched.indexOf('import("./hostInit.js")'));
  });

  it('names the bootstrap by its new source: a changed preamble is a new immutable file', () => {
    const name = 'assets/mf-entry-bootstrap-0-993d80b5.js';
    expect(renamedFor(name, 'a')).toMatch(/^assets\/mf-entry-bootstrap-0-[0-9a-f]{8}\.js$/);
    expect(renamedFor(name, 'a')).not.toBe(name);
    expect(renamedFor(name, 'a')).not.toBe(renamedFor(name, 'b'));
  });

  it('fails the build when the federation plugin writes another shape', () => {
    expect(() => withViewFirst('import("./hostInit.js");')).toThrow(/changed shape/);
  });

  it("holds a tap on the server's view for the app, and waits for a painted frame", async () => {
    expect([VIEW_ID, HELD_TAP, MODULES_ID]).toEqual([
      SERVER_VIEW_ID,
      HELD_TAP_ATTRIBUTE,
      PAGE_MODULES_ID,
    ]);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MODULES_ID}">["/assets/a.js","http://localhost:4102/r/remoteEntry.js"]</script><main><div id="${SERVER_VIEW_ID}"><button>Save job</button><p><button>Search</button></p></div></main>`;
    await runPreamble();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelectorAll('button')[1]?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(document.getElementById(SERVER_VIEW_ID)?.getAttribute(HELD_TAP_ATTRIBUTE)).toBe('1');
    // Once painted, the page's modules are asked for at once.
    const preloads = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ];
    expect(
      preloads.map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]),
    ).toEqual([
      ['/assets/a.js', ''],
      ['http://localhost:4102/r/remoteEntry.js', ''],
    ]);
  });

  it('starts the preloads a few per task, in their order', async () => {
    const modules = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/m${i}.js`);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(modules)}</script>`;
    const yields: number[] = [];
    const setTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation((handler, ms) => {
      yields.push(document.head.querySelectorAll('link[rel="modulepreload"]').length);
      return setTimeout(handler, ms);
    });
    await runPreamble();
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(modules);
    // The wait for the painted frame, then a task boundary after each batch.
    expect(yields).toEqual([0, PRELOADS_PER_TASK, 2 * PRELOADS_PER_TASK]);
  });
});
