// POST /storage/upload: the local driver's stand-in for an S3 bucket's POST endpoint. Checks the
// signed policy (signature, expiry, key, size), the file's real type by its structure
// (storage/file-type.ts), then stores it and marks the application's resume stored (or, for a saved
// resume's upload, keeps the file for its confirmation), answering 204 like S3.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponse, validationMessages } from 'api-contract';
import { z } from 'zod';
import { markResumeStored } from '../pending-resumes';
import { HttpError } from '../../plugins/http/http-error';
import { matchesType } from '../../storage/file-type';
import type { LocalResumeStorage } from '../../storage/local-driver';
import {
  FileTooLargeError,
  MAX_FORM_BYTES,
  MultipartError,
  multipartBoundary,
  readUploadForm,
} from '../../storage/multipart';
import { PolicyError, type VerifiedPolicy } from '../../storage/post-policy';
import { isSavedResumeKey, keyExtension, RESUME_CONTENT_TYPES } from '../../storage/resume-files';
import { expectsSavedUpload } from '../saved-resume/uploads';
import type { OperationDoc } from '../../plugins/external/openapi-operations';

export const uploadMessages = {
  notMultipart: 'The upload must be a multipart/form-data form.',
  empty: 'The resume file is empty.',
  notExpected: 'This upload is no longer expected. Please apply again.',
} as const;

const formField = (description: string) => ({ type: 'string', description });

/**
 * The upload in the OpenAPI document: Fastify never parses its form (the handler streams it), so
 * the generated document would show no body; its fields are those of the presigned POST that
 * POST /student/jobs/apply and POST /student/resume return, then the file, last, as S3 wants it.
 */
export const uploadOperation: OperationDoc = {
  operationId: 'storageUpload',
  security: [],
  description:
    'Public: the signed policy in the form authorises the upload, not a session. Send the ' +
    '`fields` of the presigned POST unchanged, then `file`.',
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [
            'key',
            'Content-Type',
            'x-amz-algorithm',
            'x-amz-credential',
            'x-amz-date',
            'policy',
            'x-amz-signature',
            'file',
          ],
          properties: {
            key: formField('Where the resume is stored, as the presigned POST names it.'),
            'Content-Type': formField("The resume's type, as signed."),
            'x-amz-algorithm': formField('AWS4-HMAC-SHA256.'),
            'x-amz-credential': formField('The signing credential scope.'),
            'x-amz-date': formField('When the policy was signed.'),
            policy: formField('The base64 POST policy (expiry, key, size range).'),
            'x-amz-signature': formField("The policy's signature."),
            file: {
              type: 'string',
              format: 'binary',
              description: 'The resume (PDF, DOC or DOCX) within the signed size range; last.',
            },
          },
        },
      },
    },
  },
  responses: {
    204: { description: 'Stored; no body (as S3 answers).', content: undefined },
    400: { description: 'Not a multipart form, an empty or too large file, or not a resume.' },
    403: { description: 'The signature, expiry, key or size range of the policy does not hold.' },
    409: { description: 'This upload is no longer expected (the application moved on).' },
  },
};

function uploadError(error: unknown): unknown {
  if (error instanceof PolicyError) return new HttpError(403, error.message);
  if (error instanceof FileTooLargeError)
    return new HttpError(400, validationMessages.resumeTooLarge);
  if (error instanceof MultipartError) return new HttpError(400, error.message);
  return error;
}

const uploadRoutes: FastifyPluginCallbackZod<{ storage: LocalResumeStorage }> = (
  app,
  options,
  done,
) => {
  const { storage } = options;
  // Leave the body unread: the handler streams it with its own limits.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, parsed) => parsed(null));

  app.post(
    '/upload',
    {
      schema: {
        tags: ['storage'],
        summary: 'Receive a resume for a presigned POST (local storage only)',
        response: {
          204: z.null().describe('Stored (no body)'),
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // A refused upload may leave body bytes unread; the connection must not be reused.
      const refuse = (error: unknown) => {
        void reply.header('connection', 'close');
        return uploadError(error);
      };
      const boundary = multipartBoundary(request.headers['content-type']);
      if (!boundary) throw refuse(new HttpError(400, uploadMessages.notMultipart));
      // A declared length is refused at once; a chunked body is stopped at the same cap.
      if (Number(request.headers['content-length'] ?? 0) > MAX_FORM_BYTES) {
        throw refuse(new FileTooLargeError('declared length'));
      }
      const now = app.now();
      let policy: VerifiedPolicy | undefined;
      let file: Buffer;
      try {
        ({ file } = await readUploadForm(request.raw, boundary, {
          beforeFile: (fields) => {
            policy = storage.verifyUpload(fields, now);
            return { maxBytes: policy.maxBytes };
          },
        }));
      } catch (error) {
        throw refuse(error);
      }
      const ext = policy && keyExtension(policy.key);
      if (!policy || !ext) throw refuse(new PolicyError('The upload key is not a resume key.'));
      if (file.length < Math.max(1, policy.minBytes))
        throw refuse(new HttpError(400, uploadMessages.empty));
      if (!matchesType(file, ext)) throw refuse(new HttpError(400, validationMessages.resumeType));

      const { key } = policy;
      if (isSavedResumeKey(key)) {
        // A saved resume's upload: kept while its upload is under way, and made the saved
        // resume when the student confirms it (saved-resume/uploads.ts).
        await app.db.transaction(async (tx) => {
          if (!(await expectsSavedUpload(tx, key)))
            throw new HttpError(409, uploadMessages.notExpected);
          await storage.write(key, file);
        });
        return reply.code(204).send(null);
      }
      await app.db.transaction(async (tx) => {
        const expected = await markResumeStored(
          tx,
          key,
          { sizeBytes: file.length, contentType: RESUME_CONTENT_TYPES[ext], now },
          { publicUrl: app.config.publicUrl },
        );
        if (!expected) throw new HttpError(409, uploadMessages.notExpected);
        // Inside the transaction: a failed write leaves the resume pending, never half-stored.
        await storage.write(key, file);
      });
      // The submission may have filled the listing: closing notices were queued.
      app.mail.kick();
      return reply.code(204).send(null);
    },
  );
  done();
};

export default uploadRoutes;
