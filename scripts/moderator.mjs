// `npm run moderator -- add <email> | remove <email> | list`: the operator's command for
// moderators (api/ops/moderator-cli.ts), on the database the environment names (DATABASE_URL, or
// DATA_DIR's embedded one, by default the one `npm start` uses).
import { runApiCommand } from './api-command.mjs';

await runApiCommand('moderator', process.argv.slice(2));
