// OpenAPI document generated from the routes' zod schemas (the shared contract).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Student Gigs API',
          description: 'The API of the student gig marketplace (SPEC section 7).',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'swagger' },
);
