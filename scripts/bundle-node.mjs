// Compiles a Node service of the workspace (the API, the site server) into plain JavaScript for
// `node`, so nothing compiles TypeScript at run time (no tsx in production). One ESM file per entry,
// with a source map (run with --enable-source-maps: stack traces in logs point at the .ts lines).
// The package's own source and the workspace's TypeScript packages (api-contract, shared-kit) are
// bundled in; every other dependency stays an import resolved from node_modules as usual.
//
// Usage, from a package folder: node ../scripts/bundle-node.mjs <outdir> <name>=<entry.ts> ...
// The output folder sits at the same depth below the package as the entries' own folder, so the
// paths a module computes from import.meta.dirname (migrations, remotes.json) hold in both.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Workspace packages published as TypeScript source: compiled into the bundle. */
const SOURCE_PACKAGES = new Set(['api-contract', 'shared-kit']);

export async function bundleNode({ packageDir, outdir, entries }) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !SOURCE_PACKAGES.has(name),
  );
  // esbuild is a devDependency of each package that builds this way, not of the workspace root.
  const esbuild = createRequire(join(packageDir, 'package.json')).resolve('esbuild');
  const { build } = await import(pathToFileURL(esbuild).href);
  const out = resolve(packageDir, outdir);
  rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints: entries,
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // A marked external covers its subpaths too (drizzle-orm/pg-core).
    external,
    metafile: true,
    logLevel: 'warning',
  });
  return Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.mjs'))
    .map(([file, { bytes }]) => ({ file, bytes }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outdir, ...specs] = process.argv.slice(2);
  if (!outdir || specs.length === 0) {
    console.error('usage: node bundle-node.mjs <outdir> <name>=<entry.ts> ...');
    process.exit(2);
  }
  const entries = Object.fromEntries(specs.map((spec) => spec.split('=')));
  try {
    const outputs = await bundleNode({ packageDir: process.cwd(), outdir, entries });
    for (const { file, bytes } of outputs) console.log(`${file}  ${(bytes / 1024).toFixed(1)} KiB`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
