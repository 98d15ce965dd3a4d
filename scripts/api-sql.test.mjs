// Proof that the SQL check (api-sql.mjs) refuses what it exists to refuse: a table or a column of
// the schema written as words in an `sql` template or an `sql.raw` string, and that it passes the
// same statements written through the schema's objects, with a CTE's own columns, result names,
// casts, quoted strings and comments.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkSql } from './api-sql.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const SCHEMA = `import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
export const savedJobs = pgTable('saved_jobs', {
  userId: uuid('user_id').notNull(),
  listingId: uuid('listing_id').notNull(),
});
export const listings = pgTable('listings', { id: uuid('id').primaryKey(), title: text('title') });
export const events = pgTable('events', { at: timestamp('at') });
`;

/** The problems the check finds in one module file of a src folder beside the schema above. */
function problemsOf(source) {
  const root = mkdtempSync(join(tmpdir(), 'api-sql-'));
  roots.push(root);
  for (const [path, text] of Object.entries({
    'db/schema/index.ts': SCHEMA,
    'saved-jobs/saved-jobs.ts': source,
  })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return checkSql(root, join(root, 'db/schema')).map(({ file, line, kind, name }) =>
    [file, line, kind, name].join(' '),
  );
}

describe('api SQL check', () => {
  it('refuses tables and columns written as words, naming each with its line', () => {
    const problems = problemsOf(
      [
        'const at = sql`select 1`;',
        'const save = sql`insert into saved_jobs (user_id, listing_id) values (${a}, ${b})`;',
        'const read = sql`select l.title from listings l where l.id = ${id}`;',
        "const raw = sql.raw('delete from saved_jobs');",
      ].join('\n'),
    );
    assert.deepEqual(problems, [
      'saved-jobs/saved-jobs.ts 2 table saved_jobs',
      'saved-jobs/saved-jobs.ts 2 column user_id',
      'saved-jobs/saved-jobs.ts 2 column listing_id',
      'saved-jobs/saved-jobs.ts 3 column l.title',
      'saved-jobs/saved-jobs.ts 3 table listings',
      'saved-jobs/saved-jobs.ts 3 column l.id',
      'saved-jobs/saved-jobs.ts 4 table saved_jobs',
    ]);
  });

  it('refuses the typed form `sql<T>` as well', () => {
    assert.deepEqual(problemsOf('const n = sql<number>`select count(*) from listings`;'), [
      'saved-jobs/saved-jobs.ts 1 table listings',
    ]);
  });

  it('passes names through the schema, a CTE’s own columns, result names, casts and strings', () => {
    const problems = problemsOf(
      [
        'const save = sql`insert into ${savedJobs} (${bareList(savedJobs.userId)}) values (${a})`;',
        'const read = sql`with moved as (select ${l.id} from ${tableAs(l)})',
        "  select moved.id as id, ${x}::text, 'listings' as title from moved -- listings l",
        '  /* saved_jobs */`;',
      ].join('\n'),
    );
    assert.deepEqual(problems, []);
  });

  it('reads `at time zone` as the operator, also where the schema has a column named at', () => {
    assert.deepEqual(problemsOf("const t = sql`${e.at} at time zone 'UTC'`;"), []);
    assert.deepEqual(problemsOf('const t = sql`select at from ${events}`;'), [
      'saved-jobs/saved-jobs.ts 1 column at',
    ]);
  });
});
