// `app.config`: the validated configuration, for plugins and routes that need a setting
// (PUBLIC_URL for mailed links).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

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
