// A remote and the shell carry only the contract they name: the bundler drops every module-level
// value nobody imports, but only when building it cannot have a side effect. zod/mini's factories
// (`z.object`, `z.string`…) and `endpoint()` are marked free of side effects; a method chain
// (`z.string().check(…)`), a helper (`requiredText()`) or any other call is not, and without
// `/* @__PURE__ */` it would stay in every build that imports its module, with every schema and
// zod feature it uses. This test finds such a call before the bundle sizes do.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;

// Not checked: tests; the test data of `api-contract/testing`, which no app imports; and
// all-endpoints.ts, whose one export is the whole table (a build that imports it wants all of it,
// and only the API and its suites do).
const UNCHECKED = new Set(['testing', 'all-endpoints.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (UNCHECKED.has(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Calls evaluated when the module loads (not inside a function) that a bundler cannot drop. */
function unmarkedCalls(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, marked: boolean): void => {
    if (ts.isFunctionLike(node)) return;
    let markedHere = marked;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const zodFactory =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'z';
      const endpointCall = ts.isIdentifier(callee) && callee.text === 'endpoint';
      // The annotation covers the call written right after it, and the calls its callee chain
      // starts with (`/* @__PURE__ */ z.string().check(…)` marks `z.string()` too).
      markedHere = text.slice(node.pos, node.getStart()).includes('@__PURE__') || marked;
      if (!zodFactory && !endpointCall && !markedHere) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative(srcDir, path)}:${line + 1} ${node.getText().split('\n')[0]}`);
      }
      // Arguments are calls of their own: only the callee chain shares the mark.
      visit(callee, markedHere);
      for (const argument of node.arguments) visit(argument, false);
      return;
    }
    const chained = ts.isPropertyAccessExpression(node) || ts.isParenthesizedExpression(node);
    ts.forEachChild(node, (child) => visit(child, chained ? markedHere : false));
  };
  visit(file, false);
  return found;
}

describe('tree-shaking', () => {
  it('marks every module-level call a bundler cannot see through as /* @__PURE__ */', () => {
    expect(sourceFiles(srcDir).flatMap(unmarkedCalls)).toEqual([]);
  });

  it('declares endpoint() free of side effects, and the package too', () => {
    const endpointSource = readFileSync(join(srcDir, 'common', 'endpoint.ts'), 'utf8');
    expect(endpointSource).toMatch(/\/\/ @__NO_SIDE_EFFECTS__\nexport function endpoint</);
    const pkg = JSON.parse(readFileSync(join(srcDir, '..', 'package.json'), 'utf8')) as {
      sideEffects?: unknown;
    };
    expect(pkg.sideEffects).toBe(false);
  });
});
