// GET /storage/download: serves a resume for a signed, short-lived link made by
// `resumeStorage.createDownloadUrl(key, filename, now)` (local storage only): a PDF inline, so
// 'Open in new tab' shows it, a DOC or DOCX as an attachment. Always sandboxed, so a page
// hidden in a file runs no script and has no origin.
import { createReadStream } from 'node:fs';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponse } from 'api-contract';
import { z } from 'zod';
import { resumeDownloadable } from '../employer-review';
import { HttpError } from '../../plugins/http/http-error';
import type { OperationDoc } from '../../plugins/external/openapi-operations';
import type { LocalResumeStorage } from '../../storage/local-driver';
import { keyExtension, RESUME_CONTENT_TYPES } from '../../storage/resume-files';
import { resumeDisposition } from '../../storage/s3-driver';

export const LINK_INVALID_DETAIL = 'This download link is invalid or has expired.';
export const FILE_MISSING_DETAIL = 'This file is no longer available.';

/**
 * A resume is the student's bytes served from the site's own origin. Whatever a browser makes of
 * them (a file stored before the structure check, a viewer's bug, a sniffing browser), `sandbox`
 * gives the document an opaque origin with no script, forms, pop-ups or plug-ins, so it can
 * neither read the site's cookies nor call the API as the employer. `frame-ancestors 'none'`
 * says in CSP what X-Frame-Options: DENY already says for every answer. Chromium's PDF viewer
 * still shows the file under both (checked with Chromium 156); Safari is reported to show some
 * PDFs blank under `sandbox` (adobe/aem-core-wcm-components#2839), where the employer can still
 * download the file.
 */
export const DOWNLOAD_CSP = "sandbox; frame-ancestors 'none'";

/** The download in the OpenAPI document: the link's signature authorises it, not a session. */
export const downloadOperation: OperationDoc = {
  operationId: 'storageDownload',
  security: [],
  description:
    'Public: the signed link (from GET /employer/applications/{id}/resume) authorises it, not a ' +
    'session.',
  responses: {
    200: {
      description: 'The resume: a PDF inline, a DOC or DOCX as an attachment.',
      content: Object.fromEntries(
        Object.values(RESUME_CONTENT_TYPES).map((type) => [
          type,
          { schema: { type: 'string', format: 'binary' } },
        ]),
      ),
    },
    400: { description: 'The request failed validation; `detail` says what.' },
    403: { description: 'The link is invalid or has expired.' },
    404: { description: 'The file is no longer available (or the application was withdrawn).' },
  },
};

const downloadQuery = z.strictObject({
  key: z.string().min(1).max(200),
  filename: z.string().min(1).max(255),
  expires: z.string().regex(/^\d{1,12}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

const downloadRoutes: FastifyPluginCallbackZod<{ storage: LocalResumeStorage }> = (
  app,
  options,
  done,
) => {
  const { storage } = options;
  app.get(
    '/download',
    {
      schema: {
        tags: ['storage'],
        summary: 'Download a stored resume through a signed link (local storage only)',
        querystring: downloadQuery,
        response: { 200: z.unknown(), 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const link = storage.verifyDownload(request.query, app.now());
      const ext = link && keyExtension(link.key);
      if (!link || !ext) throw new HttpError(403, LINK_INVALID_DETAIL);
      // Checked on every download, not only when the link was made: a withdrawn or rejected
      // application's resume is gone for the employer even within an earlier link's minutes.
      if (!(await resumeDownloadable(app.db, link.key))) {
        throw new HttpError(404, FILE_MISSING_DETAIL);
      }
      const size = await storage.stat(link.key);
      if (size === undefined) throw new HttpError(404, FILE_MISSING_DETAIL);
      return reply
        .header('content-type', RESUME_CONTENT_TYPES[ext])
        .header('content-length', String(size))
        .header('content-disposition', resumeDisposition(link.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(createReadStream(storage.filePath(link.key)));
    },
  );
  done();
};

export default downloadRoutes;
