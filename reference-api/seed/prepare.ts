// Brings a D1 database up to date: applies the migrations not yet applied (recorded in
// d1_migrations, the same table wrangler uses) and seeds the demo data when it is empty.
import type { D1Database } from '@cloudflare/workers-types';
import { toSqlScript, type Statement } from './sql.ts';

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

/** Tries of a load whose connection dropped. */
const LOAD_TRIES = 5;

/** Miniflare's proxy to a D1 binding can drop its connection on a busy machine (workers-sdk issue 7376). */
function connectionDropped(error: unknown): boolean {
  return /fetch failed|other side closed|socket|ECONNRESET/i.test(`${String(error)} ${String((error as Error)?.cause ?? '')}`);
}

/**
 * Loads the statements as one script (`exec`, one statement a line, the values written in): one
 * call through Miniflare's proxy rather than one per statement, 0.15 s instead of 6 s for the demo
 * data. Every insert of the script skips a row whose key is there, so a load whose connection
 * dropped, committed in part or not at all, is simply loaded again.
 */
async function run(db: D1Database, statements: Statement[]): Promise<void> {
  const script = toSqlScript(statements);
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec(script);
      return;
    } catch (error) {
      if (attempt === LOAD_TRIES || !connectionDropped(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

async function runMigration(db: D1Database, migration: Migration, statements: Statement[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.batch(statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
      return;
    } catch (error) {
      if (attempt === LOAD_TRIES || !connectionDropped(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      const applied = await db.prepare('SELECT 1 FROM d1_migrations WHERE name = ?').bind(migration.name).first();
      if (applied) return;
    }
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
    // A migration and its record are one batch: applied whole or not at all, and not twice.
    await runMigration(db, migration, [
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
