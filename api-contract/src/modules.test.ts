// The contract is cut along the API's modules: each folder is a subpath of the package that a
// remote imports alone, and its endpoint entries are the table's group of the same name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from './index';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** The module subpaths: every export but the root, the shared primitives and the test data. */
const moduleSubpaths = Object.keys(pkg.exports).filter(
  (subpath) => !['.', './common', './testing'].includes(subpath),
);

/** `./saved-jobs` → `savedJobs`: the name of a module's namespace of entries. */
const namespaceOf = (subpath: string) =>
  subpath.slice(2).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('modules', () => {
  it('has a subpath for each group of the endpoint table, and no other', () => {
    expect(moduleSubpaths.map(namespaceOf).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(moduleSubpaths)('%s exports its entries as the table names them', async (subpath) => {
    const file = join(import.meta.dirname, '..', pkg.exports[subpath] ?? '');
    const module = (await import(file)) as Record<string, unknown>;
    const group = namespaceOf(subpath);
    expect(module[group]).toBe(endpoints[group as keyof typeof endpoints]);
  });
});
