// What `fastify-plugin` does, without adding it as a dependency: a plugin marked this way shares
// its decorators and hooks with the whole app instead of being encapsulated in its own context.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export function globalPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: (app: FastifyInstance, options: Options) => void | Promise<void>,
): FastifyPluginAsync<Options> {
  const wrapped: FastifyPluginAsync<Options> = async (app, options) => {
    await plugin(app, options);
  };
  return Object.assign(wrapped, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
