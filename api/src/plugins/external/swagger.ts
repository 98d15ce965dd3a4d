// OpenAPI document generated from the routes' zod schemas (the shared contract), with each
// operation's id, security and response text added from the endpoint table (openapi-operations.ts).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import {
  describeOperations,
  SECURITY_SCHEME,
  type OpenApiDocument,
  type OperationDoc,
} from './openapi-operations';

export interface SwaggerPluginOptions extends Record<string, unknown> {
  /** Where the site serves the API: its proxy strips the prefix, so /api/x reaches the API's /x. */
  sitePrefix: string;
  /** The session access cookie's name over plain-http loopback (`__Host-` prefixed otherwise). */
  accessCookie: string;
  /** Ids, security and text of the routes outside the endpoint table, by `operationKey`. */
  outsideTheTable: Readonly<Record<string, OperationDoc>>;
}

export default fp(
  async (app: FastifyInstance, options: SwaggerPluginOptions) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Student Gigs API',
          description: 'The API of the student gig marketplace (SPEC section 7).',
          version: '1.0.0',
        },
        // The document is read, and "Try it out" calls, through the site (/api/docs).
        servers: [{ url: options.sitePrefix, description: 'The site, which proxies the API' }],
        components: {
          securitySchemes: {
            [SECURITY_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: options.accessCookie,
              description:
                `The session's access token, set by POST /auth/login and renewed by POST ` +
                `/auth/refresh. Named \`__Host-${options.accessCookie}\` when the site is served ` +
                `over https (everywhere but local development on loopback http).`,
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      // Only an OpenAPI document is made here (the `openapi` option), never a Swagger 2 one.
      transformObject: (document) =>
        'openapiObject' in document
          ? describeOperations(document.openapiObject as OpenApiDocument, options.outsideTheTable)
          : document.swaggerObject,
    });
  },
  { name: 'swagger' },
);
