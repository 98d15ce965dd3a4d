// Puts the tables between the bench markers of the README; without markers, appends a
// "Performance (npm run bench)" section holding them, so the next run replaces rather than adds.
// A run of one half (BENCH_PARTS=site) keeps the other half's `### ` section from the last run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../config';

export const START = '<!-- bench:start -->';
export const END = '<!-- bench:end -->';

/** The `### <title> (` sections of a bench block, by title ('API', 'Site'). */
function sections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of text.split(/\n(?=### )/).slice(1)) {
    const title = /^### (\w+)/.exec(part)?.[1];
    if (title) found.set(title, part.trim());
  }
  return found;
}

/**
 * Where a marker stands on a line of its own, or -1: the README's prose names the markers in
 * backticks, and a plain search found that mention and wrote the tables into the sentence.
 */
function markerAt(readme: string, marker: string): number {
  const match = new RegExp(`^${marker}$`, 'm').exec(readme);
  return match ? match.index : -1;
}

/**
 * `body` is a lead paragraph then one `### ` section per half that ran; a half that did not run
 * keeps its section from the block being replaced, in its place.
 */
export function withBenchSection(readme: string, body: string): string {
  const start = markerAt(readme, START);
  const end = markerAt(readme, END);
  const found = start !== -1 && end > start;
  let text = body.trim();
  if (found) {
    const old = sections(readme.slice(start + START.length, end));
    const fresh = sections(text);
    if (fresh.size > 0 && [...old.keys()].some((title) => !fresh.has(title))) {
      const lead = text.split(/\n(?=### )/)[0]?.trim() ?? '';
      const titles = [...new Set([...old.keys(), ...fresh.keys()])];
      text = [lead, ...titles.map((t) => fresh.get(t) ?? old.get(t) ?? '')].join('\n\n');
    }
  }
  const block = `${START}\n\n${text}\n\n${END}`;
  if (found) {
    return readme.slice(0, start) + block + readme.slice(end + END.length);
  }
  const section = `## Performance (npm run bench)\n\n${block}\n`;
  return readme.trim() === '' ? section : `${readme.trimEnd()}\n\n${section}`;
}

/**
 * Writes the section (creating the file when it is new: readme-target.ts checked its folder before
 * the run), then formats the file as `npm test`'s format check expects.
 */
export function writeReadme(file: string, body: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, withBenchSection(current, body));
  const prettier = path.join(ROOT, 'node_modules/.bin/prettier');
  const formatted = spawnSync(prettier, ['--write', file], { stdio: 'ignore' });
  if (formatted.status !== 0) throw new Error(`prettier could not format ${file}`);
}
