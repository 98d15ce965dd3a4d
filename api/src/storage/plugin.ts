// `app.resumeStorage`: the S3 bucket when S3_* is set, else local disk in DATA_DIR (with a signing
// secret kept in DATA_DIR/storage-secret).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { ResumeStorage } from './driver';
import { LocalResumeStorage } from './local-driver';
import { S3ResumeStorage } from './s3-driver';
import { loadOrCreateSecret } from './secret';

declare module 'fastify' {
  interface FastifyInstance {
    resumeStorage: ResumeStorage;
    /** The local driver when resumes are on disk (its upload and download routes use it). */
    localResumeStorage: LocalResumeStorage | null;
  }
}

export interface StoragePluginOptions extends Record<string, unknown> {
  config: Pick<Config, 'dataDir' | 's3' | 'storageSecret' | 'storagePreviousSecret'>;
  storage?: ResumeStorage;
}

export default fp(
  async (app: FastifyInstance, options: StoragePluginOptions) => {
    const storage = chooseStorage(options);
    app.decorate('resumeStorage', storage);
    app.decorate('localResumeStorage', storage instanceof LocalResumeStorage ? storage : null);
  },
  { name: 'storage' },
);

export function chooseStorage({ config, storage }: StoragePluginOptions): ResumeStorage {
  if (storage) return storage;
  if (config.s3) return new S3ResumeStorage(config.s3);
  return new LocalResumeStorage(
    config.dataDir,
    config.storageSecret ?? loadOrCreateSecret(config.dataDir),
    config.storagePreviousSecret,
  );
}
