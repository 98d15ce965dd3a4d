// A migration that failed, named with its file and statement, with what became of its changes.
import type { Migration } from './journal';

/** PostgreSQL's SQLSTATE of an error or of one it wraps. */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** lock_timeout cut the wait for a lock: SQLSTATE 55P03, lock_not_available. */
export const lockTimedOut = (error: unknown) => sqlState(error) === '55P03';

const excerpt = (statement: string) => {
  const text = statement.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

export class MigrationError extends Error {
  constructor(
    readonly migration: Migration,
    /** 1-based, counting the file's pieces between breakpoints. */
    readonly statementNumber: number,
    readonly statement: string,
    cause: unknown,
  ) {
    const state = sqlState(cause);
    const reason = cause instanceof Error ? cause.message : String(cause);
    const left = migration.noTransaction
      ? 'its earlier statements stay applied and its record is not written; it runs again, whole, at the next start'
      : 'it was rolled back whole';
    super(
      `Migration ${migration.tag}.sql failed at statement ${statementNumber} of ` +
        `${migration.statements.length} (${excerpt(statement)}): ${reason}` +
        `${state ? ` [SQLSTATE ${state}]` : ''}; ${left}. Later migrations were not run.`,
      { cause },
    );
    this.name = 'MigrationError';
  }
}
