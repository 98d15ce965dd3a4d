// Creates or drops a PostgreSQL database for one bench run, through the server's maintenance
// database (the URL's own path is ignored). Names are checked: they go into DDL unquoted-safe.
//
//   tsx scripts/bench/pg-database.ts create postgres://postgres@127.0.0.1:5432/ bench_ab12
//   tsx scripts/bench/pg-database.ts drop   postgres://postgres@127.0.0.1:5432/ bench_ab12
import pg from 'pg';

const [action, serverUrl, name] = process.argv.slice(2);
if (
  (action !== 'create' && action !== 'drop') ||
  !serverUrl ||
  !name ||
  !/^(bench_\w+|\w+_bench)$/.test(name)
) {
  process.stderr.write(
    'usage: pg-database.ts create|drop <postgres url> <bench_name or name_bench>\n',
  );
  process.exit(2);
}
const url = new URL(serverUrl);
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await client.query(
    action === 'create'
      ? `create database "${name}"`
      : `drop database if exists "${name}" with (force)`,
  );
} finally {
  await client.end();
}
