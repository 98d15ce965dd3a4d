// `npm run analyze`: a Vite plugin that, when BUNDLE_REPORT is set, writes what every byte of a
// build is. Each chunk's minified code is attributed to the source files its sourcemap names, those
// are grouped by npm package (or workspace folder), and the result is written beside the package as
// bundle-report/{report.json,treemap.html}, with each chunk's brotli size (quality 11, what a
// production server sends). The sourcemaps are generated for the report only, never emitted.
// Plain JavaScript: Vite configs load it in Node before any TypeScript is compiled.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** Per generated line, [column, sourceIndex] pairs in column order (sourcemap v3 "mappings"). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT[char] ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** `react-dom`, `@tanstack/query-core`, `shared-kit/src/design`, or the path for anything else. */
export function ownerOf(sourcePath, root) {
  const path = sourcePath.split(sep).join('/');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules !== -1) {
    const parts = path.slice(inModules + 14).split('/');
    return (parts[0] ?? '').startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
  }
  if (path.includes('__mf__') || path.includes('virtual:mf') || path.includes('\0'))
    return '(module federation glue)';
  const local = relative(root, path).split(sep).join('/');
  const parts = local.split('/');
  // Workspace sources by folder, two levels deep (shared-kit/src/design, mf-jobs/src/features), or
  // file by file with BUNDLE_REPORT=files.
  if (process.env.BUNDLE_REPORT === 'files') return local;
  return parts.length > 3 ? parts.slice(0, 3).join('/') : local;
}

/** Bytes of `code` per owner, from its sourcemap; bytes no mapping covers are '(unmapped)'. */
export function attribute(code, map, root, mapDir) {
  const owners = (map.sources ?? []).map((s) => ownerOf(join(mapDir, s), root));
  const decoded = decodeMappings(map.mappings ?? '');
  const sizes = {};
  const add = (owner, bytes) => {
    if (bytes > 0) sizes[owner] = (sizes[owner] ?? 0) + bytes;
  };
  const lines = code.split('\n');
  lines.forEach((text, index) => {
    const segments = decoded[index] ?? [];
    const length = Buffer.byteLength(text) + (index < lines.length - 1 ? 1 : 0);
    if (!segments.length) return add('(unmapped)', length);
    // Byte offsets rather than UTF-16 columns would matter only for non-ASCII text; close enough.
    add('(unmapped)', segments[0]?.[0] ?? 0);
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? length;
      add(source >= 0 ? (owners[source] ?? '(unmapped)') : '(unmapped)', end - column);
    });
  });
  return sizes;
}

const brotli = (code) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function treemapHtml(name, chunks) {
  const total = chunks.reduce((sum, c) => sum + c.brotli, 0);
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  // Slice and dice: chunks as columns sized by brotli bytes, owners stacked by their share.
  const columns = chunks
    .map((chunk) => {
      const cells = Object.entries(chunk.owners)
        .sort((a, b) => b[1] - a[1])
        .map(([owner, bytes]) => {
          const share = bytes / chunk.raw;
          const label = `${owner}: ${kB(bytes)} raw, ~${kB(share * chunk.brotli)} br`;
          return `<div class="cell" style="flex:${share.toFixed(5)}" title="${escape(label)}">${escape(owner)}</div>`;
        })
        .join('');
      const head = `${chunk.file} ${kB(chunk.brotli)} br (${kB(chunk.raw)} raw)${chunk.entry ? ' entry' : ''}${chunk.dynamic ? ' lazy' : ''}`;
      return `<div class="chunk" style="flex:${(chunk.brotli / total).toFixed(5)}" title="${escape(head)}"><div class="head">${escape(head)}</div>${cells}</div>`;
    })
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>${escape(name)} bundle</title>
<style>body{font:12px system-ui;margin:8px}#map{display:flex;height:90vh;gap:2px}
.chunk{display:flex;flex-direction:column;min-width:0;border:1px solid #334;background:#eef}
.head{background:#334;color:#fff;padding:2px;overflow:hidden;white-space:nowrap}
.cell{overflow:hidden;border-top:1px solid #99b;padding:1px 2px;min-height:0;background:#dde6ff}
.cell:nth-child(odd){background:#cfe}</style>
<h1>${escape(name)}: ${chunks.length} chunks, ${kB(total)} brotli</h1>
<p>Columns are chunks sized by brotli bytes; boxes are what each chunk holds, by package. Hover for sizes.</p>
<div id="map">${columns}</div>`;
}

/** The plugin; does nothing unless BUNDLE_REPORT is set. */
export function bundleReport() {
  const enabled = Boolean(process.env.BUNDLE_REPORT);
  let root = process.cwd();
  let packageDir = process.cwd();
  return {
    name: 'bundle-report',
    apply: 'build',
    config() {
      return enabled ? { build: { sourcemap: 'hidden' } } : undefined;
    },
    configResolved(config) {
      packageDir = config.root;
      root = join(config.root, '..');
    },
    generateBundle(options, bundle) {
      if (!enabled) return;
      const outDir = options.dir ?? join(packageDir, 'dist');
      const chunks = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const map = output.map;
        const mapDir = join(outDir, fileName, '..');
        const owners = map
          ? attribute(output.code, map, root, mapDir)
          : { '(no sourcemap)': Buffer.byteLength(output.code) };
        chunks.push({
          file: fileName,
          entry: output.isEntry,
          dynamic: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          raw: Buffer.byteLength(output.code),
          brotli: brotli(output.code),
          owners,
        });
      }
      for (const fileName of Object.keys(bundle))
        if (fileName.endsWith('.map')) delete bundle[fileName];
      chunks.sort((a, b) => b.brotli - a.brotli);
      const name = relative(root, packageDir);
      const dir = join(packageDir, 'bundle-report');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'report.json'), JSON.stringify({ name, chunks }, null, 2));
      writeFileSync(join(dir, 'treemap.html'), treemapHtml(name, chunks));
    },
  };
}
