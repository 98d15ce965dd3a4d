// `npm run moderator -- add|remove <email>`, `npm run moderator -- list`: an operator's command
// for moderators, on the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR: stop the API first, PGlite takes one process). The invitation is queued in the
// database with every other mail; a running API delivers it.
import {
  addModerator,
  listModerators,
  removeModerator,
} from '../src/accounts/moderators/moderators';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';

const USAGE = 'Usage: npm run moderator -- add <email> | remove <email> | list';

const [command, email] = process.argv.slice(2);
try {
  if (!command || !['add', 'remove', 'list'].includes(command) || (command !== 'list' && !email)) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      await prepareDatabase(database, {});
      if (command === 'list') {
        const moderators = await listModerators(database.db);
        console.log(moderators.length ? moderators.join('\n') : 'No moderators.');
      } else {
        const change =
          command === 'add'
            ? await addModerator(database.db, {
                email: email ?? '',
                publicUrl: config.publicUrl,
                now: new Date(),
              })
            : await removeModerator(database.db, email ?? '');
        (change.ok ? console.log : console.error)(change.message);
        if (!change.ok) process.exitCode = 1;
      }
    } finally {
      await database.close();
    }
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
