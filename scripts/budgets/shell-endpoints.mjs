// The shell's endpoint check (the rule: "the shell's built JavaScript carries no endpoint that only
// a remote calls"). The shell provides shared-kit to every remote, whole, on every page: an
// endpoint in its built JavaScript is a call (with its schemas) every first visit downloads, and a
// contract the shell would have to be released again to change. So the shell and the kit may
// carry the endpoints they name themselves, and no other.
//
// Both lists are derived, nothing is written by hand: the endpoint table is read from
// api-contract itself, and what the shell and the kit name is read from their sources (every
// `endpoints.<group>.<name>` of the `endpoints` they import from api-contract). Every other
// endpoint's path must be absent from shell/dist as a string of its own.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Where the shell and the kit keep the code the browser runs (tests and test helpers aside). */
export const SHELL_SOURCES = ['shell/src', 'shared-kit/src'];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const NOT_SHIPPED = /(\.test\.[a-z]+$|[\\/]__tests__[\\/]|[\\/]testing[\\/])/;

let hooked = false;
/**
 * api-contract is TypeScript source with extensionless relative imports, as the bundlers read it.
 * Node 24 strips its types by itself (the package only uses erasable syntax: its tsconfig says
 * so); this resolve hook adds the `.ts` (or `/index.ts`) that Node's resolution does not guess.
 */
function resolveTypeScriptImports() {
  if (hooked) return;
  if (typeof nodeModule.registerHooks !== 'function')
    throw new Error(
      `reading api-contract's endpoint table needs the project's Node (${process.version} runs; see .node-version)`,
    );
  hooked = true;
  nodeModule.registerHooks({
    resolve(specifier, context, nextResolve) {
      const fromTs = context.parentURL?.endsWith('.ts');
      if (!fromTs || !specifier.startsWith('.') || extname(specifier) !== '') {
        return nextResolve(specifier, context);
      }
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        if (existsSync(new URL(candidate, context.parentURL))) {
          return nextResolve(candidate, context);
        }
      }
      return nextResolve(specifier, context);
    },
  });
}

/**
 * The endpoint table of api-contract, as `{ key, method, path }` rows: key is how code names the
 * entry (`auth.refresh`, `health`).
 */
export async function endpointTable(root) {
  resolveTypeScriptImports();
  const url = pathToFileURL(join(root, 'api-contract', 'src', 'endpoints', 'index.ts')).href;
  const endpoints = await import(url);
  const rows = [];
  for (const [group, value] of Object.entries(endpoints)) {
    if (typeof value?.path === 'string') {
      rows.push({ key: group, method: value.method, path: value.path });
      continue;
    }
    for (const [name, entry] of Object.entries(value)) {
      rows.push({ key: `${group}.${name}`, method: entry.method, path: entry.path });
    }
  }
  return rows;
}

/**
 * The endpoints a source file names: every `endpoints.<group>.<name>` (or `endpoints.health`) of an
 * `endpoints` imported from api-contract, by key. Any other use of the table (`endpoints[role]`,
 * the table or a group passed whole, `allEndpoints`) cannot be read, so it is a problem: the
 * check fails closed rather than guess.
 */
export function endpointsNamedIn(fileName, text) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const named = new Set();
  const problems = [];
  const where = (node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  // Local names bound to the table: `endpoints` (or its alias), or `<ns>.endpoints`.
  const tables = new Set();
  const namespaces = new Set();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== 'api-contract')
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (imported === 'endpoints') tables.add(element.name.text);
        if (imported === 'allEndpoints')
          problems.push(`${where(element)} imports allEndpoints, the whole table`);
      }
  }
  if (tables.size === 0 && namespaces.size === 0) return { named: [], problems };

  const visit = (node) => {
    // The table is `endpoints` or `<namespace>.endpoints`; what follows it must name one entry.
    let table = null;
    if (ts.isIdentifier(node) && tables.has(node.text) && !ts.isImportSpecifier(node.parent))
      table = node;
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      if (node.name.text === 'endpoints') table = node;
      else if (node.name.text === 'allEndpoints')
        problems.push(`${where(node)} reads allEndpoints, the whole table`);
    }
    if (table) {
      const group = table.parent;
      const isMember = (n, of) => ts.isPropertyAccessExpression(n) && n.expression === of;
      if (isMember(group, table) && group.name.text === 'health') named.add('health');
      else if (isMember(group, table) && isMember(group.parent, group))
        named.add(`${group.name.text}.${group.parent.name.text}`);
      else
        problems.push(
          `${where(table)} uses the endpoint table other than as endpoints.<group>.<name>`,
        );
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { named: [...named], problems };
}

function filesUnder(dir, keep) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The endpoints the shell and the kit name in the code they ship, by key, with where. */
export function shellNamedEndpoints(root) {
  const named = new Map();
  const problems = [];
  for (const dir of SHELL_SOURCES) {
    for (const path of filesUnder(join(root, dir), (p) => SOURCE.test(p) && !NOT_SHIPPED.test(p))) {
      const file = relative(root, path);
      const found = endpointsNamedIn(file, readFileSync(path, 'utf8'));
      problems.push(...found.problems);
      for (const key of found.named) named.set(key, [...(named.get(key) ?? []), file]);
    }
  }
  return { named, problems };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The files of `dir` (built JavaScript) that hold one of `paths` as a whole string literal
 * (quoted, double-quoted or a template without placeholders, as minifiers write them): a path
 * that only begins a longer string (`/student/jobs/apply` in `/student/jobs/apply/x`) is not it.
 */
export function pathsInBuild(dir, paths) {
  const found = [];
  const files = filesUnder(dir, (p) => /\.m?js$/.test(p));
  for (const path of paths) {
    const literal = new RegExp(`(["'\`])${escape(path)}\\1`);
    for (const file of files) {
      if (literal.test(readFileSync(file, 'utf8'))) found.push({ path, file: relative(dir, file) });
    }
  }
  return found;
}

/**
 * The problems of the shell's build at `root`: endpoint paths in shell/dist that neither the shell
 * nor the kit names, and any use of the table the check cannot read. `distDir` defaults to
 * shell/dist (the probe test passes its own).
 */
export async function checkShellEndpoints(root, distDir = join(root, 'shell', 'dist')) {
  const table = await endpointTable(root);
  const { named, problems } = shellNamedEndpoints(root);
  for (const key of named.keys()) {
    if (!table.some((row) => row.key === key))
      problems.push(`${named.get(key).join(', ')} names endpoints.${key}, which the table lacks`);
  }
  // A path the shell or the kit names is allowed under every method: the build cannot tell them apart.
  const allowed = new Set(table.filter((row) => named.has(row.key)).map((row) => row.path));
  const forbidden = [...new Set(table.map((row) => row.path))].filter((p) => !allowed.has(p));
  for (const { path, file } of pathsInBuild(distDir, forbidden)) {
    const calls = table.filter((row) => row.path === path).map((row) => `${row.method} ${path}`);
    problems.push(
      `shell/dist/${file} carries ${calls.join(' and ')}, an endpoint neither the shell nor the kit calls ` +
        `(only remotes do): a remote compiles it in from api-contract; the kit must not name it (docs/shared-kit-versions.md)`,
    );
  }
  return { problems, named, forbidden, allowed: [...allowed] };
}
