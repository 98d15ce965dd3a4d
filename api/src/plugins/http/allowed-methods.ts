// Which methods a URL answers, from the app's own route table: a request with another method gets
// 405 and an Allow header listing them (RFC 9110, section 15.5.6), a URL no route matches 404.
// Fastify's router answers both with its not-found handler, so the table is kept here.

interface RouteShape {
  pattern: RegExp;
  methods: readonly string[];
}

/** The URL less its query and a trailing slash (the app ignores trailing slashes). */
function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A route's URL (`/jobs/:id`, `/docs/static/*`) as a regular expression over request paths. */
export function routePattern(url: string): RegExp {
  const source = pathOf(url)
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export class RouteTable {
  private readonly routes: RouteShape[] = [];

  add(url: string, method: string | readonly string[]): void {
    this.routes.push({ pattern: routePattern(url), methods: [method].flat() });
  }

  /** The methods some route answers at this URL, sorted; HEAD with GET, as Fastify adds it. */
  allowedMethods(url: string): string[] {
    const path = pathOf(url);
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }
}
