// remotes.json as the site server reads it: from REMOTES_FILE on every use (a release or rollback is
// a change of that file alone, seen at once), parsed again only when its bytes changed.
import { readFile } from 'node:fs/promises';
import { parseManifest, type RemotesManifest } from '../src/manifest';

export type RemotesFile =
  | { ok: true; text: string; manifest: RemotesManifest }
  | { ok: false; text?: string; error: string };

export function createRemotesFile(path: string) {
  let last: { text: string; result: RemotesFile } | undefined;

  return async function read(): Promise<RemotesFile> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return { ok: false, error: 'remotes.json is not available' };
    }
    if (last?.text === text) return last.result;
    let result: RemotesFile;
    try {
      result = { ok: true, text, manifest: parseManifest(JSON.parse(text)) };
    } catch (error) {
      result = { ok: false, text, error: error instanceof Error ? error.message : String(error) };
    }
    last = { text, result };
    return result;
  };
}
