// drizzle-kit writes foreign keys as REFERENCES "public"."users". Removing the "public" qualifier
// lets the same migrations build the schema in whichever schema the connection's search_path
// names: a dedicated schema per test file on PostgreSQL, or a non-default schema in deployment.
// Run after every `drizzle-kit generate` (the db:generate script does).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../drizzle/', import.meta.url);
for (const name of readdirSync(dir).filter((file) => file.endsWith('.sql'))) {
  const file = new URL(name, dir);
  const before = readFileSync(file, 'utf8');
  const after = before.replaceAll('"public".', '');
  if (after !== before) {
    writeFileSync(file, after);
    process.stdout.write(`unqualified ${name}\n`);
  }
}
