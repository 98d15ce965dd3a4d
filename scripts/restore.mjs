// `npm run restore -- <folder>`: puts a backup back into an empty database and store
// (api/ops/restore-cli.ts; docs/operations.md, "Backups and restore").
import { runApiCommand } from './api-command.mjs';

await runApiCommand('restore', process.argv.slice(2));
