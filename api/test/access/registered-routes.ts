// Every method + URL the app registers, read back from Fastify's own route tree. onRoute hooks
// cannot do this from a test: they only see routes registered after them, and buildApp has
// registered all of its routes before `extraRoutes` runs.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

// One node per line: tree indentation in steps of four characters, the node's path chunk
// (appended to its parent's path), then its methods in parentheses: `(-)` or none for a node
// that only joins its children.
const NODE = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, -]+)\))?$/;

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const pathAtDepth: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = NODE.exec(line);
    if (!match) throw new Error(`unexpected line in printRoutes: ${line}`);
    const [, indent = '', chunk = '', methods] = match;
    const depth = indent.length / 4;
    const url = (depth === 0 ? '' : (pathAtDepth[depth - 1] ?? '')) + chunk;
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of methods?.split(',') ?? []) {
      if (method.trim() !== '-') routes.push({ method: method.trim(), url });
    }
  }
  return routes;
}
