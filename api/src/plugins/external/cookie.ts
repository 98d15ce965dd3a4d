// Cookie parsing for the session cookies (access + rotated refresh) of the accounts issue.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../../lib/global-plugin';

export default globalPlugin('cookie', async (app: FastifyInstance) => {
  await app.register(cookie);
});
