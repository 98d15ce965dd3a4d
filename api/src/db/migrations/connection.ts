// The one connection a migration run uses, over either engine: PostgreSQL's `pg` client taken
// from a pool for the run, or PGlite's single in-process connection. Text without parameters goes
// by the simple query protocol on both, as drizzle's migrator sends it.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface MigrationConnection {
  /** Runs SQL text without parameters. */
  run(text: string): Promise<void>;
  /** Rows of one parameterised query. */
  rows<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export function pgConnection(client: pg.ClientBase): MigrationConnection {
  return {
    run: async (text) => {
      await client.query(text);
    },
    rows: async <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await client.query<Row>(text, params)).rows,
  };
}

export function pgliteConnection(client: PGlite): MigrationConnection {
  return {
    run: async (text) => {
      await client.exec(text);
    },
    rows: async <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await client.query<Row>(text, params)).rows,
  };
}
