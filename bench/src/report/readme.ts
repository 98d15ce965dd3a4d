// Puts the tables between the bench markers of the README; without markers, appends a
// "Performance (npm run bench)" section holding them, so the next run replaces rather than adds.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../config';

export const START = '<!-- bench:start -->';
export const END = '<!-- bench:end -->';

export function withBenchSection(readme: string, body: string): string {
  const block = `${START}\n\n${body.trim()}\n\n${END}`;
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start !== -1 && end > start) {
    return readme.slice(0, start) + block + readme.slice(end + END.length);
  }
  return `${readme.trimEnd()}\n\n## Performance (npm run bench)\n\n${block}\n`;
}

/** Writes the section, then formats the file as `npm test`'s format check expects. */
export function writeReadme(file: string, body: string): void {
  writeFileSync(file, withBenchSection(readFileSync(file, 'utf8'), body));
  const prettier = path.join(ROOT, 'node_modules/.bin/prettier');
  const formatted = spawnSync(prettier, ['--write', file], { stdio: 'ignore' });
  if (formatted.status !== 0) throw new Error(`prettier could not format ${file}`);
}
