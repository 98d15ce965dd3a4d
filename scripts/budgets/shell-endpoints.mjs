// The shell's endpoint check (the rule: "the shell's built JavaScript carries no endpoint that only
// a remote calls"). The shell provides shared-kit to every remote, whole, on every page: an
// endpoint in its built JavaScript is a call (with its schemas) every first visit downloads, and a
// contract the shell would have to be released again to change. So the shell and the kit may
// carry the endpoints they name themselves, and no other.
//
// Both lists are derived, nothing is written by hand: the endpoint table is read from
// api-contract itself, and what the shell and the kit name is read from their sources (every
// `<group>.<name>` of a module's entries they import from its subpath, `accounts` from
// 'api-contract/accounts', or `endpoints.<group>.<name>` of the whole table). Every other
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
 * entry (`accounts.refresh`: its module's group, then its name).
 */
export async function endpointTable(root) {
  resolveTypeScriptImports();
  const url = pathToFileURL(join(root, 'api-contract', 'src', 'endpoints', 'index.ts')).href;
  const endpoints = await import(url);
  const rows = [];
  for (const [group, entries] of Object.entries(endpoints)) {
    for (const [name, entry] of Object.entries(entries)) {
      rows.push({ key: `${group}.${name}`, method: entry.method, path: entry.path });
    }
  }
  return rows;
}

/** `api-contract/saved-jobs` → `savedJobs`: the group a module subpath exports its entries as. */
const groupOfSubpath = (subpath) =>
  subpath.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * The endpoints a source file names: every `<group>.<name>` of a group imported from its module's
 * subpath (`import { accounts } from 'api-contract/accounts'`), and every `endpoints.<group>.<name>`
 * of the table imported from the package's root, by key. Any other use of a group or the table
 * (`endpoints[role]`, a group or the table passed whole, `allEndpoints`) cannot be read, so it is a
 * problem: the check fails closed rather than guess.
 */
export function endpointsNamedIn(fileName, text) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const named = new Set();
  const problems = [];
  const where = (node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  // Local names bound to the table (`endpoints` or its alias) or to one group (local → group),
  // and namespaces of the package (`<ns>.endpoints`) or of a module (`<ns>.<group>`, ns → group).
  const tables = new Set();
  const groups = new Map();
  const rootNamespaces = new Set();
  const moduleNamespaces = new Map();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier.text;
    const subpath = specifier.startsWith('api-contract/') ? specifier.slice(13) : null;
    if (specifier !== 'api-contract' && subpath === null) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    const group = subpath === null ? null : groupOfSubpath(subpath);
    if (ts.isNamespaceImport(bindings)) {
      if (group === null) rootNamespaces.add(bindings.name.text);
      else moduleNamespaces.set(bindings.name.text, group);
      continue;
    }
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (group !== null && imported === group) groups.set(element.name.text, group);
      if (group === null && imported === 'endpoints') tables.add(element.name.text);
      if (group === null && imported === 'allEndpoints')
        problems.push(`${where(element)} imports allEndpoints, the whole table`);
    }
  }
  const bound = tables.size + groups.size + rootNamespaces.size + moduleNamespaces.size;
  if (bound === 0) return { named: [], problems };

  const isMember = (n, of) => ts.isPropertyAccessExpression(n) && n.expression === of;
  /** `node` is one group: what follows it must name one entry. */
  const readGroup = (node, group) => {
    if (isMember(node.parent, node)) named.add(`${group}.${node.parent.name.text}`);
    else problems.push(`${where(node)} uses the entries of ${group} other than as ${group}.<name>`);
  };
  /** `node` is the table: what follows it must name a group, then one entry. */
  const readTable = (node) => {
    if (isMember(node.parent, node)) readGroup(node.parent, node.parent.name.text);
    else
      problems.push(
        `${where(node)} uses the endpoint table other than as endpoints.<group>.<name>`,
      );
  };
  /** An identifier that names a binding (not an import's, a property's or a member's own name). */
  const isReference = (node) =>
    !ts.isImportSpecifier(node.parent) &&
    !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) &&
    !(ts.isPropertyAssignment(node.parent) && node.parent.name === node);
  const visit = (node) => {
    if (ts.isIdentifier(node) && isReference(node)) {
      const parentIsAccessOf = isMember(node.parent, node);
      if (tables.has(node.text)) return readTable(node);
      if (groups.has(node.text)) return readGroup(node, groups.get(node.text));
      if (parentIsAccessOf && rootNamespaces.has(node.text)) {
        const member = node.parent.name.text;
        if (member === 'endpoints') return readTable(node.parent);
        if (member === 'allEndpoints')
          problems.push(`${where(node)} reads allEndpoints, the whole table`);
        return;
      }
      if (parentIsAccessOf && moduleNamespaces.get(node.text) === node.parent.name.text)
        return readGroup(node.parent, node.parent.name.text);
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
