import { afterEach, describe, expect, it } from 'vitest';
import { HELD_TAP_ATTRIBUTE, SERVER_VIEW_ID } from 'shared-kit';
import { BOOT_PREAMBLE, HELD_TAP, VIEW_ID, withViewFirst } from './view-first';

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the shell's bootstrap", () => {
  it('puts the preamble before anything is loaded', () => {
    const bootstrap = `const x = 1;\n(async () => {\n  const init = await import("./hostInit.js");\n})();`;
    const patched = withViewFirst(bootstrap);
    expect(patched.indexOf(BOOT_PREAMBLE)).toBeGreaterThan(patched.indexOf('(async () => {'));
    expect(patched.indexOf(BOOT_PREAMBLE)).toBeLessThan(patched.indexOf('import("./hostInit.js")'));
  });

  it('fails the build when the federation plugin writes another shape', () => {
    expect(() => withViewFirst('import("./hostInit.js");')).toThrow(/changed shape/);
  });

  it("holds a tap on the server's view for the app, and waits for a painted frame", async () => {
    expect([VIEW_ID, HELD_TAP]).toEqual([SERVER_VIEW_ID, HELD_TAP_ATTRIBUTE]);
    document.body.innerHTML = `<main><div id="${SERVER_VIEW_ID}"><button>Save job</button><p><button>Search</button></p></div></main>`;
    // The preamble as the bootstrap runs it, in its async function: build-time text, run here.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(`return (async () => {
${BOOT_PREAMBLE}
})();`) as () => Promise<void>;
    await run();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelectorAll('button')[1]?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(document.getElementById(SERVER_VIEW_ID)?.getAttribute(HELD_TAP_ATTRIBUTE)).toBe('1');
  });
});
