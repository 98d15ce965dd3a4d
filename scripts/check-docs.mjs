// npm test's check that the docs point at what exists. For every Markdown file of the repository
// (tracked or new, node_modules and ignored files aside) it resolves:
// - every relative link, `[text](path)` or `[text](path#anchor)`: the file or folder exists, and
//   an anchor into a Markdown file is one of its headings (GitHub's slugs), as is a section named
//   in prose as `api/README.md, "Layout"`;
// - every repository path written in inline code (`api/src/config.ts`, `docs/`, or a word of a
//   command such as `node scripts/release.mjs`): a word with a slash (a leading `./` aside) whose
//   first segment is a top-level entry of the repository or that ends in a file extension. It
//   must exist from the repository's root, the doc's folder, or a workspace package's folder or
//   its `src/` (docs name a package's files as its README does: `listings/capacity.ts` of the
//   API's `src/`), or be a subpath a workspace package exports (`shared-kit/testing`). A path git
//   ignores (a build's output, `shell/remotes.json`) is made by a command: named, not missing;
// - every `npm run <script>`, `npm test` and `npm start` (in inline code or a code block): the
//   script is in the package a `--filter <name>` or a `cd <folder> &&` of the same command names
//   (the folder from the root, where commands are run, else from the doc's folder),
//   else in the package.json nearest the doc or the root's (the commands a README gives to run at
//   the root).
// Not checked: a path that leaves the repository (`../shared/SPEC.md` lies beside it), an
// absolute one (`/tmp/x`, or a URL's path such as `/robots.txt`), one into `node_modules`, and a
// word with a placeholder or a glob (`<remote>/releases/<id>/`, `e2e/tests/*.spec.ts`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Markdown files of the repository at `root`: tracked, or new and not ignored. */
export function markdownFiles(root) {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));
}

/** The anchor GitHub gives a heading: lowercase, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * The file's lines with what is prose marked apart from code blocks: each line as
 * `{ text, number, fenced }`, where a fenced line is inside a ``` or ~~~ block.
 */
function linesOf(markdown) {
  let fence;
  return markdown.split('\n').map((text, index) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(text);
    const line = { text, number: index + 1, fenced: fence !== undefined || !!opener };
    if (opener) {
      if (fence === undefined) fence = opener[1];
      else if (opener[1][0] === fence[0] && opener[1].length >= fence.length) fence = undefined;
    }
    return line;
  });
}

/** The anchors of a Markdown file's headings, numbered as GitHub numbers repeated ones. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const { text, fenced } of linesOf(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (fenced || !heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The inline code spans of one line of prose. */
export function codeSpans(text) {
  const spans = [];
  const pattern = /(`+)([\s\S]*?[^`])\1(?!`)/g;
  for (let match; (match = pattern.exec(text));) spans.push(match[2].trim());
  return spans;
}

/** The targets of a line's links, `[text](target)` and `[label]: target`, outside code spans. */
export function linkTargets(text) {
  const prose = text.replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, '');
  const targets = [];
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    targets.push(match[1]);
  const reference = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(prose);
  if (reference) targets.push(reference[1]);
  return targets;
}

/**
 * The sections a line names in prose, as `docs/x.md, "Heading"` (the file in backticks or not),
 * whose heading must be one of the file's.
 */
export function sectionReferences(text) {
  const found = [];
  for (const match of text.matchAll(/`?([\w./-]+\.md)`?,\s+"([^"]+)"/g))
    found.push({ file: match[1], heading: match[2] });
  return found;
}

const EXTENSION =
  /\.(md|mjs|cjs|js|jsx|ts|tsx|json|ya?ml|sql|sh|html|css|txt|toml|pdf|png|svg|lock)$/;

/**
 * The words of a code span that name a path of the repository, whose top-level entries are
 * `topLevel`. A word with a placeholder, a glob, a URL or an ellipsis is a pattern, not a path.
 */
export function pathCandidates(span, topLevel) {
  return span
    .split(/\s+/)
    .map((word) => word.replace(/^["'(]+|["'),;:.]+$/g, '').replace(/^(--[\w-]+=)/, ''))
    .filter((word) => word && !/[<>{}*…$?=&@#:|\\[\]]/.test(word) && !/^[-/]/.test(word))
    .filter((word) => {
      const path = word.replace(/^\.\//, '');
      if (!path.includes('/') || path.startsWith('node_modules/')) return false;
      return topLevel.has(path.split('/')[0]) || EXTENSION.test(path);
    });
}

/** pnpm's own commands, which a `--filter` may run instead of a script. */
const PNPM_COMMANDS = new Set(['exec', 'add', 'install', 'remove', 'update', 'list', 'why']);

/**
 * The scripts a span or code line runs: `npm test`, `npm start`, `npm run <name>`, with the
 * package they belong to when the command names one (`--filter <name>`, `cd <folder> &&`).
 */
export function npmScripts(text) {
  const found = [];
  for (const command of text.split(/&&|;|\|\|/)) {
    const npm = /(?:^|\s)npm\s+(?:run(?:-script)?\s+([\w:.-]+)|(test|start)\b)/.exec(command);
    const pnpm = /--filter[ =]([\w@/.-]+)\s+(?:run\s+(\S+)|(?!run\b)(\S+))/.exec(command);
    const filtered = pnpm && (pnpm[2] ?? pnpm[3]);
    if (npm) found.push({ script: npm[1] ?? npm[2] });
    else if (filtered && /^[\w:.-]+$/.test(filtered) && !PNPM_COMMANDS.has(filtered))
      found.push({ script: filtered, filter: pnpm[1] });
  }
  const cd = /(?:^|\s)cd\s+([\w./-]+)\s*&&/.exec(text);
  if (cd) for (const entry of found) if (!entry.filter) entry.folder = cd[1];
  return found;
}

/** The workspace's packages by name, each with its folder and scripts. */
function workspaceManifests(root) {
  const manifests = new Map();
  const read = (folder) => {
    const file = join(root, folder, 'package.json');
    if (!existsSync(file)) return;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const exports = Object.keys(manifest.exports ?? {});
    manifests.set(manifest.name, { folder, scripts: manifest.scripts ?? {}, exports });
  };
  read('.');
  for (const entry of readdirSync(root)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    if (statSync(join(root, entry)).isDirectory()) read(entry);
  }
  return manifests;
}

/** The folder, from the root, of the package.json nearest `folder` (itself or above). */
function nearestPackage(root, folder) {
  for (let at = folder; ; at = dirname(at)) {
    if (existsSync(join(root, at, 'package.json'))) return at;
    if (at === '.' || at === '') return '.';
  }
}

/** Whether git ignores `path` (from the root): a generated file or folder, not committed. */
function ignored(root, path) {
  return [path, `${path.replace(/\/$/, '')}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });
}

/** Every problem of the docs at `root`, as `file:line: what`; none when all resolve. */
export function docProblems(root, files = markdownFiles(root)) {
  const topLevel = new Set(readdirSync(root).filter((entry) => entry !== 'node_modules'));
  const manifests = workspaceManifests(root);
  const byFolder = new Map([...manifests.values()].map((m) => [normalize(m.folder), m]));
  const packageFolders = [...byFolder.keys()].filter((folder) => folder !== '.');
  const packageBases = packageFolders.flatMap((folder) => [folder, join(folder, 'src')]);
  const anchorsOf = new Map();
  const anchors = (file) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(readFileSync(file, 'utf8')));
    return anchorsOf.get(file);
  };
  const inRepo = (path) => !relative(root, path).startsWith('..');
  const problems = [];

  for (const file of files) {
    const folder = dirname(file);
    const absolute = join(root, file);
    const where = (line) => `${file}:${line.number}`;
    for (const line of linesOf(readFileSync(absolute, 'utf8'))) {
      const spans = line.fenced ? [line.text] : codeSpans(line.text);

      for (const { script, filter, folder: cdFolder } of spans.flatMap(npmScripts)) {
        const owners = filter
          ? [manifests.get(filter)]
          : cdFolder
            ? [byFolder.get(normalize(cdFolder)) ?? byFolder.get(normalize(join(folder, cdFolder)))]
            : [byFolder.get(normalize(nearestPackage(root, folder))), byFolder.get('.')];
        const known = owners.filter(Boolean);
        if (!known.length)
          problems.push(`${where(line)}: no package ${filter ?? cdFolder} for \`${script}\``);
        else if (!known.some((owner) => script in owner.scripts))
          problems.push(
            `${where(line)}: no script "${script}" in ${known
              .map((owner) => join(owner.folder, 'package.json'))
              .join(' or ')}`,
          );
      }
      if (line.fenced) continue;

      for (const target of linkTargets(line.text)) {
        if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue;
        const [path, anchor] = target.split('#');
        const resolved = path
          ? join(root, path.startsWith('/') ? '.' : folder, decodeURI(path))
          : absolute;
        if (!inRepo(resolved)) continue;
        if (!existsSync(resolved)) {
          problems.push(`${where(line)}: link to ${target}: no such file`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
          problems.push(`${where(line)}: link to ${target}: no heading with that anchor`);
      }

      for (const { file: named, heading } of sectionReferences(line.text)) {
        const resolved = [join(root, named), join(root, folder, named)].find(
          (candidate) => inRepo(candidate) && existsSync(candidate),
        );
        if (resolved && !anchors(resolved).has(slug(heading)))
          problems.push(`${where(line)}: ${named}, "${heading}": no such heading`);
      }

      for (const span of spans) {
        for (const path of pathCandidates(span, topLevel)) {
          if (!inRepo(join(root, path))) continue;
          const places = [folder, ...packageBases].map((base) => join(root, base, path));
          if ([join(root, path), ...places].some((place) => existsSync(place))) continue;
          const [name, ...subpath] = path.split('/');
          if (manifests.get(name)?.exports.includes(`./${subpath.join('/')}`)) continue;
          const fromDoc = relative(root, join(root, folder, path))
            .split(sep)
            .join('/');
          if (ignored(root, path) || (inRepo(join(root, fromDoc)) && ignored(root, fromDoc)))
            continue;
          problems.push(`${where(line)}: \`${path}\`: no such path`);
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = markdownFiles(root);
  const problems = docProblems(root, files);
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} references in the docs resolve to nothing.`);
    process.exit(1);
  }
  console.log(`Docs: every link, path and npm script of ${files.length} files resolves.`);
}
