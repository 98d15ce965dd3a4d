// `npm run point-in-time -- base-backup <folder> | restore <folder> --wal-archive <dir> --pgdata
// <dir> [--to <time> | --to-name <point>] | mark <name>`: point-in-time recovery of the API's
// PostgreSQL database (api/ops/point-in-time-cli.ts; docs/operations.md), on the server
// DATABASE_URL names.
import { runApiCommand } from './api-command.mjs';

// Folders given relative to where the operator ran `npm run` (npm itself runs at the root).
await runApiCommand('point-in-time', process.argv.slice(2), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
