// Puts the tables between the bench markers of the README; without markers, appends a
// "Performance (npm run bench)" section holding them, so the next run replaces rather than adds.
import { readFileSync, writeFileSync } from 'node:fs';

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

export function writeReadme(file: string, body: string): void {
  writeFileSync(file, withBenchSection(readFileSync(file, 'utf8'), body));
}
