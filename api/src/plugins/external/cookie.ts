// Cookie parsing for the session cookies (access + rotated refresh).
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
