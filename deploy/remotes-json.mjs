// Writes the site's remotes.json for a deployment: each remote's latest release (its
// releases/latest.json, from the build) at the public address its server is reached at. The build
// writes http://localhost:<port>/ entries (scripts/release.mjs), which only a browser on the build
// machine can load; a deployment runs this before the site server.
//
//   REMOTE_BASE_URL='https://{name}.gigs.example/' node deploy/remotes-json.mjs
//
// `{name}` is the remote's name (mf-auth…) and `{port}` its registry port. It writes REMOTES_FILE,
// the file the site server reads (shell/remotes.json when unset).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES } from 'shared-kit/remote-registry';
import { parseScreens, refuseConflicts, SCREENS_FILE } from 'shared-kit/screens';

const root = resolve(import.meta.dirname, '..');

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} cannot be read: build first (npm run build)`);
  }
}

/**
 * The remotes.json entries for `baseUrl`, a template with `{name}` and `{port}`.
 * @param {string} baseUrl
 * @param {string} [workspace] the folder holding each remote's releases
 * @returns {{ remotes: Record<string, { entry: string }> }}
 */
export function remotesJson(baseUrl, workspace = root) {
  /** @type {Record<string, { entry: string }>} */
  const remotes = {};
  /** @type {{ remote: string, screens: import('shared-kit/screens').Screen[] }[]} */
  const declarations = [];
  for (const { name, port } of REMOTES) {
    const base = baseUrl.replaceAll('{name}', name).replaceAll('{port}', String(port));
    let url;
    try {
      url = new URL(base.endsWith('/') ? base : `${base}/`);
    } catch {
      throw new Error(`REMOTE_BASE_URL must be an http(s) URL template (got ${baseUrl})`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`REMOTE_BASE_URL must be an http(s) URL template (got ${baseUrl})`);
    const latest = join(workspace, name, 'releases', 'latest.json');
    /** @type {{ entry: string }} */
    let release;
    try {
      release = JSON.parse(readFileSync(latest, 'utf8'));
    } catch {
      throw new Error(`${name} has no release (${latest}): build first (npm run build)`);
    }
    remotes[name] = { entry: new URL(release.entry, url).href };
    const screens = join(workspace, name, 'releases', release.entry, '..', SCREENS_FILE);
    declarations.push({ remote: name, screens: parseScreens(name, readJson(screens)) });
  }
  // Two releases claiming one path are refused here, before the site reads the file.
  refuseConflicts(declarations);
  return { remotes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.REMOTE_BASE_URL;
  const file = process.env.REMOTES_FILE ?? join(root, 'shell', 'remotes.json');
  try {
    if (!baseUrl)
      throw new Error(
        "REMOTE_BASE_URL is required: where the remotes' servers are reached, e.g. https://{name}.gigs.example/",
      );
    writeFileSync(file, `${JSON.stringify(remotesJson(baseUrl), null, 2)}\n`);
    process.stdout.write(`remotes.json: ${file}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
