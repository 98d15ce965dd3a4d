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
