// What a restored data folder is told in postgresql.auto.conf: fetch archived WAL with
// restore_command, replay up to the target (a moment, or a restore point `mark` made), then
// promote, so the server opens for writes on a new timeline.

export type RecoveryTarget = { time: Date } | { name: string } | undefined;

export class RecoverySettingsError extends Error {}

/** A folder a shell command can name in double quotes and a setting in single quotes, as it is. */
const PLAIN_PATH = /^[\w./@+,:-][\w./@+,: -]*$/;

/** PostgreSQL's own timestamp notation, in UTC: what recovery_target_time parses for sure. */
export function postgresTimestamp(time: Date): string {
  return `${time.toISOString().replace('T', ' ').replace('Z', '')}+00`;
}

export function recoverySettings(archive: string, target: RecoveryTarget): string {
  if (!PLAIN_PATH.test(archive)) {
    throw new RecoverySettingsError(
      `--wal-archive ${archive}: name it with letters, digits, spaces and . / _ - only (it goes into a shell command the server runs).`,
    );
  }
  const lines = [
    '',
    '# Point-in-time recovery (npm run point-in-time -- restore): remove these lines once promoted.',
    `restore_command = 'cp "${archive}/%f" "%p"'`,
  ];
  if (target && 'time' in target) {
    lines.push(`recovery_target_time = '${postgresTimestamp(target.time)}'`);
  } else if (target) {
    lines.push(`recovery_target_name = '${target.name.replaceAll("'", "''")}'`);
  }
  if (target) lines.push("recovery_target_action = 'promote'");
  return `${lines.join('\n')}\n`;
}
