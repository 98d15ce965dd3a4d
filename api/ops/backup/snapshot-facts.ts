// What a backup records about its database, read in the same snapshot as the dump: the resume
// files its rows name, the row count of every table and the last migration applied. The same SQL
// on both engines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MIGRATIONS_FOLDER } from '../../src/db/client';
import { resumes, savedResumes, savedResumeUploads } from '../../src/db/schema';

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export interface ResumeKeys {
  /** Files the rows say are stored: a backup without one of them is refused. */
  required: string[];
  /** Uploads under way (their file may not have arrived): copied when present. */
  optional: string[];
}

export interface SnapshotFacts {
  resumeKeys: ResumeKeys;
  rowCounts: Record<string, number>;
  /** The last migration applied: its file's tag and the journal's `when` drizzle recorded. */
  migration: { tag: string; when: number } | null;
}

const dialect = new PgDialect();

// Through the schema's objects, as the API names them (docs/architecture.md, "The API's modules"):
// a renamed table or column fails the type check, not a backup.
const r = resumes;
const sr = savedResumes;
const su = savedResumeUploads;
const RESUME_KEYS = dialect.sqlToQuery(sql`
  select ${r.storageKey} as key, true as required from ${r}
    where ${r.storedAt} is not null
  union all select ${r.storageKey}, false from ${r}
    where ${r.storedAt} is null
  union all select ${sr.storageKey}, true from ${sr}
  union all select ${su.storageKey}, false from ${su}`).sql;

const TABLES = `
  select table_name as name from information_schema.tables
  where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;

// drizzle's journal of applied migrations (db/client.ts migrates with it).
const LAST_MIGRATION = `
  select created_at::text as created_at from drizzle.__drizzle_migrations
  order by created_at desc limit 1`;
const HAS_JOURNAL = `select to_regclass('drizzle.__drizzle_migrations') is not null as present`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The committed migration whose timestamp drizzle recorded, by its file's name. */
function migrationTag(createdAt: string): string {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return journal.entries.find((entry) => String(entry.when) === createdAt)?.tag ?? 'unknown';
}

export async function snapshotFacts(query: Query): Promise<SnapshotFacts> {
  const keys = await query(RESUME_KEYS);
  const resumeKeys: ResumeKeys = {
    required: keys.filter((row) => row.required === true).map((row) => String(row.key)),
    optional: keys.filter((row) => row.required !== true).map((row) => String(row.key)),
  };
  const rowCounts: Record<string, number> = {};
  for (const { name } of await query(TABLES)) {
    const [row] = await query(`select count(*)::int as n from ${quoteIdent(String(name))}`);
    rowCounts[String(name)] = Number(row?.n ?? 0);
  }
  let migration: SnapshotFacts['migration'] = null;
  const [journal] = await query(HAS_JOURNAL);
  if (journal?.present === true) {
    const [last] = await query(LAST_MIGRATION);
    if (last) {
      const createdAt = String(last.created_at);
      migration = { tag: migrationTag(createdAt), when: Number(createdAt) };
    }
  }
  return { resumeKeys, rowCounts, migration };
}
