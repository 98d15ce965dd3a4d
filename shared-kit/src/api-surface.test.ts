// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  compareSurfaces,
  computeSurface,
  kitVersion,
  readSurfaceFile,
  requiredBump,
  versionStep,
} from '../api-surface.mjs';

describe("shared-kit's recorded surface", () => {
  it('matches what the kit exports, at the version in package.json', { timeout: 60_000 }, () => {
    const recorded = readSurfaceFile();
    const diff = compareSurfaces(recorded.exports, computeSurface());
    expect(
      diff,
      "shared-kit's exports changed: run `npm run kit:surface` (it says which version step the change needs; docs/shared-kit-versions.md)",
    ).toEqual({ added: [], removed: [], changed: [] });
    expect(recorded.version, 'api-surface.json records the version in package.json').toBe(
      kitVersion(),
    );
  });
});

describe('the version step a change needs', () => {
  it('is major for a removed export, minor for an added or changed one, none otherwise', () => {
    expect(requiredBump(compareSurfaces({ a: '1', b: '2' }, { a: '1' }))).toBe('major');
    expect(requiredBump(compareSurfaces({ a: '1' }, { a: '3' }))).toBe('minor');
    expect(requiredBump(compareSurfaces({ a: '1' }, { a: '1', c: '4' }))).toBe('minor');
    expect(requiredBump(compareSurfaces({ a: '1' }, { a: '1' }))).toBe('none');
  });

  it('reads the step between two versions numerically', () => {
    expect(versionStep('2.0.0', '3.0.0')).toBe('major');
    expect(versionStep('2.9.0', '2.10.0')).toBe('minor');
    expect(versionStep('2.0.0', '2.0.1')).toBe('patch');
    expect(versionStep('2.1.0', '2.1.0')).toBe('none');
    expect(versionStep('2.1.0', '2.0.9')).toBe('down');
  });
});
