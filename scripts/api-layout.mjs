// npm test's check of the API's house (docs/architecture.md, "The API's modules"): api/src holds
// at most MAX_FOLDERS top-level folders, and no import cycle runs between them (or its top-level
// files), so each module can be read, and changed, from the ones below it. A cycle is reported
// with the imports that close it. The import graph is read from the sources' relative imports,
// the only kind the API uses between its own files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_FOLDERS = 10;

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

/** Each import between two top-level units: { from, to, file, target }. */
export function unitImports(src) {
  const edges = [];
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (!target || relative(src, target).startsWith('..')) continue;
      const [from, to] = [unitOf(src, file), unitOf(src, target)];
      if (from !== to)
        edges.push({ from, to, file: relative(src, file), target: relative(src, target) });
    }
  }
  return edges;
}

/** The cycles of a graph given as edges, each as the list of its units (Tarjan's components). */
export function cyclesOf(edges) {
  const next = new Map();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from).add(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    for (let member; member !== node;) {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    }
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** Every problem of the layout under `src`, as sentences; empty when it is sound. */
export function layoutProblems(src) {
  const problems = [];
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (folders.length > MAX_FOLDERS) {
    problems.push(
      `api/src has ${folders.length} top-level folders (${folders.join(', ')}); at most ${MAX_FOLDERS}: put the new code in the module it belongs to.`,
    );
  }
  const edges = unitImports(src);
  for (const cycle of cyclesOf(edges)) {
    const inside = edges.filter(({ from, to }) => cycle.includes(from) && cycle.includes(to));
    const lines = inside.map(({ file, target }) => `  ${file} imports ${target}`);
    problems.push(`An import cycle joins ${cycle.join(', ')}:\n${lines.join('\n')}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = fileURLToPath(new URL('../api/src/', import.meta.url));
  const problems = layoutProblems(src);
  if (problems.length) {
    console.error(problems.join('\n\n'));
    process.exit(1);
  }
  const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  console.log(
    `api/src: ${folders.length} top-level folders (at most ${MAX_FOLDERS}), no import cycle between them`,
  );
}
