// What an image built from one of our Dockerfiles holds, worked out without Docker: each stage's
// COPY (from the repository, after .dockerignore, or from an earlier stage) and the files its RUN
// steps make, as the workspace's own build scripts say they make them. `find` answers where a path
// of the image comes from, or why it is missing.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { parse } from 'yaml';
import { REMOTES } from 'shared-kit/remote-registry';
import { parseDockerfile } from './dockerfile.mjs';

export const root = join(import.meta.dirname, '..', '..');

/** @param {string} path repository-relative */
const inRepo = (path) => existsSync(join(root, path));

/** @param {string} path @param {string} under */
const isUnder = (path, under) => path === under || path.startsWith(`${under}/`);

/**
 * The workspace packages (pnpm-workspace.yaml): folder, name and build script.
 * @returns {{ dir: string, name: string, build: string | undefined }[]}
 */
export function workspacePackages() {
  const { packages } = /** @type {{ packages: string[] }} */ (
    parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'))
  );
  return packages.map((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return { dir, name: manifest.name, build: manifest.scripts?.build };
  });
}

/** @param {string} glob a pnpm --filter selector without `...` */
function globRegExp(glob) {
  const body = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`^${body}$`);
}

/**
 * The packages a pnpm command line selects with --filter (by name, or by folder with ./).
 * @param {string[]} args
 */
function filteredPackages(args) {
  const packages = workspacePackages();
  const selectors = args
    .flatMap((arg, i) => (arg === '--filter' ? [args[i + 1] ?? ''] : []))
    .map((selector) => selector.replace(/^["']|["']$/g, '').replace(/\.\.\.$/, ''));
  if (selectors.length === 0) return packages;
  return packages.filter((pkg) =>
    selectors.some((selector) =>
      selector.startsWith('./')
        ? globRegExp(selector.slice(2)).test(pkg.dir)
        : globRegExp(selector).test(pkg.name),
    ),
  );
}

/**
 * What a package's build script writes, package-relative: scripts/bundle-node.mjs's `<outdir>`
 * and `<outdir>/<name>.mjs` per entry (whose source must exist), Vite's `dist`.
 * @param {{ dir: string, build: string | undefined }} pkg
 */
export function buildOutputs(pkg) {
  const outputs = [];
  for (const command of (pkg.build ?? '').split('&&').map((part) => part.trim().split(/\s+/))) {
    if (command[0] === 'vite' && command[1] === 'build') outputs.push('dist');
    const bundler = command.findIndex((arg) => arg.endsWith('scripts/bundle-node.mjs'));
    if (bundler >= 0) {
      const [outdir = '', ...entries] = command.slice(bundler + 1);
      outputs.push(outdir);
      for (const entry of entries) {
        const [name, source = ''] = entry.split('=');
        if (!inRepo(join(pkg.dir, source)))
          throw new Error(`${pkg.dir}'s build compiles ${source}, which does not exist`);
        outputs.push(`${outdir}/${name}.mjs`);
      }
    }
  }
  return outputs.map((output) => `${pkg.dir}/${output}`);
}

/**
 * Repository-relative paths a RUN command makes, from what each of our commands is known to write:
 * an install (node_modules), a package's build script (buildOutputs), the release step (each
 * remote's releases folder, scripts/release.mjs).
 * @param {string[]} args the RUN's words
 */
function runProducts(args) {
  const text = args.join(' ');
  /** @type {string[]} */
  const products = [];
  for (const command of text.split('&&').map((part) => part.trim().split(/\s+/))) {
    if (command[0] !== 'node') continue;
    const script = command[1] ?? '';
    if (!inRepo(script)) throw new Error(`RUN ${text}: ${script} does not exist`);
    if (script === 'scripts/pnpm.mjs' && command.includes('install'))
      products.push(
        'node_modules',
        ...filteredPackages(command).map((p) => `${p.dir}/node_modules`),
      );
    if (script === 'scripts/pnpm.mjs' && command.includes('run') && command.includes('build'))
      products.push(...filteredPackages(command).flatMap(buildOutputs));
    if (script === 'scripts/release.mjs') {
      if (!readFileSync(join(root, script), 'utf8').includes("'releases'"))
        throw new Error('scripts/release.mjs no longer publishes to <remote>/releases');
      products.push(...REMOTES.map(({ name }) => `${name}/releases`));
    }
  }
  return products;
}

/** @typedef {{ dest: string, from: string | undefined, src: string }} Copied */
/** @typedef {{ name: string | undefined, workdir: string, copies: Copied[], made: string[], env: string[], from: string | undefined }} StageModel */

/** @type {((path: string) => boolean) | undefined} */
let ignoreTest;

/**
 * .dockerignore's patterns as one test of a repository-relative path (and its folders).
 * @returns {(path: string) => boolean}
 */
export function dockerIgnore() {
  if (ignoreTest) return ignoreTest;
  const patterns = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const rules = patterns.map((pattern) => {
    const negate = pattern.startsWith('!');
    const glob = pattern.replace(/^!/, '').replace(/^\/+|\/+$/g, '');
    const body = glob
      .split('/')
      .map((part) =>
        part === '**'
          ? '(?:.*)'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*'),
      )
      .join('/')
      .replaceAll('(?:.*)/', '(?:.*/)?');
    return { negate, regexp: new RegExp(`^${body}$`) };
  });
  ignoreTest = (path) => {
    const parts = path.split('/');
    return parts.some((_, i) => {
      const prefix = parts.slice(0, i + 1).join('/');
      let ignored = false;
      for (const { negate, regexp } of rules) if (regexp.test(prefix)) ignored = !negate;
      return ignored;
    });
  };
  return ignoreTest;
}

/**
 * An image as its Dockerfile builds it. `find(path)` says where an absolute path of the final
 * stage comes from (`{ ok: true, origin }`) or why it is not there (`{ ok: false, reason }`).
 * @param {string} dockerfile repository-relative
 */
export function imageOf(dockerfile) {
  const { globalArgs, stages } = parseDockerfile(readFileSync(join(root, dockerfile), 'utf8'));
  const ignored = dockerIgnore();
  /** @type {StageModel[]} */
  const models = [];
  /** @type {string[]} */
  const problems = [];
  for (const stage of stages) {
    const parent = models.find((model) => model.name !== undefined && model.name === stage.base);
    if (
      !parent &&
      !globalArgs.some((arg) => stage.base === `\${${arg}}`) &&
      !stage.base.includes(':')
    )
      problems.push(`FROM ${stage.base}: neither an earlier stage, an ARG nor a tagged image`);
    /** @type {StageModel} */
    const model = {
      name: stage.name,
      workdir: parent?.workdir ?? '/',
      copies: [...(parent?.copies ?? [])],
      made: [...(parent?.made ?? [])],
      env: [...(parent?.env ?? [])],
      from: parent?.name,
    };
    for (const instruction of stage.instructions) {
      const at = `${dockerfile}:${instruction.line}`;
      if (instruction.keyword === 'WORKDIR')
        model.workdir = posix.resolve(model.workdir, instruction.args[0] ?? '');
      if (instruction.keyword === 'ENV')
        model.env.push(
          ...[...instruction.rest.matchAll(/(?:^|\s)([A-Za-z_]\w*)=/g)].map((m) => m[1] ?? ''),
        );
      if (instruction.keyword === 'RUN') {
        try {
          model.made.push(
            ...runProducts(instruction.args).map((path) => posix.join(model.workdir, path)),
          );
        } catch (error) {
          problems.push(`${at}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (instruction.keyword !== 'COPY' && instruction.keyword !== 'ADD') continue;
      const sources = instruction.args.slice(0, -1);
      const target = instruction.args.at(-1) ?? '';
      const dest = posix.resolve(model.workdir, target);
      const from = instruction.flags.from;
      const source = from === undefined ? undefined : models.find((m) => m.name === from);
      if (from !== undefined && !source)
        problems.push(`${at}: --from=${from} is not an earlier stage`);
      for (const src of sources) {
        const path = from === undefined ? posix.normalize(src).replace(/\/$/, '') : src;
        const intoFolder = target.endsWith('/') || sources.length > 1;
        /** @type {Copied} */
        const copied = { from, src: path, dest };
        if (from === undefined) {
          if (path !== '.' && !inRepo(path)) {
            problems.push(`${at}: COPY ${src}: not in the repository`);
            continue;
          }
          if (path !== '.' && ignored(path)) {
            problems.push(`${at}: COPY ${src}: left out of the build context by .dockerignore`);
            continue;
          }
          const folder = path === '.' || statSync(join(root, path)).isDirectory();
          if (!folder && intoFolder) copied.dest = posix.join(dest, basename(path));
        } else if (source) {
          const found = findIn(models, source, path);
          if (!found.ok) {
            problems.push(`${at}: COPY --from=${from} ${src}: ${found.reason}`);
            continue;
          }
        }
        model.copies.push(copied);
      }
    }
    models.push(model);
  }
  const final = /** @type {StageModel} */ (models.at(-1));
  const lastStage = /** @type {import('./dockerfile.mjs').Stage} */ (stages.at(-1));
  return {
    problems,
    final,
    stages,
    /** The final stage's instructions of one kind. @param {string} keyword */
    instructions: (keyword) => lastStage.instructions.filter((i) => i.keyword === keyword),
    /** @param {string} path absolute, or relative to the final WORKDIR */
    find: (path) => findIn(models, final, posix.resolve(final.workdir, path)),
  };
}

/**
 * Where `path` (absolute) of `model` comes from: a COPY that covers it (from the build context,
 * where it must exist and not be ignored, or from an earlier stage), else a RUN of the stage (or
 * its parents) that makes it. A build folder whose files are known (scripts/bundle-node.mjs's
 * entries) holds only those.
 * @param {StageModel[]} models
 * @param {StageModel} model
 * @param {string} path
 * @returns {{ ok: true, origin: string } | { ok: false, reason: string }}
 */
function findIn(models, model, path) {
  const ignored = dockerIgnore();
  let reason = `nothing copies or makes ${path} in stage ${model.name ?? '(last)'}`;
  for (const copied of [...model.copies].reverse()) {
    if (!isUnder(path, copied.dest)) continue;
    const rest = path.slice(copied.dest.length).replace(/^\//, '');
    if (copied.from === undefined) {
      const repoPath = copied.src === '.' ? rest : rest ? `${copied.src}/${rest}` : copied.src;
      if (inRepo(repoPath) && !ignored(repoPath)) return { ok: true, origin: repoPath };
      reason = `${repoPath} is not in the repository (or .dockerignore leaves it out)`;
      continue;
    }
    const from = models.find((m) => m.name === copied.from);
    if (!from) return { ok: false, reason: `no stage ${copied.from}` };
    return findIn(models, from, rest ? posix.join(copied.src, rest) : copied.src);
  }
  if (model.made.includes(path)) return { ok: true, origin: `made by a RUN (${path})` };
  const folder = model.made.find((product) => isUnder(path, product));
  const known = model.made.filter((product) => folder && product.startsWith(`${folder}/`));
  if (folder && known.length === 0) return { ok: true, origin: `made by a RUN (${folder})` };
  if (folder) return { ok: false, reason: `the build makes ${known.join(', ')}, not ${path}` };
  if (model.made.some((product) => isUnder(product, path)))
    return { ok: true, origin: `made by a RUN (${path})` };
  return { ok: false, reason };
}
