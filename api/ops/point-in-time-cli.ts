// `npm run point-in-time -- base-backup | restore | mark`: point-in-time recovery of the API's
// PostgreSQL database from a base backup and the archived WAL (docs/operations.md, "Point-in-time
// recovery (PostgreSQL)"; ADR 0057). Works on the server DATABASE_URL names; BACKUP_KEY encrypts
// base backups and decrypts them.
import { backupKeyFrom, BackupError } from './backup/backup-key';
import { baseBackup, BaseBackupError } from './point-in-time/base-backup';
import { readCommand, UsageError } from './point-in-time/command-line';
import { ManifestError } from './point-in-time/manifest';
import { mark, MarkError } from './point-in-time/mark';
import { RecoverySettingsError } from './point-in-time/recovery-settings';
import { restore, RestoreError } from './point-in-time/restore';
import { ConnectionError, serverConnection } from './point-in-time/server-connection';

const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

/** Failures an operator can act on: said in one message, exit 1 (2 for a usage mistake). */
const EXPECTED = [
  BackupError,
  BaseBackupError,
  ConnectionError,
  ManifestError,
  MarkError,
  RecoverySettingsError,
  RestoreError,
];

async function main(): Promise<void> {
  const command = readCommand(process.argv.slice(2));
  const env = process.env;
  switch (command.name) {
    case 'base-backup': {
      const connection = serverConnection(env);
      const { manifest, warnings } = await baseBackup(
        command.folder,
        connection,
        backupKeyFrom(env.BACKUP_KEY),
      );
      for (const warning of warnings) complain(`Warning: ${warning}`);
      const [file] = manifest.files;
      const encrypted = manifest.encryption.algorithm === 'none' ? '' : ', encrypted';
      say(`Base backup written to ${command.folder}`);
      say(`  server ${manifest.serverVersion}, started ${manifest.startedAt}`);
      say(
        `  WAL from ${manifest.startLsn} (segment ${manifest.startWalFile}) to ${manifest.endLsn}`,
      );
      say(`  ${file?.name}: ${file?.bytes} bytes${encrypted}`);
      break;
    }
    case 'mark': {
      const point = await mark(serverConnection(env).url, command.point);
      say(`Restore point ${point.name} at WAL ${point.lsn} (${point.at}).`);
      say(`Restore to it with: restore <base folder> … --to-name ${point.name}`);
      break;
    }
    case 'restore': {
      const result = await restore({
        ...command,
        key: backupKeyFrom(env.BACKUP_KEY),
        pgBin: env.PG_BIN?.trim() || undefined,
      });
      say(
        `Base backup of ${result.manifest.startedAt} checked and unpacked into ${command.pgdata}.`,
      );
      const target = command.target;
      say(
        target === undefined
          ? 'It will replay every archived WAL segment, then open for writes.'
          : 'time' in target
            ? `It will replay the archived WAL up to ${target.time.toISOString()}, then open for writes.`
            : `It will replay the archived WAL up to restore point ${target.name}, then open for writes.`,
      );
      say('Start it with:');
      say(`  ${result.startCommand}`);
      break;
    }
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError) {
    complain(error.message);
    process.exitCode = 2;
  } else if (EXPECTED.some((kind) => error instanceof kind)) {
    complain((error as Error).message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
