// The whole database as one comparable value: per table of the app's schema, its row count and
// an md5 of all its rows (as text, sorted). A refused call must leave it exactly as it was.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/client';

export type DatabaseSnapshot = Record<string, { rows: number; md5: string }>;

// The scheduler's own bookkeeping moves with the clock, not with requests.
const UNWATCHED_TABLES = new Set(['scheduled_tasks']);

/** Tables of the schema the connection works in (public on PGlite, the test schema on PG). */
async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
        order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !UNWATCHED_TABLES.has(name));
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const names = await tableNames(db);
  if (names.length === 0) throw new Error('no tables found: wrong schema?');
  // One statement for all tables, so a snapshot is a single round trip.
  const parts = names.map(
    (name) =>
      `select '${name.replaceAll("'", "''")}' as name, count(*)::int as rows, ` +
      `coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5 ` +
      `from ${quoteIdent(name)} t`,
  );
  const rows = await queryRows<{ name: string; rows: number; md5: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, md5: row.md5 }]));
}
