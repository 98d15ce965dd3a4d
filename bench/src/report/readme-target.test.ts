// Where the bench writes its tables, checked before it measures.
//   cd bench && node_modules/.bin/tsx --test src/report/readme-target.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readmeTarget, type ReadmeFs } from './readme-target';

/** A filesystem of the given files and folders; `readOnly` ones cannot be written. */
function fsOf(files: string[], folders: string[], readOnly: string[] = []): ReadmeFs {
  return {
    kind: (file) => (files.includes(file) ? 'file' : folders.includes(file) ? 'folder' : 'missing'),
    writable: (file) => !readOnly.includes(file),
  };
}

void test('a file that exists is written in place, a relative name read from the cwd', () => {
  const fs = fsOf(['/repo/bench/README.md'], ['/repo', '/repo/bench']);
  assert.deepEqual(readmeTarget('README.md', '/repo/bench', fs), {
    ok: true,
    file: '/repo/bench/README.md',
    exists: true,
  });
});

void test('a file that does not exist yet is created in its folder', () => {
  const fs = fsOf([], ['/tmp']);
  assert.deepEqual(readmeTarget('/tmp/README.md', '/repo', fs), {
    ok: true,
    file: '/tmp/README.md',
    exists: false,
  });
});

void test('a file in a folder that does not exist is refused before measuring, saying what to do', () => {
  const target = readmeTarget('/tmp/none/README.md', '/repo', fsOf([], ['/tmp']));
  assert.equal(target.ok, false);
  assert.match(
    target.ok ? '' : target.message,
    /^BENCH_README names \/tmp\/none\/README\.md, but its folder \/tmp\/none does not exist: create it or name another file\. Nothing was measured\.$/,
  );
});

void test('a folder, a read-only file and a read-only folder are refused', () => {
  const fs = fsOf(['/ro/README.md'], ['/tmp', '/ro', '/locked'], ['/ro/README.md', '/locked']);
  for (const name of ['/tmp', '/ro/README.md', '/locked/README.md']) {
    const target = readmeTarget(name, '/repo', fs);
    assert.equal(target.ok, false, name);
  }
});
