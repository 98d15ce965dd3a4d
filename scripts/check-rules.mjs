// npm test's "Alert rules" step: the Prometheus rules in deploy/prometheus are valid
// (`promtool check rules`) and fire as their cases say (`promtool test rules`). promtool comes
// from Debian's `prometheus` package (.ci/run installs it when missing); without it the step fails
// and says so rather than passing unchecked.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../deploy/prometheus/', import.meta.url));

const version = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  console.error(
    "promtool not found: install Debian's prometheus package (apt-get install prometheus), which ships promtool; .ci/run does this when it is missing.",
  );
  process.exit(1);
}

for (const args of [
  ['check', 'rules', 'rules.yml'],
  ['test', 'rules', 'rules.test.yml'],
]) {
  const run = spawnSync('promtool', args, { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`promtool ${args.join(' ')} failed (deploy/prometheus)`);
    process.exit(1);
  }
}
