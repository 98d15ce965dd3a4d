// `app.config`: the validated configuration, for plugins and routes that need a setting
// (PUBLIC_URL for mailed links).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
