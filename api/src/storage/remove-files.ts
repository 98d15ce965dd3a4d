// Removing resume files after the rows that named them are committed away. A failure is logged
// (an orphan file is harmless and unreachable: download links are signed per key).
import type { FastifyBaseLogger } from 'fastify';
import type { ResumeStorage } from './driver';

export async function removeResumeFiles(
  storage: ResumeStorage,
  keys: string[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'Resume file could not be removed');
      }),
    ),
  );
}
