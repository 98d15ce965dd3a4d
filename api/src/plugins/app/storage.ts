// `app.resumeStorage`: the S3 bucket when S3_* is set, else local disk in DATA_DIR (with a signing
// secret kept in DATA_DIR/storage-secret). Also schedules the abandoned-upload sweep and the
// retention job every 10 minutes, once across replicas (applications/sweep.ts, retention.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredApplications } from '../../applications/retention';
import { sweepAbandonedApplications } from '../../applications/sweep';
import type { Config } from '../../config';
import type { ResumeStorage } from '../../storage/driver';
import { LocalResumeStorage } from '../../storage/local-driver';
import { S3ResumeStorage } from '../../storage/s3-driver';
import { loadOrCreateSecret } from '../../storage/secret';

export const SWEEP_INTERVAL_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    resumeStorage: ResumeStorage;
    /** The local driver when resumes are on disk (its upload and download routes use it). */
    localResumeStorage: LocalResumeStorage | null;
    /** Removes abandoned applications now; returns how many. */
    sweepAbandonedApplications(): Promise<number>;
    /** Deletes applications and resumes past retention now; returns how many. */
    deleteExpiredApplications(): Promise<number>;
  }
}

export interface StoragePluginOptions extends Record<string, unknown> {
  config: Pick<Config, 'dataDir' | 's3' | 'storageSecret'>;
  storage?: ResumeStorage;
}

export default fp(
  async (app: FastifyInstance, options: StoragePluginOptions) => {
    const storage = chooseStorage(options);
    app.decorate('resumeStorage', storage);
    app.decorate('localResumeStorage', storage instanceof LocalResumeStorage ? storage : null);
    app.decorate('sweepAbandonedApplications', () =>
      sweepAbandonedApplications(
        app.backgroundDb,
        storage,
        app.now(),
        { publicUrl: app.config.publicUrl },
        app.log,
      ),
    );

    app.decorate('deleteExpiredApplications', () =>
      deleteExpiredApplications(app.backgroundDb, storage, app.now(), app.log),
    );

    app.scheduleTask({
      name: 'abandoned-uploads',
      everyMs: SWEEP_INTERVAL_MS,
      run: async () => {
        const removed = await app.sweepAbandonedApplications();
        // An upload found in the bucket may have filled its listing: closing notices were queued.
        app.mail.kick();
        if (removed > 0)
          app.log.info({ removed }, 'Removed applications whose resume never arrived');
      },
    });
    app.scheduleTask({
      name: 'application-retention',
      everyMs: SWEEP_INTERVAL_MS,
      run: async () => {
        const deleted = await app.deleteExpiredApplications();
        if (deleted > 0) app.log.info({ deleted }, 'Deleted applications past retention');
      },
    });
  },
  { name: 'storage' },
);

export function chooseStorage({ config, storage }: StoragePluginOptions): ResumeStorage {
  if (storage) return storage;
  if (config.s3) return new S3ResumeStorage(config.s3);
  return new LocalResumeStorage(
    config.dataDir,
    config.storageSecret ?? loadOrCreateSecret(config.dataDir),
  );
}
