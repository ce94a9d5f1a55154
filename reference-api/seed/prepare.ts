// Brings a D1 database up to date: applies the migrations not yet applied (recorded in
// d1_migrations, the same table wrangler uses) and seeds the demo data when it is empty.
import type { D1Database } from '@cloudflare/workers-types';
import type { Statement } from './sql.ts';

export interface Migration {
  name: string;
  sql: string;
}

/** Splits a migration file of ours into statements: each ends with ";" at the end of a line. */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

const BATCH_SIZE = 200;

async function run(db: D1Database, statements: Statement[]): Promise<void> {
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    const batch = statements.slice(start, start + BATCH_SIZE);
    await db.batch(batch.map(({ sql, params }) => db.prepare(sql).bind(...params)));
  }
}

export async function prepareDatabase(db: D1Database, migrations: Migration[], seed: () => Statement[]): Promise<{ applied: string[]; seeded: boolean }> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         name TEXT UNIQUE,
         applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  const done = new Set(results.map((row) => row.name));
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    if (done.has(migration.name)) continue;
    await run(db, [
      ...splitStatements(migration.sql).map((sql) => ({ sql, params: [] })),
      { sql: 'INSERT INTO d1_migrations (name) VALUES (?)', params: [migration.name] },
    ]);
    applied.push(migration.name);
  }
  const products = await db.prepare('SELECT COUNT(*) AS count FROM product').first<{ count: number }>();
  if ((products?.count ?? 0) > 0) return { applied, seeded: false };
  await run(db, seed());
  return { applied, seeded: true };
}
