// Proof that the migrations check (check-migrations.mjs) refuses what would stop writes during a
// deploy, names the file, statement and rule, and passes the safe way of doing the same thing;
// and that the real api/drizzle passes.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkMigrations, schemaOf } from './check-migrations.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const SCHEMA = {
  tables: new Set(['listings', 'employers']),
  columns: new Set(['title', 'phone']),
  byTable: new Map([
    ['listings', new Set(['title'])],
    ['employers', new Set(['phone'])],
  ]),
};
const BP = '--> statement-breakpoint\n';

/** The problems of a folder holding a grandfathered old migration, then `text` as 0025_probe. */
function problemsOf(text, grandfathered = { '0024_old': 'deployed before the check' }) {
  const folder = mkdtempSync(join(tmpdir(), 'check-migrations-'));
  roots.push(folder);
  mkdirSync(join(folder, 'meta'));
  const files = {
    '0024_old': 'CREATE INDEX "old_idx" ON "listings" ("title");',
    '0025_probe': text,
  };
  const entries = Object.keys(files).map((tag, idx) => ({ idx, when: idx, tag }));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ entries }));
  for (const [tag, body] of Object.entries(files)) writeFileSync(join(folder, `${tag}.sql`), body);
  return checkMigrations(folder, SCHEMA, grandfathered).map(
    ({ file, piece, rule }) => `${file} ${piece} ${rule}`,
  );
}

describe('migrations check', () => {
  it('refuses a probe migration that builds an index without CONCURRENTLY, and not the grandfathered one', () => {
    assert.deepEqual(
      problemsOf(
        `ALTER TABLE "listings" ADD COLUMN "x" int;${BP}CREATE INDEX "listings_x_idx" ON "listings" USING btree ("x");`,
      ),
      ['0025_probe.sql 2 index-not-concurrent'],
    );
    // Without its grandfathering, the old one is refused too.
    assert.deepEqual(problemsOf('SELECT 1;', {}), ['0024_old.sql 1 index-not-concurrent']);
  });

  it('passes an index built concurrently, declared and re-runnable, and one on a table of the same file', () => {
    assert.deepEqual(
      problemsOf(
        `-- migration: no-transaction\nDROP INDEX CONCURRENTLY IF EXISTS "listings_x_idx";${BP}CREATE INDEX CONCURRENTLY "listings_x_idx" ON "listings" ("x");`,
      ),
      [],
    );
    assert.deepEqual(
      problemsOf(
        `CREATE TABLE "shifts" ("id" int, "at" date);${BP}CREATE INDEX "shifts_at_idx" ON "shifts" ("at");`,
      ),
      [],
    );
  });

  it('refuses CONCURRENTLY without the declaration, a build that cannot run again, and a declared file doing more', () => {
    assert.deepEqual(problemsOf('CREATE INDEX CONCURRENTLY "i" ON "listings" ("x");'), [
      '0025_probe.sql 1 concurrently-in-transaction',
      '0025_probe.sql 1 rerun-unsafe',
    ]);
    assert.deepEqual(
      problemsOf(
        `-- migration: no-transaction\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "i" ON "listings" ("x");${BP}ALTER TABLE "listings" ADD COLUMN "y" int;`,
      ),
      ['0025_probe.sql 1 rerun-unsafe', '0025_probe.sql 2 no-transaction-mixed'],
    );
  });

  it('refuses a NOT NULL column without a default and a volatile default; passes a constant one', () => {
    assert.deepEqual(
      problemsOf(
        [
          'ALTER TABLE "listings" ADD COLUMN "a" integer NOT NULL;',
          'ALTER TABLE "listings" ADD COLUMN "b" uuid DEFAULT gen_random_uuid() NOT NULL;',
          'ALTER TABLE "listings" ADD COLUMN "c" bigserial;',
          'ALTER TABLE "listings" ADD COLUMN "d" integer DEFAULT 0 NOT NULL;',
          'ALTER TABLE "listings" ADD COLUMN "e" timestamp with time zone DEFAULT now() NOT NULL;',
        ].join(BP),
      ),
      [
        '0025_probe.sql 1 not-null-without-default',
        '0025_probe.sql 2 rewrites-table',
        '0025_probe.sql 3 rewrites-table',
      ],
    );
  });

  it('refuses a foreign key or CHECK without NOT VALID, and its validation in the same migration', () => {
    assert.deepEqual(
      problemsOf(
        [
          'ALTER TABLE "listings" ADD CONSTRAINT "listings_x_fk" FOREIGN KEY ("x") REFERENCES "employers"("user_id");',
          'ALTER TABLE "listings" ADD CONSTRAINT "listings_x_check" CHECK ("x" > 0);',
          'ALTER TABLE "listings" ADD CONSTRAINT "listings_y_check" CHECK ("y" > 0) NOT VALID;',
          'ALTER TABLE "listings" VALIDATE CONSTRAINT "listings_y_check";',
        ].join(BP),
      ),
      [
        '0025_probe.sql 1 constraint-not-valid',
        '0025_probe.sql 2 constraint-not-valid',
        '0025_probe.sql 4 validate-same-transaction',
      ],
    );
    assert.deepEqual(
      problemsOf('ALTER TABLE "listings" VALIDATE CONSTRAINT "listings_y_check";'),
      [],
    );
  });

  it('refuses a type change, SET NOT NULL and a backfill UPDATE', () => {
    assert.deepEqual(
      problemsOf(
        [
          'ALTER TABLE "listings" ALTER COLUMN "x" SET DATA TYPE bigint;',
          'ALTER TABLE "listings" ALTER COLUMN "x" SET NOT NULL;',
          'UPDATE "listings" SET "x" = 0;',
        ].join(BP),
      ),
      [
        '0025_probe.sql 1 column-type',
        '0025_probe.sql 2 set-not-null',
        '0025_probe.sql 3 rows-in-migration',
      ],
    );
  });

  it('refuses a drop or rename unless a reason says the code stopped using it, and always one the schema still names', () => {
    assert.deepEqual(
      problemsOf(
        [
          'ALTER TABLE "listings" DROP COLUMN "old_note";',
          'ALTER TABLE "listings" RENAME COLUMN "title" TO "heading";',
          'DROP TABLE "employers";',
        ].join(BP),
      ),
      [
        '0025_probe.sql 1 drop-or-rename',
        '0025_probe.sql 2 drop-or-rename',
        '0025_probe.sql 2 still-named',
        '0025_probe.sql 3 drop-or-rename',
        '0025_probe.sql 3 still-named',
      ],
    );
    const reason = '-- allow drop-or-rename: release 41 stopped reading it\n';
    assert.deepEqual(problemsOf(`${reason}ALTER TABLE "listings" DROP COLUMN "old_note";`), []);
    assert.deepEqual(problemsOf(`${reason}ALTER TABLE "employers" DROP COLUMN "phone";`), [
      '0025_probe.sql 1 still-named',
    ]);
    // Another table's column of the same name is not this one.
    assert.deepEqual(problemsOf(`${reason}ALTER TABLE "listings" DROP COLUMN "phone";`), []);
    // A reason of a word or two is no reason.
    assert.deepEqual(
      problemsOf('-- allow drop-or-rename: ok\nALTER TABLE "listings" DROP COLUMN "old_note";'),
      ['0025_probe.sql 1 drop-or-rename'],
    );
  });

  it('reads no keyword in comments, strings or function bodies', () => {
    assert.deepEqual(
      problemsOf(
        `-- CREATE INDEX "a" ON "listings" ("x");\nCREATE FUNCTION "f"() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN UPDATE "listings" SET "x" = 1; RETURN NULL; END\n$$;${BP}COMMENT ON TABLE "listings" IS 'DROP TABLE listings';`,
      ),
      [],
    );
  });

  it('passes the probe release the write-stall test runs, and refuses its blocking contrast', () => {
    const fixtures = fileURLToPath(new URL('../api/test/fixtures/migrations/', import.meta.url));
    assert.deepEqual(checkMigrations(join(fixtures, 'release'), SCHEMA, {}), []);
    assert.deepEqual(
      checkMigrations(join(fixtures, 'blocking'), SCHEMA, {}).map(({ rule }) => rule),
      ['index-not-concurrent'],
    );
  });

  it('passes the migrations of api/drizzle, each before 0025 grandfathered', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const schema = schemaOf(join(root, 'api/src/db/schema'));
    assert.deepEqual(checkMigrations(join(root, 'api/drizzle'), schema), []);
    assert.ok(schema.tables.has('listings') && schema.columns.has('employer_id'));
  });
});
