// The file the bench writes its tables into (BENCH_README), checked before anything is measured:
// a run takes minutes, and one that only finds at the end that it cannot write its file has
// wasted them. A file that does not exist yet is created; one in a folder that does not exist,
// or that cannot be written, is refused at once with what to do.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

export type ReadmeTarget =
  { ok: true; file: string; exists: boolean } | { ok: false; message: string };

/** The filesystem questions the check asks, so a test can answer them. */
export interface ReadmeFs {
  kind(file: string): 'file' | 'folder' | 'missing';
  writable(file: string): boolean;
}

const realFs: ReadmeFs = {
  kind(file) {
    try {
      return statSync(file).isDirectory() ? 'folder' : 'file';
    } catch {
      return 'missing';
    }
  },
  writable(file) {
    try {
      accessSync(file, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  },
};

/** Where `name` (relative to `cwd`) will be written, or why it cannot be. */
export function readmeTarget(name: string, cwd: string, fs: ReadmeFs = realFs): ReadmeTarget {
  const file = path.resolve(cwd, name);
  const refuse = (why: string): ReadmeTarget => ({
    ok: false,
    message: `BENCH_README names ${file}, ${why}. Nothing was measured.`,
  });
  const kind = fs.kind(file);
  if (kind === 'folder') return refuse('which is a folder: name a file in it');
  if (kind === 'file') {
    return fs.writable(file)
      ? { ok: true, file, exists: true }
      : refuse('which cannot be written: make it writable or name another file');
  }
  const folder = path.dirname(file);
  if (fs.kind(folder) !== 'folder') {
    return refuse(`but its folder ${folder} does not exist: create it or name another file`);
  }
  if (!fs.writable(folder)) {
    return refuse(`but its folder ${folder} cannot be written: name a file in another folder`);
  }
  return { ok: true, file, exists: false };
}
