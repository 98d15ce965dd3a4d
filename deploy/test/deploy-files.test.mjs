// The deploy files against the code, without Docker (which these machines cannot run): each
// Dockerfile parses, copies only what exists (and .dockerignore lets in) or an earlier stage or
// build step makes, and runs files its image holds; compose.yaml names only services, images,
// settings and commands that exist, and gives every service a health check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REMOTES } from 'shared-kit/remote-registry';
import { imageOf, root, workspacePackages } from './image.mjs';

const read = (/** @type {string} */ path) => readFileSync(join(root, path), 'utf8');

/**
 * The settings a zod schema object reads: its keys at two spaces' indent.
 * @param {string} file
 * @param {string} opening the line that opens the object, e.g. `const envSchema = z.object({`
 */
function schemaKeys(file, opening) {
  const text = read(file);
  const start = text.indexOf(opening);
  if (start < 0) throw new Error(`${file} no longer has "${opening}"`);
  const body = text.slice(start, text.indexOf('\n});', start));
  return new Set([...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? ''));
}

const apiSettings = schemaKeys('api/src/config.ts', 'const envSchema = z.object({');
const siteSettings = schemaKeys('shell/server/site-config.ts', 'const schema = z.object({');
const remotesJsonSettings = new Set(
  [...read('deploy/remotes-json.mjs').matchAll(/process\.env\.([A-Z_]+)/g)].map((m) => m[1] ?? ''),
);

/** What each of our images runs, and the settings the code it runs reads. */
// The site's command writes remotes.json (deploy/remotes-json.mjs) where the site server reads it.
for (const name of remotesJsonSettings)
  if (name !== 'REMOTE_BASE_URL' && !siteSettings.has(name))
    throw new Error(`deploy/remotes-json.mjs reads ${name}, which the site server does not`);
const IMAGES = {
  'deploy/api.Dockerfile': { settings: apiSettings, port: 'API_PORT' },
  'deploy/web.Dockerfile': {
    settings: new Set([...siteSettings, ...remotesJsonSettings]),
    port: 'SITE_PORT',
  },
};
const images = Object.fromEntries(Object.keys(IMAGES).map((file) => [file, imageOf(file)]));

/** Executables the node base image has. */
const EXECUTABLES = new Set(['node', 'sh']);

/**
 * Problems with a command the image runs: every `node <script>` (also inside `sh -c`) names a file
 * of the image; `--root` of the static server a folder of it.
 * @param {ReturnType<typeof imageOf>} image
 * @param {string[]} args
 * @returns {string[]}
 */
function commandProblems(image, args) {
  const [program = '', ...rest] = args;
  if (program === 'sh' && rest[0] === '-c')
    return (rest[1] ?? '').split(/&&|;/).flatMap((part) =>
      commandProblems(
        image,
        part
          .trim()
          .replace(/^exec\s+/, '')
          .split(/\s+/),
      ),
    );
  if (!EXECUTABLES.has(program)) return [`runs ${program}, which the image does not have`];
  if (program !== 'node' || rest.includes('-e')) return [];
  const problems = [];
  const script = rest.find((arg) => !arg.startsWith('-'));
  if (!script) return ['runs node without a script'];
  const found = image.find(script);
  if (!found.ok) problems.push(`runs ${script}: ${found.reason}`);
  const root = rest[rest.indexOf('--root') + 1];
  if (rest.includes('--root') && root) {
    const folder = image.find(root);
    if (!folder.ok) problems.push(`serves ${root}: ${folder.reason}`);
  }
  return problems;
}

/** An ENV's values in the final stage: `ENV A=1 B=2`. @param {ReturnType<typeof imageOf>} image */
function imageEnv(image) {
  return Object.fromEntries(
    image
      .instructions('ENV')
      .flatMap((i) => [...i.rest.matchAll(/(?:^|\s)([A-Za-z_]\w*)=(\S*)/g)])
      .map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe.each(Object.keys(IMAGES))('%s', (file) => {
  const image = /** @type {ReturnType<typeof imageOf>} */ (images[file]);
  const { settings, port } = IMAGES[/** @type {keyof typeof IMAGES} */ (file)];

  it('copies only what exists, is in the build context or an earlier step makes', () => {
    expect(image.problems.join('\n')).toBe('');
  });

  it("copies every workspace package's manifest before the frozen install", () => {
    const manifests = image.stages[0]?.instructions
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) => i.args.slice(0, -1));
    for (const { dir } of workspacePackages()) expect(manifests).toContain(`${dir}/package.json`);
    expect(manifests).toContain('pnpm-lock.yaml');
  });

  it('runs files the image holds, as an unprivileged user', () => {
    const [cmd, ...more] = image.instructions('CMD');
    expect(more).toEqual([]);
    expect(cmd?.exec).toBe(true);
    expect(commandProblems(image, cmd?.args ?? []).join('\n')).toBe('');
    for (const entrypoint of image.instructions('ENTRYPOINT'))
      expect(commandProblems(image, entrypoint.args).join('\n')).toBe('');
    const user = image.instructions('USER').at(-1)?.args[0];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('sets only settings the code reads, and checks its health on the port it listens on', () => {
    const env = imageEnv(image);
    for (const name of Object.keys(env)) expect(settings, `ENV ${name}`).toContain(name);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env[port]).toMatch(/^\d+$/);
    expect(image.instructions('EXPOSE').flatMap((i) => i.args)).toContain(env[port]);
    const [health] = image.instructions('HEALTHCHECK');
    expect(health?.args.slice(0, 2)).toEqual(['node', '-e']);
    expect(health?.args[2]).toContain(`process.env.${port}`);
  });
});

// ---- compose.yaml --------------------------------------------------------------------------------

/**
 * @typedef {object} Service
 * @property {string} [image]
 * @property {{ context: string, dockerfile: string }} [build]
 * @property {string[]} [command]
 * @property {Record<string, string>} [environment]
 * @property {Record<string, { condition: string }>} [depends_on]
 * @property {{ test: string[] }} [healthcheck]
 * @property {string} [restart]
 * @property {string[]} [ports]
 * @property {string[]} [volumes]
 * @property {Record<string, { ipv4_address?: string }>} [networks]
 */

const composeText = read('deploy/compose.yaml');
const compose =
  /** @type {{ services: Record<string, Service>, volumes?: Record<string, unknown> }} */ (
    parse(composeText, { merge: true })
  );
const services = compose.services;
const names = Object.keys(services);

/** The values a deployment gives compose.yaml (docs/production.md), for checking what it makes. */
const SAMPLE = {
  PUBLIC_URL: 'https://gigs.example',
  POSTGRES_PASSWORD: '0123456789abcdef',
  S3_ENDPOINT: 'https://files.gigs.example',
  S3_ACCESS_KEY_ID: 'gigs',
  S3_SECRET_ACCESS_KEY: 'secret-secret',
  REMOTE_BASE_URL: 'https://{name}.gigs.example/',
  TRUST_PROXY: '10.0.0.0/8',
};
const required = [...composeText.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1] ?? '');

/** `${A:-default}`, `${A:?message}` and `${A}` as docker compose fills them in from SAMPLE. */
function interpolate(/** @type {string} */ value) {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name, kind, text) => {
    const given = /** @type {Record<string, string>} */ (SAMPLE)[name];
    if (given !== undefined) return given;
    if (kind === '-') return text;
    throw new Error(`compose.yaml needs ${name}, which the test's SAMPLE does not give`);
  });
}

/** The Dockerfile a service is built from, when it is one of ours. */
function dockerfileOf(/** @type {Service} */ service) {
  return service.build?.dockerfile;
}

/** The port a service of ours listens on. */
function listensOn(/** @type {Service} */ service) {
  const dockerfile = dockerfileOf(service) ?? '';
  const command = service.command ?? [];
  if (command.includes('--port')) return command[command.indexOf('--port') + 1];
  const { port } = IMAGES[/** @type {keyof typeof IMAGES} */ (dockerfile)];
  return service.environment?.[port] ?? imageEnv(/** @type {any} */ (images[dockerfile]))[port];
}

const apiReplicas = names.filter(
  (name) => dockerfileOf(services[name] ?? {}) === 'deploy/api.Dockerfile',
);
const remoteServers = names.filter((name) => services[name]?.command?.includes('--root'));

describe('deploy/compose.yaml', () => {
  it('runs two API replicas, the site, one server per remote and the backing services', () => {
    expect(apiReplicas).toHaveLength(2);
    expect(remoteServers.sort()).toEqual(REMOTES.map(({ name }) => name).sort());
    for (const name of ['site', 'postgres', 'redis', 'minio', 'mailpit'])
      expect(names).toContain(name);
  });

  it('builds only from Dockerfiles that exist, each service of ours from one of two images', () => {
    for (const name of names) {
      const service = /** @type {Service} */ (services[name]);
      if (!service.build) {
        expect(service.image, `${name}: an image or a build`).toMatch(/^[\w./-]+(:[\w.-]+)?$/);
        continue;
      }
      expect(join('deploy', service.build.context)).toBe('.');
      expect(Object.keys(IMAGES)).toContain(service.build.dockerfile);
    }
  });

  it('depends only on services it defines, healthy or (one-shot) completed', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(names, `${name} depends on ${dependency}`).toContain(dependency);
        const target = /** @type {Service} */ (services[dependency]);
        if (condition === 'service_healthy')
          expect(target.healthcheck?.test, `${dependency}'s health check`).toBeDefined();
        else expect(condition).toBe('service_completed_successfully');
        if (condition === 'service_completed_successfully') expect(target.restart).toBe('no');
      }
    }
  });

  it('checks the health of every service that keeps running', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.restart === 'no') continue;
      const test = service.healthcheck?.test ?? [];
      expect(test[0], `${name}'s health check`).toMatch(/^CMD(-SHELL)?$/);
      for (const word of test)
        expect(typeof word, `${name}'s health check: ${word}`).toBe('string');
    }
    // Ours on the port each listens on, at a path its server answers.
    const paths = {
      'deploy/api.Dockerfile': [
        '/health',
        'api/src/plugins/health/health.ts',
        'endpoints.system.health',
      ],
      'deploy/web.Dockerfile': ['/remotes.json', 'shell/server/site-server.ts', "'/remotes.json'"],
    };
    for (const [name, service] of Object.entries(services)) {
      const dockerfile = dockerfileOf(service);
      if (!dockerfile) continue;
      const [, , flag, code = ''] = service.healthcheck?.test ?? [];
      expect(flag).toBe('-e');
      const url = new URL(/fetch\('([^']+)'\)/.exec(code)?.[1] ?? '');
      expect(url.port, `${name}'s health check port`).toBe(listensOn(service));
      if (remoteServers.includes(name)) {
        // The releases folder's latest.json (static-server/src/release.mjs writes it).
        expect(url.pathname).toBe('/latest.json');
        expect(read('static-server/src/release.mjs')).toContain("'latest.json'");
        continue;
      }
      const [path = '', file = '', evidence = ''] =
        paths[/** @type {keyof typeof paths} */ (dockerfile)];
      expect(url.pathname).toBe(path);
      expect(read(file)).toContain(evidence);
    }
  });

  it('sets only settings the code of each image reads', () => {
    for (const [name, service] of Object.entries(services)) {
      const dockerfile = dockerfileOf(service);
      if (!dockerfile) continue;
      const { settings } = IMAGES[/** @type {keyof typeof IMAGES} */ (dockerfile)];
      for (const setting of Object.keys(service.environment ?? {}))
        expect(settings, `${name}: ${setting}`).toContain(setting);
    }
  });

  it("runs commands the image holds: the static server on each remote's own port", () => {
    for (const [name, service] of Object.entries(services)) {
      const dockerfile = dockerfileOf(service);
      if (!dockerfile || !service.command) continue;
      const image = /** @type {ReturnType<typeof imageOf>} */ (images[dockerfile]);
      expect(commandProblems(image, service.command.map(interpolate)).join('\n'), name).toBe('');
    }
    for (const { name, port } of REMOTES) {
      const command = services[name]?.command ?? [];
      const arg = (/** @type {string} */ flag) => command[command.indexOf(flag) + 1];
      expect(arg('--root')).toBe(`${name}/releases`);
      expect(arg('--port')).toBe(String(port));
      expect(arg('--host')).toBe('0.0.0.0');
      expect(interpolate(arg('--cors-origin') ?? '')).toBe(SAMPLE.PUBLIC_URL);
    }
  });

  it('publishes the port each service of ours listens on', () => {
    for (const name of [...remoteServers, 'site']) {
      const service = /** @type {Service} */ (services[name]);
      const containerPorts = (service.ports ?? []).map((spec) => spec.split(':').at(-1));
      expect(containerPorts, name).toContain(listensOn(service));
    }
  });

  it('gives the replicas one production configuration, behind the site', () => {
    const environments = apiReplicas.map((name) => services[name]?.environment ?? {});
    for (const environment of environments) expect(environment).toEqual(environments[0]);
    const api = Object.fromEntries(
      Object.entries(environments[0] ?? {}).map(([key, value]) => [key, interpolate(value)]),
    );
    // What APP_ENV=production requires (api/src/config.ts, docs/production.md).
    expect(api.APP_ENV).toBe('production');
    expect(api.PUBLIC_URL).toMatch(/^https:\/\//);
    expect(api.SMTP_URL).toMatch(/^smtps?:\/\//);
    expect(api.DATABASE_URL).toMatch(/^postgres(ql)?:\/\//);
    expect(api.REDIS_URL).toMatch(/^rediss?:\/\//);
    expect(api.S3_BUCKET || api.STORAGE_SECRET).toBeTruthy();
    // Every address inside the stack names one of its services.
    for (const value of Object.values(api)) {
      let host;
      try {
        host = new URL(value).hostname;
      } catch {
        continue;
      }
      if (!host.includes('.')) expect(names).toContain(host);
    }
    const site = /** @type {Service} */ (services.site);
    const apiUrls = interpolate(site.environment?.API_URLS ?? '').split(',');
    expect(apiUrls).toEqual(
      apiReplicas.map((name) => `http://${name}:${listensOn(services[name] ?? {})}`),
    );
    // The API believes the site's X-Forwarded-For, and only the site's.
    expect(api.TRUST_PROXY).toBe(site.networks?.default?.ipv4_address);
    expect(site.environment?.UPLOAD_ORIGINS).toBe(environments[0]?.S3_ENDPOINT);
    expect(interpolate(site.environment?.PUBLIC_URL ?? '')).toBe(api.PUBLIC_URL);
  });

  it('declares its volumes and documents every value a deployment must give', () => {
    for (const service of Object.values(services))
      for (const volume of service.volumes ?? [])
        expect(Object.keys(compose.volumes ?? {})).toContain(volume.split(':')[0]);
    const docs = read('docs/production.md');
    for (const name of new Set(required)) {
      expect(Object.keys(SAMPLE)).toContain(name);
      expect(docs, `docs/production.md names ${name}`).toContain(`\`${name}\``);
    }
  });
});
