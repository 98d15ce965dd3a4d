// `npm run backup -- <folder>`: a backup of the configured database, resume store and DATA_DIR
// files into a new folder (ops/backup/make-backup.ts). `npm run backup -- --prune <parent>`:
// deletes the backups under <parent> older than 34 days, so none is kept 35 (ops/backup/retention.ts).
import { loadConfig } from '../src/config';
import { backupKeyFrom, BackupError, KEY_FORMAT } from './backup/backup-key';
import { makeBackup } from './backup/make-backup';
import { operatorPath, runCommand, seconds } from './backup/operator-args';
import { pruneBackups, RETENTION_DAYS } from './backup/retention';

const USAGE = `Usage:
  npm run backup -- <folder>
      Backs up the database (DATABASE_URL, or the embedded one in DATA_DIR: stop the API first),
      the resumes (DATA_DIR or the S3_* bucket) and DATA_DIR's other files into <folder>, which
      must be new or empty. With BACKUP_KEY every file is encrypted (AES-256-GCM); ${KEY_FORMAT}.
      APP_ENV=production refuses to back up without it.
  npm run backup -- --prune <parent> [--older-than-days ${RETENTION_DAYS}]
      Deletes the backups in <parent>'s folders made more than ${RETENTION_DAYS} (or the given) days ago:
      run daily, it keeps the Privacy Policy's promise that backups are gone within 35 days.`;

function usage(): never {
  throw new BackupError(USAGE);
}

async function prune(args: string[]): Promise<void> {
  const [parent, flag, value] = args;
  if (!parent || (flag !== undefined && flag !== '--older-than-days') || args.length === 2) usage();
  const days = value === undefined ? RETENTION_DAYS : Number(value);
  if (!Number.isInteger(days) || days < 1) usage();
  const deleted = await pruneBackups(operatorPath(parent), days, new Date());
  console.log(
    deleted.length
      ? `Deleted ${deleted.length} backup(s) older than ${days} days:\n${deleted.join('\n')}`
      : `No backup in ${operatorPath(parent)} is older than ${days} days.`,
  );
}

async function backup(folder: string): Promise<void> {
  const config = loadConfig();
  const key = backupKeyFrom(process.env.BACKUP_KEY);
  if (!key && config.appEnv === 'production') {
    throw new BackupError(
      `APP_ENV=production: a backup holds people's resumes and messages and is never written unencrypted. Set BACKUP_KEY (${KEY_FORMAT}).`,
    );
  }
  if (!key) {
    console.error('NOT ENCRYPTED: BACKUP_KEY is not set, so this backup is written in the clear.');
  }
  const started = performance.now();
  const target = operatorPath(folder);
  const manifest = await makeBackup(config, target, key);
  const encryption = key ? `encrypted (AES-256-GCM, key id ${key.id})` : 'NOT encrypted';
  console.log(
    `Backed up the ${manifest.engine} database, ${manifest.resumes.length} resume file(s) and ` +
      `${manifest.dataDir.length} other file(s) into ${target} in ${seconds(started)}, ${encryption}.`,
  );
}

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args[0] === '--help' || args[0] === '-h') console.log(USAGE);
  else if (args[0] === '--prune') await prune(args.slice(1));
  else if (args.length === 1 && args[0] && !args[0].startsWith('-')) await backup(args[0]);
  else usage();
});
