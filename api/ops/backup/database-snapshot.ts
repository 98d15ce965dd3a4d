// A database held still for a backup: what it records (facts) and its dump, from one snapshot.
import type { BackupKey } from './backup-key';
import type { StoredFile } from './backup-file';
import type { SnapshotFacts } from './snapshot-facts';

export type Engine = 'postgres' | 'pglite';

export interface DatabaseSnapshot {
  engine: Engine;
  facts: SnapshotFacts;
  /** Writes the dump into the backup folder. */
  dump(folder: string, key: BackupKey | undefined): Promise<StoredFile>;
  /** Lets the database go (ends the snapshot's transaction, or closes PGlite). */
  release(): Promise<void>;
}
