// `npm run restore -- <folder>`: a backup made by `npm run backup` put back into an empty database
// and store (ops/backup/restore-backup.ts).
import { loadConfig } from '../src/config';
import { backupKeyFrom, BackupError } from './backup/backup-key';
import { operatorPath, runCommand, seconds } from './backup/operator-args';
import { restoreBackup } from './backup/restore-backup';

const USAGE = `Usage: npm run restore -- <folder>
  Restores the backup in <folder> into the database and resume store the settings name
  (DATABASE_URL, DATA_DIR, S3_*), with BACKUP_KEY when it is encrypted. Every file is checked
  against the manifest first: a changed, truncated or missing one, or another key, refuses the
  restore before anything is written. The target must be empty (a new database made with
  createdb, or a DATA_DIR without pglite/, resumes and storage-secret; a bucket holding none of
  the backup's files): a restore never writes over data, and there is no --force. To restore
  over a damaged deployment, stop the API, move its data aside or drop the database, then restore.`;

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args[0] === '--help' || args[0] === '-h') return console.log(USAGE);
  if (args.length !== 1 || !args[0] || args[0].startsWith('-')) throw new BackupError(USAGE);
  const config = loadConfig();
  const started = performance.now();
  const folder = operatorPath(args[0]);
  const manifest = await restoreBackup(config, folder, backupKeyFrom(process.env.BACKUP_KEY));
  console.log(
    `Restored the ${manifest.engine} database of ${manifest.createdAt} (migration ` +
      `${manifest.migration?.tag ?? 'unknown'}), ${manifest.resumes.length} resume file(s) and ` +
      `${manifest.dataDir.length} other file(s) from ${folder} in ${seconds(started)}. Start the API.`,
  );
});
