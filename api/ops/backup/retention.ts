// Retention: backups older than the given number of days are deleted. A backup is a folder right
// under `parent` holding a manifest.json; its age is the manifest's createdAt. Anything else under
// `parent` is left alone.
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST } from './manifest';

/**
 * The Privacy Policy says backups are gone within 35 days. Pruned once a day, a backup is deleted
 * at the first pass after it turns RETENTION_DAYS old: with 34, that pass comes before it is 35
 * days old, even when the daily job starts a little earlier than the day before.
 */
export const RETENTION_DAYS = 34;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the backup in `folder` was made, or undefined when it is not a backup. */
async function createdAt(folder: string): Promise<Date | undefined> {
  try {
    const raw = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as {
      manifest?: { createdAt?: unknown };
    };
    const time = Date.parse(String(raw.manifest?.createdAt));
    return Number.isNaN(time) ? undefined : new Date(time);
  } catch {
    return undefined;
  }
}

/** Deletes the backups under `parent` made more than `days` days before `now`; returns them. */
export async function pruneBackups(parent: string, days: number, now: Date): Promise<string[]> {
  const cutoff = now.getTime() - days * DAY_MS;
  const deleted: string[] = [];
  for (const entry of await readdir(parent, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(parent, entry.name);
    const made = await createdAt(folder);
    if (made && made.getTime() < cutoff) {
      await rm(folder, { recursive: true, force: true });
      deleted.push(folder);
    }
  }
  return deleted.sort();
}
