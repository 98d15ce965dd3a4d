// POST /storage/upload with a chunked body that never reaches its first boundary (security.md's
// informational item): refused with a 400 once it passes the form's cap, its
// answer still reaching the client, and the rest of the body never read.
import { rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES } from '../../src/storage/multipart';
import { build, engines } from '../helper';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)('upload form cap (%s)', (engine) => {
  let app: FastifyInstance;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    app = await build(engine, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses 40 MB sent chunked before the first boundary', async () => {
    let pulled = 0;
    function* preamble() {
      for (let i = 0; i < 640; i++) {
        pulled += 64 * 1024;
        yield Buffer.alloc(64 * 1024, 'x');
      }
    }
    const response = await app.inject({
      method: 'POST',
      url: '/storage/upload',
      headers: {
        'content-type': 'multipart/form-data; boundary=never-sent',
        'transfer-encoding': 'chunked',
      },
      payload: Readable.from(preamble()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'The form did not reach its file within the size limit.',
    });
    expect(response.headers.connection).toBe('close');
    expect(pulled).toBeLessThan(MAX_FORM_BYTES + 2 * 1024 * 1024);
  });
});
