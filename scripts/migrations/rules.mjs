// The rules a new migration keeps so that a deploy never stops the API's writes (ADR 0056,
// api/README.md "Writing a migration"). Each rule looks at one statement of a file, knowing the
// tables the same file creates (a new table is empty and no query uses it yet: anything goes) and
// the names the schema code still uses. A rule may be waived for one piece of the file by a
// comment in it, `-- allow <rule>: <reason>`, except `still-named`.
import { NO_TRANSACTION, readStatements, splitTopLevel, unqualified } from './statements.mjs';

export const RULES = {
  'index-not-concurrent':
    'builds an index on an existing table without CONCURRENTLY: every write to the table waits for the whole build',
  'concurrently-in-transaction':
    'uses CONCURRENTLY in a file without `-- migration: no-transaction`: it cannot run in the transaction the migrator opens',
  'no-transaction-mixed':
    'a no-transaction file holds only concurrent index statements (CREATE/DROP INDEX CONCURRENTLY, REINDEX CONCURRENTLY): anything else goes in a migration of its own, in a transaction',
  'rerun-unsafe':
    'a concurrent build must follow `DROP INDEX CONCURRENTLY IF EXISTS` of its name, so a build a failure left INVALID is replaced when the file runs again (IF NOT EXISTS would keep the invalid one)',
  'not-null-without-default':
    'adds a NOT NULL column without a default to an existing table: it fails on any row (give a constant default, or add it nullable, backfill, then constrain)',
  'rewrites-table':
    'adds a column whose value is computed per row (a volatile default, serial, identity or stored generated): the whole table is rewritten under an ACCESS EXCLUSIVE lock',
  'constraint-not-valid':
    'adds a foreign key or CHECK to an existing table without NOT VALID: every row is read under the lock (add it NOT VALID, then VALIDATE CONSTRAINT in a later migration)',
  'constraint-builds-index':
    'adds a UNIQUE or PRIMARY KEY constraint that builds its index under the lock (build the index CONCURRENTLY, then ADD CONSTRAINT … USING INDEX)',
  'validate-same-transaction':
    'validates a constraint the same migration added NOT VALID: the ACCESS EXCLUSIVE lock of the add is held through the whole scan (validate in a later migration)',
  'set-not-null':
    'SET NOT NULL reads every row under an ACCESS EXCLUSIVE lock (first a CHECK (column IS NOT NULL) NOT VALID, validated in a later migration)',
  'column-type':
    'changes a column’s type: most changes rewrite the table under an ACCESS EXCLUSIVE lock, and the running code still reads the old type (add a new column, copy, switch the code, drop the old one)',
  'rows-in-migration':
    'updates or deletes rows of an existing table: each row stays locked until the migration commits, and a long statement holds them all (backfill in batches from a script or background work, outside the migration)',
  'drop-or-rename':
    'drops or renames a table or column: the replicas still running the previous release use it (expand/contract: drop only in a release after the code stopped using it, and say so in `-- allow drop-or-rename: <reason>`)',
  'still-named':
    'drops or renames a table or column the schema code (api/src/db/schema) still names: the code would fail once it is gone',
};

/** Problems of one ALTER TABLE action on an existing table: [[rule, detail]]. */
function alterActionProblems(action, context) {
  const found = [];
  // A column is looked for among its own table's when the schema says which they are.
  const named = (name, kind) =>
    kind === 'table'
      ? context.schema.tables.has(name)
      : (context.schema.byTable?.get(context.table) ?? context.schema.columns).has(name);
  if (
    /^add (constraint \w+ )?(primary key|unique)\b/.test(action) &&
    !/\busing index\b/.test(action)
  )
    found.push(['constraint-builds-index', action]);
  else if (/^add (constraint \w+ )?(foreign key|check)\b/.test(action)) {
    if (!/\bnot valid\b/.test(action)) found.push(['constraint-not-valid', action]);
    const name = /^add constraint (\w+)/.exec(action)?.[1];
    if (name) context.notValid.add(name);
  } else if (/^add (column )?/.test(action) && !/^add (constraint|exclude)\b/.test(action)) {
    const definition = action.replace(/^add (column )?(if not exists )?\w+ /, '');
    const hasDefault = /\bdefault\b/.test(definition);
    const generated = /\bgenerated\b/.test(definition);
    if (/\bnot null\b/.test(definition) && !hasDefault && !generated)
      found.push(['not-null-without-default', action]);
    const volatileDefault =
      /\bdefault\b.*\b(random|gen_random_uuid|uuid_generate_v[14]|clock_timestamp|timeofday|nextval|txid_current)\s*\(/;
    if (volatileDefault.test(definition) || /^(small|big)?serial\b/.test(definition) || generated)
      found.push(['rewrites-table', action]);
    if (/\b(references|check)\b/.test(definition)) found.push(['constraint-not-valid', action]);
  } else if (/^validate constraint (\w+)/.test(action)) {
    const name = /^validate constraint (\w+)/.exec(action)[1];
    if (context.notValid.has(name) && !context.noTransaction)
      found.push(['validate-same-transaction', action]);
  } else if (/^alter (column )?\w+ (set data )?type\b/.test(action)) {
    found.push(['column-type', action]);
  } else if (/^alter (column )?\w+ set not null\b/.test(action)) {
    found.push(['set-not-null', action]);
  } else if (
    /^drop (column )?(if exists )?\w+/.test(action) &&
    !/^drop (constraint|default|not null|expression|identity)\b/.test(action)
  ) {
    const column = /^drop (column )?(if exists )?(\w+)/.exec(action)[3];
    found.push(['drop-or-rename', action]);
    if (named(column, 'column')) found.push(['still-named', `column ${column}`]);
  } else if (/^rename (column )?\w+ to \w+/.test(action) && !/^rename constraint\b/.test(action)) {
    const [, , from] = /^rename (column )?(\w+) to/.exec(action);
    found.push(['drop-or-rename', action]);
    if (named(from, 'column')) found.push(['still-named', `column ${from}`]);
  } else if (/^rename to \w+/.test(action)) {
    found.push(['drop-or-rename', action]);
    if (named(context.table, 'table')) found.push(['still-named', `table ${context.table}`]);
  }
  return found;
}

const CONCURRENT_STATEMENT =
  /^(create (unique )?index concurrently|drop index concurrently|reindex (index|table) concurrently)\b/;

/** Problems of one statement: [[rule, detail]]. */
function statementProblems(text, context) {
  const found = [];
  if (context.noTransaction && !CONCURRENT_STATEMENT.test(text))
    found.push(['no-transaction-mixed', text]);
  if (!context.noTransaction && /\bconcurrently\b/.test(text))
    found.push(['concurrently-in-transaction', text]);

  const created = /^create (unlogged )?table (if not exists )?([\w.]+)/.exec(text);
  if (created) context.newTables.add(unqualified(created[3]));

  const index =
    /^create (unique )?index (concurrently )?(if not exists )?(\w+ )?on (only )?([\w.]+)/.exec(
      text,
    );
  if (index) {
    const [, , concurrently, , name, , table] = index;
    if (!concurrently && !context.newTables.has(unqualified(table)))
      found.push(['index-not-concurrent', text]);
    if (concurrently && (!name || !context.droppedFirst.has(name.trim())))
      found.push(['rerun-unsafe', text]);
  }
  const dropIndex = /^drop index concurrently if exists ([\w.]+)/.exec(text);
  if (dropIndex) context.droppedFirst.add(unqualified(dropIndex[1]));

  const rows = /^(update (only )?([\w.]+) |delete from (only )?([\w.]+))/.exec(text);
  if (rows && !context.newTables.has(unqualified(rows[3] ?? rows[5])))
    found.push(['rows-in-migration', text]);

  const dropTable = /^drop table (if exists )?(.+?)( cascade| restrict)?$/.exec(text);
  if (dropTable) {
    for (const name of dropTable[2].split(',').map((n) => unqualified(n.trim()))) {
      if (context.newTables.has(name)) continue;
      found.push(['drop-or-rename', `drop table ${name}`]);
      if (context.schema.tables.has(name)) found.push(['still-named', `table ${name}`]);
    }
  }
  const alter = /^alter table (if exists )?(only )?([\w.]+) (.*)$/.exec(text);
  if (alter && !context.newTables.has(unqualified(alter[3]))) {
    const table = unqualified(alter[3]);
    for (const action of splitTopLevel(alter[4]))
      found.push(...alterActionProblems(action, { ...context, table }));
  }
  return found;
}

/**
 * The problems of one migration file: [{ piece, rule, detail }]. `schema` holds the tables and
 * columns the schema code names ({ tables: Set, columns: Set }).
 */
export function migrationProblems(fileText, schema) {
  const context = {
    schema,
    noTransaction: NO_TRANSACTION.test(fileText),
    newTables: new Set(),
    notValid: new Set(),
    droppedFirst: new Set(),
  };
  return readStatements(fileText).flatMap(({ piece, text, allowed }) =>
    statementProblems(text, context)
      .filter(([rule]) => rule === 'still-named' || !allowed.has(rule))
      .map(([rule, detail]) => ({ piece, rule, detail })),
  );
}
