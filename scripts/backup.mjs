// `npm run backup -- <folder>` and `npm run backup -- --prune <parent>`: the operator's backup
// command (api/ops/backup-cli.ts; docs/operations.md, "Backups and restore").
import { runApiCommand } from './api-command.mjs';

await runApiCommand('backup', process.argv.slice(2));
