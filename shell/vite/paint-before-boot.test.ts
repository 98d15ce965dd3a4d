import { describe, expect, it } from 'vitest';
import { WAIT_FOR_PAINT, withPaintFirst } from './paint-before-boot';

describe("the shell's bootstrap", () => {
  it('waits for the page to be painted before it loads anything', () => {
    const bootstrap = `const x = 1;\n(async () => {\n  const init = await import("./hostInit.js");\n})();`;
    const patched = withPaintFirst(bootstrap);
    expect(patched.indexOf(WAIT_FOR_PAINT)).toBeGreaterThan(patched.indexOf('(async () => {'));
    expect(patched.indexOf(WAIT_FOR_PAINT)).toBeLessThan(
      patched.indexOf('import("./hostInit.js")'),
    );
  });

  it('fails the build when the federation plugin writes another shape', () => {
    expect(() => withPaintFirst('import("./hostInit.js");')).toThrow(/changed shape/);
  });
});
