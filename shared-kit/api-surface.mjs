// The public surface of shared-kit as the remotes see it at run time: every export of its root
// module (the one Module Federation shares), each with a fingerprint of its type. The committed
// api-surface.json records it with the kit's version, so a change to what the kit offers cannot
// land without a version that says so (docs/shared-kit-versions.md). Plain JavaScript: the test and
// the update command both run it in Node.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const kitDir = dirname(fileURLToPath(import.meta.url));
export const SURFACE_FILE = join(kitDir, 'api-surface.json');
const ENTRY = join(kitDir, 'src', 'index.ts');

export function kitVersion() {
  return JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')).version;
}

function compilerOptions() {
  const configPath = join(kitDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, kitDir).options;
}

const PRINT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.UseFullyQualifiedType;

/** What one export is, printed the same way on every machine (no absolute paths). */
function describe(checker, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const decl = target.declarations?.[0];
  const parts = [];
  if (target.flags & ts.SymbolFlags.Value && decl) {
    parts.push(
      `value: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(target, decl), undefined, PRINT)}`,
    );
  }
  if (target.flags & ts.SymbolFlags.Type) {
    parts.push(
      `type: ${checker.typeToString(checker.getDeclaredTypeOfSymbol(target), undefined, PRINT)}`,
    );
  }
  // Types from other files print as import("<absolute path>"): keep the part that is the same on
  // every checkout (the kit's own src/ path, the contract's package path, or the package path after
  // node_modules).
  return parts
    .join('\n')
    .replaceAll(/import\("[^"]*?\/shared-kit\/src\//g, 'import("src/')
    .replaceAll(/import\("[^"]*?\/api-contract\/src\//g, 'import("api-contract/src/')
    .replaceAll(/import\("[^"]*\/node_modules\//g, 'import("');
}

/** Every export of the kit's root module with a short hash of its printed type, sorted by name. */
export function computeSurface() {
  const program = ts.createProgram([ENTRY], compilerOptions());
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(ENTRY));
  const exports = {};
  for (const symbol of checker
    .getExportsOfModule(moduleSymbol)
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const printed = describe(checker, symbol);
    exports[symbol.name] = createHash('sha256').update(printed).digest('hex').slice(0, 12);
  }
  return exports;
}

/** The names added, removed and changed between two surfaces. */
export function compareSurfaces(before, after) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const diff = { added: [], removed: [], changed: [] };
  for (const name of [...names].sort()) {
    if (!(name in before)) diff.added.push(name);
    else if (!(name in after)) diff.removed.push(name);
    else if (before[name] !== after[name]) diff.changed.push(name);
  }
  return diff;
}

/**
 * The smallest version step a surface change needs. Removing an export breaks every remote that
 * uses it (major). An added export, or a changed type, needs at least a minor step: a remote that
 * uses it needs a kit at least that new. Whether a changed type also breaks older callers (a new
 * required parameter, a narrower result) is the author's call: the fingerprint cannot tell a widened
 * type from a breaking one, so such a change is made major by hand (docs/shared-kit-versions.md).
 */
export function requiredBump(diff) {
  if (diff.removed.length) return 'major';
  if (diff.added.length || diff.changed.length) return 'minor';
  return 'none';
}

/** The step from one semver version to another: 'major', 'minor', 'patch', 'none' or 'down'. */
export function versionStep(from, to) {
  const [a, b] = [from, to].map((v) => v.split('.').map(Number));
  for (const [i, step] of ['major', 'minor', 'patch'].entries()) {
    if (b[i] > a[i]) return step;
    if (b[i] < a[i]) return 'down';
  }
  return 'none';
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3 };

export function readSurfaceFile() {
  return JSON.parse(readFileSync(SURFACE_FILE, 'utf8'));
}

/**
 * `npm run kit:surface`: records the current surface with the version in package.json, refusing
 * when the surface changed and the version did not step far enough.
 */
function update() {
  const recorded = readSurfaceFile();
  const current = computeSurface();
  const diff = compareSurfaces(recorded.exports, current);
  const needed = requiredBump(diff);
  const version = kitVersion();
  const step = versionStep(recorded.version, version);
  const list = (label, names) => (names.length ? `  ${label}: ${names.join(', ')}\n` : '');
  const summary =
    list('added', diff.added) + list('removed', diff.removed) + list('changed', diff.changed);
  if (step === 'down' || RANK[step] < RANK[needed]) {
    console.error(
      `shared-kit's surface changed since ${recorded.version}:\n${summary}` +
        `This needs a ${needed} version step; package.json says ${version}. ` +
        'Set the version in shared-kit/package.json and run this again.',
    );
    process.exit(1);
  }
  writeFileSync(SURFACE_FILE, `${JSON.stringify({ version, exports: current }, null, 2)}\n`);
  console.log(`shared-kit ${version}: surface recorded in ${SURFACE_FILE}\n${summary}`);
}

if (import.meta.url === `file://${process.argv[1]}`) update();
