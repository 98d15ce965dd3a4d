// A program an operator command runs (pg_dump, pg_restore, pg_basebackup, tar): what it has written
// to stderr so far, and its exit, awaited once its output has been consumed.
import type { ChildProcess } from 'node:child_process';

export interface WatchedChild {
  /** Its exit code (null when a signal ended it); rejects when it could not start. */
  exited: Promise<number | null>;
  readonly stderr: () => string;
}

export function watchChild(child: ChildProcess): WatchedChild {
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  // The caller awaits it after the output; this only keeps a failed start from going unhandled.
  exited.catch(() => undefined);
  return { exited, stderr: () => stderr };
}
