// The migrations of a folder as drizzle-kit writes them and drizzle-orm 0.45's migrator reads them
// (drizzle-orm/migrator.js, readMigrationFiles): `meta/_journal.json` lists the files in order,
// each `<tag>.sql` is split on `--> statement-breakpoint` as it is, and its record is the sha256 of
// the whole file with the entry's `when`. Reading them the same way keeps every database that
// drizzle's migrator migrated readable by ours (runner.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_TRANSACTION } from './lock-settings';

export interface Migration {
  /** The file's name without `.sql`, as the journal names it: `0024_business_contact`. */
  tag: string;
  /** The file's text cut at each breakpoint, untrimmed, as drizzle cuts it. */
  statements: string[];
  /** The journal entry's `when`: the record's `created_at`, and what orders the applied ones. */
  folderMillis: number;
  /** sha256 of the file's text, hex: the record's `hash`. */
  hash: string;
  /** The file declares `-- migration: no-transaction` (lock-settings.ts). */
  noTransaction: boolean;
}

interface JournalEntry {
  tag: string;
  when: number;
}

export const BREAKPOINT = '--> statement-breakpoint';

function journalEntries(folder: string): JournalEntry[] {
  const journalPath = path.join(folder, 'meta', '_journal.json');
  if (!existsSync(journalPath)) throw new Error(`No migration journal at ${journalPath}`);
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries?: unknown };
  if (!Array.isArray(journal.entries)) throw new Error(`${journalPath} has no entries list`);
  return journal.entries.map((entry: Partial<JournalEntry>, index) => {
    if (typeof entry.tag !== 'string' || typeof entry.when !== 'number') {
      throw new Error(`${journalPath}: entry ${index} lacks a tag or a numeric when`);
    }
    return { tag: entry.tag, when: entry.when };
  });
}

/** The folder's migrations in the journal's order. */
export function readMigrations(folder: string): Migration[] {
  return journalEntries(folder).map(({ tag, when }) => {
    const file = path.join(folder, `${tag}.sql`);
    if (!existsSync(file)) throw new Error(`The journal names ${tag} but ${file} is missing`);
    const text = readFileSync(file).toString();
    return {
      tag,
      statements: text.split(BREAKPOINT),
      folderMillis: when,
      hash: createHash('sha256').update(text).digest('hex'),
      noTransaction: NO_TRANSACTION.test(text),
    };
  });
}
