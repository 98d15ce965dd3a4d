// The alert rules' runbook links (runbook-urls.mjs): every alert of deploy/prometheus/rules.yml
// links a heading of docs/operations.md, and the check refuses an alert without a runbook_url,
// one that points elsewhere, and one whose anchor is no heading there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './image.mjs';
import { RUNBOOK_DOC, runbookProblems } from './runbook-urls.mjs';

const read = (/** @type {string} */ path) => readFileSync(join(root, path), 'utf8');

/** A rule file of one alert with these annotations, and a recording rule (which needs none). */
const oneAlert = (/** @type {Record<string, string>} */ annotations) =>
  [
    'groups:',
    '  - name: g',
    '    rules:',
    '      - alert: Down',
    '        expr: up == 0',
    `        annotations: ${JSON.stringify(annotations)}`,
    '      - record: job:up',
    '        expr: up',
  ].join('\n');
const runbook = '# Operations\n\n## Runbook\n\n### Lose a replica\n';

describe('runbook links of the alert rules', () => {
  it('every alert of deploy/prometheus/rules.yml links a heading of docs/operations.md', () => {
    expect(runbookProblems(read('deploy/prometheus/rules.yml'), read(RUNBOOK_DOC))).toEqual([]);
  });

  it('passes an alert that links a heading', () => {
    const rules = oneAlert({ runbook_url: 'docs/operations.md#lose-a-replica' });
    expect(runbookProblems(rules, runbook)).toEqual([]);
  });

  it('refuses an alert without one, one elsewhere, and one to a heading that is not there', () => {
    expect(runbookProblems(oneAlert({ summary: 'down' }), runbook)).toEqual([
      'Down: no runbook_url annotation',
    ]);
    expect(
      runbookProblems(oneAlert({ runbook_url: 'https://wiki.example/down' }), runbook),
    ).toEqual(['Down: runbook_url https://wiki.example/down is not docs/operations.md#<anchor>']);
    expect(
      runbookProblems(oneAlert({ runbook_url: 'docs/operations.md#lose-redis' }), runbook),
    ).toEqual(['Down: runbook_url docs/operations.md#lose-redis: no heading with that anchor']);
  });
});
