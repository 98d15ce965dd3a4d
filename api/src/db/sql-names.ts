// The schema's tables and columns where hand-written SQL needs them in a form `${column}` does not
// give (docs/architecture.md, "One way to query"): a column unqualified, as INSERT's column list,
// UPDATE's SET and ON CONFLICT's target want it, and an alias in FROM. Named through the schema's
// objects, a renamed column or table fails the type check, not a query at run time.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** `"listing_id"`: the column without its table, for INSERT (…), SET … = and ON CONFLICT (…). */
export const bare = (column: AnyPgColumn): SQL => sql`${sql.identifier(column.name)}`;

/** `"user_id", "listing_id"`: columns without their table, for INSERT's list or a conflict target. */
export const bareList = (...columns: AnyPgColumn[]): SQL => sql.join(columns.map(bare), sql`, `);

// drizzle marks an alias, and keeps its table's own name, under these registered symbols
// (drizzle-orm/table.js).
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const ORIGINAL_NAME = Symbol.for('drizzle:OriginalName');

/**
 * `"listings" "l"`: an alias made with `alias(listings, 'l')`, as FROM, JOIN, UPDATE and DELETE
 * FROM name it; its columns then render as `"l"."id"`.
 */
export function tableAs(aliased: PgTable): SQL {
  const symbols = aliased as unknown as Record<symbol, unknown>;
  if (symbols[IS_ALIAS] !== true) throw new Error('tableAs: not a table alias');
  const table = String(symbols[ORIGINAL_NAME]);
  return sql`${sql.identifier(table)} ${sql.identifier(getTableName(aliased))}`;
}
