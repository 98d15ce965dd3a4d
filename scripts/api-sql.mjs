// npm test's check of "one way to query" (docs/architecture.md, "The API's modules"): the API
// names every table and column of its schema through the schema's objects (`${listings}`,
// `${l.expiresAt}`, `alias(listings, 'l')`), never as words in an SQL template's text, so a
// renamed table or column fails the type check instead of a query at run time.
//
// Read from the sources' syntax (no type checker): the text of every `sql` template and of every
// string given to `sql.raw`, without its quoted strings and comments. In that text it refuses
// - a table of the schema as a word;
// - a column of the schema as a word, unless it is qualified by a name the statements define
//   themselves (a CTE such as `moved.listing_id`, or a subquery's alias), or is a result's name
//   after `as`.
// The schema is read from api/src/db/schema: `pgTable('name', { key: type('column', …) })`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function visit(node, each) {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

/** The first string argument down a builder chain: `text('title').notNull()` → `title`. */
function columnName(node) {
  let call = node;
  while (call && ts.isCallExpression(call)) {
    const [first] = call.arguments;
    if (first && ts.isStringLiteral(first) && !ts.isPropertyAccessExpression(call.expression))
      return first.text;
    call = ts.isPropertyAccessExpression(call.expression) ? call.expression.expression : undefined;
  }
  return undefined;
}

/**
 * The schema's table and column names, from the `pgTable` calls of the given sources; `byTable`
 * holds each table's own columns.
 */
export function schemaNames(sources) {
  const tables = new Set();
  const columns = new Set();
  const byTable = new Map();
  for (const [file, text] of sources) {
    visit(parse(file, text), (node) => {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'pgTable') return;
      const [name, shape] = node.arguments;
      if (name && ts.isStringLiteral(name)) tables.add(name.text);
      if (!shape || !ts.isObjectLiteralExpression(shape)) return;
      const own = new Set();
      if (name && ts.isStringLiteral(name)) byTable.set(name.text, own);
      for (const property of shape.properties) {
        const column = ts.isPropertyAssignment(property) && columnName(property.initializer);
        if (column) {
          columns.add(column);
          own.add(column);
        }
      }
    });
  }
  return { tables, columns, byTable };
}

const isSqlTag = (tag) => tag.getText().replace(/<[\s\S]*>$/, '') === 'sql';

/** Each SQL text of a source: [text, line] for each `sql` template and `sql.raw('…')`. */
export function sqlTexts(file, text) {
  const found = [];
  const source = parse(file, text);
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  visit(source, (node) => {
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      // A substitution stands between the parts: a value, a fragment or a schema object.
      found.push([parts.join(' $$ '), lineOf(node)]);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'sql.raw' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push([node.arguments[0].text, lineOf(node)]);
  });
  return found;
}

/** SQL text without its quoted strings, quoted identifiers' quotes and comments. */
const bare = (text) =>
  text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");

// Names statements define for themselves: a CTE (`name as (`), which a statement of another file
// may read (`select moved.id from moved` after a helper's `with moved as (…)`), and a subquery's
// alias (`) name`, `) as name`), which counts in its own file only.
const CTE = /\b([a-z_]\w*)\s+as\s+(?:not\s+)?(?:materialized\s+)?\(/gi;
const SUBQUERY = /\)\s*(?:as\s+)?([a-z_]\w*)/gi;

/** The names `pattern` finds in the texts, lower-cased. */
export function definedNames(texts, pattern) {
  const names = new Set();
  for (const text of texts)
    for (const match of bare(text).matchAll(pattern)) names.add(match[1].toLowerCase());
  return names;
}

/** The schema names one SQL text uses as words: [{ name, kind }]. */
export function namedInText(text, { tables, columns }, defined) {
  const found = [];
  const clean = bare(text);
  for (const match of clean.matchAll(/(\b[a-z_]\w*\s*\.\s*)?"?\b([a-z_]\w*)\b"?/gi)) {
    const name = match[2];
    const before = clean.slice(0, match.index).trimEnd();
    const qualifier = match[1]?.replace(/\s*\.\s*$/, '').toLowerCase();
    // A result's name (`as applications`) and a type (`::text`) name nothing of the schema.
    if (!qualifier && /(\bas|::)$/i.test(before)) continue;
    // `at time zone` is an operator, not a column named `at`.
    if (!qualifier && /^at\s+time\s+zone\b/i.test(clean.slice(match.index))) continue;
    if (tables.has(name) && !qualifier) found.push({ name, kind: 'table' });
    else if (columns.has(name)) {
      if (qualifier && defined.has(qualifier)) continue;
      found.push({ name: qualifier ? `${qualifier}.${name}` : name, kind: 'column' });
    }
  }
  return found;
}

/** Every SQL text of `src` that names the schema in words: [{ file, line, name, kind }]. */
export function checkSql(src, schemaDir) {
  const read = (dir) => sourceFiles(dir).map((file) => [file, readFileSync(file, 'utf8')]);
  const names = schemaNames(read(schemaDir));
  const texts = read(src).flatMap(([file, text]) =>
    sqlTexts(file, text).map(([sqlText, line]) => ({ file: relative(src, file), line, sqlText })),
  );
  const schemaName = (name) => names.tables.has(name) || names.columns.has(name);
  const ctes = definedNames(
    texts.map(({ sqlText }) => sqlText),
    CTE,
  );
  const definedIn = (file) => {
    const own = texts.filter((text) => text.file === file).map(({ sqlText }) => sqlText);
    return new Set([...ctes, ...definedNames(own, SUBQUERY)].filter((name) => !schemaName(name)));
  };
  const byFile = new Map();
  return texts.flatMap(({ file, line, sqlText }) => {
    if (!byFile.has(file)) byFile.set(file, definedIn(file));
    return namedInText(sqlText, names, byFile.get(file)).map((found) => ({ file, line, ...found }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const src = join(root, 'api/src');
  const problems = checkSql(src, join(src, 'db/schema'));
  if (problems.length === 0) {
    console.log('api/src: every table and column in SQL is named through the schema');
  } else {
    for (const { file, line, name, kind } of problems)
      console.error(
        `api/src/${file}:${line}: the ${kind} ${name} is named in words, not through the schema`,
      );
    console.error(
      `${problems.length} names in words; see docs/architecture.md, "One way to query"`,
    );
    process.exitCode = 1;
  }
}
