// A remote that imports one module of the contract carries that module's entries and their
// schemas, and no other module's: each module is built here as a remote's bundler builds it
// (esbuild, tree-shaking by `sideEffects: false` and the pure marks), calling every entry of the
// module, and the bundle must hold none of the paths of another module's entries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './common/endpoint';
import { endpoints } from './index';

const packageDir = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const groups = endpoints as unknown as Record<string, Record<string, Endpoint>>;

/** `./saved-jobs` → `savedJobs`: the table's group of a module subpath. */
const groupOf = (subpath: string) =>
  subpath.slice(2).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const modules = Object.keys(pkg.exports)
  .filter((subpath) => groupOf(subpath) in groups)
  .map((subpath) => ({ subpath, group: groupOf(subpath) }));

/** The JavaScript of a build whose only code names every entry of `group` from its subpath. */
async function bundleCalling(subpath: string, group: string): Promise<string> {
  const names = Object.keys(groups[group] ?? {});
  const file = join(packageDir, pkg.exports[subpath] ?? '');
  const result = await build({
    stdin: {
      contents:
        `import { ${group} } from ${JSON.stringify(file)};\n` +
        `export const called = [${names.map((name) => `${group}.${name}`).join(', ')}];\n`,
      resolveDir: packageDir,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  return result.outputFiles.map((output) => output.text).join('\n');
}

describe('a build that imports one module', () => {
  it.each(modules)('$subpath carries its own entries and no other module’s', async (module) => {
    const code = await bundleCalling(module.subpath, module.group);
    const own = Object.values(groups[module.group] ?? {}).map((entry) => entry.path);
    const others = Object.entries(groups)
      .filter(([group]) => group !== module.group)
      .flatMap(([, entries]) => Object.values(entries).map((entry) => entry.path))
      .filter((path) => !own.includes(path));
    const quoted = (path: string) => code.includes(`"${path}"`) || code.includes(`'${path}'`);
    expect(own.filter((path) => !quoted(path))).toEqual([]);
    expect(others.filter(quoted)).toEqual([]);
  });
});
