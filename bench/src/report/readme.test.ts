// The README writer: replaces the bench block in place, appends one when the markers are absent.
//   cd bench && node_modules/.bin/tsx --test src/report/readme.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { END, START, withBenchSection } from './readme';

void test('replaces only what is between the markers', () => {
  const readme = `# Title\n\n## Performance\n\n${START}\nold table\n${END}\n\n## Next\n`;
  const out = withBenchSection(readme, '| new |');
  assert.equal(out, `# Title\n\n## Performance\n\n${START}\n\n| new |\n\n${END}\n\n## Next\n`);
});

void test('appends a section with the markers when they are absent, once', () => {
  const first = withBenchSection('# Title\n', 'table 1');
  assert.match(
    first,
    /## Performance \(npm run bench\)\n\n<!-- bench:start -->\n\ntable 1\n\n<!-- bench:end -->\n$/,
  );
  const second = withBenchSection(first, 'table 2');
  assert.equal(second.split(START).length, 2);
  assert.ok(second.includes('table 2') && !second.includes('table 1'));
});

void test('a run of one half keeps the other half of the last run', () => {
  const lead = 'Measured by npm run bench.';
  const readme = `# T\n\n${START}\n\n${lead}\n\n### API (old)\n\napi table\n\n### Site (old)\n\nold site\n\n${END}\n`;
  const out = withBenchSection(readme, `${lead}\n\n### Site (new)\n\nnew site`);
  assert.equal(
    out,
    `# T\n\n${START}\n\n${lead}\n\n### API (old)\n\napi table\n\n### Site (new)\n\nnew site\n\n${END}\n`,
  );
  const both = withBenchSection(out, `${lead}\n\n### API (2)\n\na2\n\n### Site (2)\n\ns2`);
  assert.ok(both.includes('### API (2)') && both.includes('### Site (2)'));
  assert.ok(!both.includes('old') && !both.includes('new site'));
});

void test('markers named in the prose are not the block', () => {
  const readme = `# T\n\nThe tables go between \`${START}\` and \`${END}\`.\n\n${START}\nold\n${END}\n`;
  const out = withBenchSection(readme, '| new |');
  assert.equal(
    out,
    `# T\n\nThe tables go between \`${START}\` and \`${END}\`.\n\n${START}\n\n| new |\n\n${END}\n`,
  );
});

void test('a new, empty file gets the section alone', () => {
  assert.equal(
    withBenchSection('', 'table'),
    `## Performance (npm run bench)\n\n${START}\n\ntable\n\n${END}\n`,
  );
});
