// npm test's check of the API's house (docs/architecture.md, "The API's modules"): every
// top-level folder or file of api/src has a row in LAYERS, and imports only the units its row
// lets it. The rows run from the entry down to the infrastructure and each may import only rows
// below it, so no cycle can form, and a module can be read, and changed, from the ones below it.
// A refused import is named with its file and the row it breaks. The table is also the one
// api/README.md shows ("Layout"): `node scripts/api-layout.mjs --write` writes it there, and the
// check fails while the two differ. The import graph is read from the sources' relative imports,
// the only kind the API uses between its own files.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's layers, top (the entry) to bottom (the infrastructure): each unit of api/src and the
 * units it may import, all of them below it. Each allowance is an import that exists: a new one is
 * a decision about the layers, taken here, and an allowance no file uses any more is refused too.
 */
export const LAYERS = [
  { unit: 'server.ts', imports: ['app.ts', 'config.ts', 'db', 'plugins'] },
  {
    unit: 'app.ts',
    imports: [
      'alerts',
      'saved-jobs',
      'applications',
      'listings',
      'accounts',
      'mail',
      'storage',
      'places',
      'logger.ts',
      'plugins',
      'db',
      'config.ts',
    ],
  },
  { unit: 'alerts', imports: ['listings', 'accounts', 'mail', 'places', 'plugins', 'db'] },
  { unit: 'saved-jobs', imports: ['listings', 'accounts', 'plugins', 'db'] },
  { unit: 'applications', imports: ['listings', 'accounts', 'mail', 'storage', 'plugins', 'db'] },
  // storage for one figure: an upload form's lifetime decides when its held slot is given back.
  { unit: 'listings', imports: ['accounts', 'mail', 'storage', 'places', 'plugins', 'db'] },
  { unit: 'accounts', imports: ['mail', 'plugins', 'db'] },
  { unit: 'mail', imports: ['plugins', 'db', 'config.ts'] },
  { unit: 'storage', imports: ['config.ts'] },
  { unit: 'places', imports: ['plugins'] },
  // plugins for the error serializer the error logs share.
  { unit: 'logger.ts', imports: ['plugins', 'config.ts'] },
  { unit: 'plugins', imports: ['db', 'config.ts'] },
  { unit: 'db', imports: ['config.ts'] },
  { unit: 'config.ts', imports: [] },
];

const TABLE_REF = 'the layer table of scripts/api-layout.mjs, api/README.md "Layout"';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The top-level part of a path under src: a folder name, or a file such as `app.ts`. */
const unitOf = (src, file) => relative(src, file).split(sep)[0];

/** Each import between two top-level units: { from, to, file, specifier, target }. */
export function unitImports(src) {
  const edges = [];
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const target = resolveImport(file, specifier);
      if (!target || relative(src, target).startsWith('..')) continue;
      const [from, to] = [unitOf(src, file), unitOf(src, target)];
      if (from !== to)
        edges.push({
          from,
          to,
          file: relative(src, file),
          specifier,
          target: relative(src, target),
        });
    }
  }
  return edges;
}

/** The problems of a layer table itself: a unit twice, or allowed to import one not below it. */
export function tableProblems(table) {
  const problems = [];
  const rowOf = new Map();
  table.forEach(({ unit }, index) => {
    if (rowOf.has(unit)) problems.push(`${unit} has two rows in ${TABLE_REF}.`);
    rowOf.set(unit, index);
  });
  table.forEach(({ unit, imports }, index) => {
    for (const target of imports) {
      if (!rowOf.has(target)) {
        problems.push(`${unit}'s row lets it import ${target}, which has no row (${TABLE_REF}).`);
      } else if (rowOf.get(target) <= index) {
        problems.push(
          `${unit}'s row lets it import ${target}, which is not below it (${TABLE_REF}): a layer imports only the ones below it, so that no cycle can form.`,
        );
      }
    }
  });
  return problems;
}

/** The top-level folders and source files of src, by name. */
function unitsOf(src) {
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /(?<!\.d)\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Every problem of the layout under `src` against `table`, as sentences; empty when sound. */
export function layoutProblems(src, table = LAYERS) {
  const problems = tableProblems(table);
  const rows = new Map(table.map((row) => [row.unit, row]));
  for (const unit of unitsOf(src)) {
    if (!rows.has(unit)) {
      problems.push(
        `api/src/${unit} has no row in ${TABLE_REF}: put the code in the module it belongs to, or give it a row that says what it may import and what may import it.`,
      );
    }
  }
  for (const { from, to, file, specifier, target } of unitImports(src)) {
    const row = rows.get(from);
    if (!row || row.imports.includes(to)) continue;
    const allowed = row.imports.length ? `only ${row.imports.join(', ')}` : 'nothing in api/src';
    problems.push(
      `${file} imports '${specifier}' (${target}): ${from} may import ${allowed} (${TABLE_REF}).`,
    );
  }
  return problems;
}

/** The allowances of `table` that no import under `src` uses, as sentences. */
export function unusedAllowances(src, table = LAYERS) {
  const used = new Set(unitImports(src).map(({ from, to }) => `${from} ${to}`));
  return table.flatMap(({ unit, imports }) =>
    imports
      .filter((target) => !used.has(`${unit} ${target}`))
      .map(
        (target) =>
          `${unit}'s row lets it import ${target}, but no file of ${unit} does: take it out of ${TABLE_REF}, so the table says what the code needs.`,
      ),
  );
}

/** `table` as the Markdown table api/README.md shows, padded as Prettier pads it. */
export function markdownTable(table) {
  const rows = [
    ['unit (top: the entry)', 'may import'],
    ...table.map(({ unit, imports }) => [
      `\`${unit}\``,
      imports.length ? imports.map((target) => `\`${target}\``).join(', ') : 'nothing in `src`',
    ]),
  ];
  const widths = [0, 1].map((column) => Math.max(3, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

const START = '<!-- api-layers: written by node scripts/api-layout.mjs --write -->';
const END = '<!-- /api-layers -->';

/** `readme` with the text between the markers replaced by the table; null without markers. */
export function withTable(readme, table = LAYERS) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return null;
  return `${readme.slice(0, start + START.length)}\n\n${markdownTable(table)}\n\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = fileURLToPath(new URL('../api/src/', import.meta.url));
  const readmePath = fileURLToPath(new URL('../api/README.md', import.meta.url));
  const readme = readFileSync(readmePath, 'utf8');
  const expected = withTable(readme);
  if (process.argv.includes('--write') && expected !== null) writeFileSync(readmePath, expected);
  const problems = [...layoutProblems(src), ...unusedAllowances(src)];
  if (expected === null) {
    problems.push(`api/README.md has lost the markers of its layer table (${START}, ${END}).`);
  } else if (expected !== readme && !process.argv.includes('--write')) {
    problems.push(
      "api/README.md's layer table differs from LAYERS in scripts/api-layout.mjs: run `node scripts/api-layout.mjs --write`.",
    );
  }
  if (problems.length) {
    console.error(problems.join('\n\n'));
    process.exit(1);
  }
  console.log(
    `api/src: ${LAYERS.length} units, each importing only what its row in the layer table allows`,
  );
}
