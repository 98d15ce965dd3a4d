// pg_dump and pg_restore connect through libpq's environment (PGHOST, PGPASSWORD...) rather than a
// URL on their command line, where every user of the machine could read the password (ps).

/** libpq's variables for a postgres:// URL. */
export function libpqEnv(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname);
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const options = parsed.searchParams.get('options');
  if (options) env.PGOPTIONS = options;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The process environment without any libpq variable of the operator's shell, plus `url`'s. */
export function childEnv(url: string): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PG')),
  );
  return { ...inherited, ...libpqEnv(url) };
}
