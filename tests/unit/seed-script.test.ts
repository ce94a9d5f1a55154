// The demo data as `npm run deploy -- --seed` loads it into the remote database (wrangler d1
// execute --file): run against SQLite with the reference API's migrations, once, after a run that
// stopped halfway, and again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { splitStatements } from '../../reference-api/seed/prepare.ts';
import { seedStatements, toSqlScript } from '../../reference-api/seed/sql.ts';

const MIGRATIONS = join(import.meta.dirname, '../../reference-api/migrations');

function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const name of readdirSync(MIGRATIONS).sort()) {
    for (const statement of splitStatements(readFileSync(join(MIGRATIONS, name), 'utf8'))) db.exec(statement);
  }
  return db;
}

const TABLES = [
  'category',
  'category_translation',
  'product',
  'product_translation',
  'product_image',
  'product_feature',
  'slide',
  'partner',
  'certificate',
  'contact_information',
  'contact_information_translation',
  'social',
];
const counts = (db: DatabaseSync) =>
  Object.fromEntries(TABLES.map((table) => [table, (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n]));

describe('the seed script of npm run deploy -- --seed', () => {
  const script = toSqlScript(seedStatements(seedData, new Date('2026-11-01T00:00:00Z')));

  it('loads the demo data, and a second run after one that stopped halfway adds nothing twice', () => {
    const once = migratedDatabase();
    once.exec(script);
    const expected = counts(once);
    expect(expected.product).toBe(seedData.products.length);
    expect(expected.social).toBe(seedData.contactInformation.socials.length);

    const again = migratedDatabase();
    const lines = script.split('\n');
    again.exec(lines.slice(0, Math.floor(lines.length / 2)).join('\n'));
    again.exec(script);
    again.exec(script);
    expect(counts(again)).toEqual(expected);
  });

  it('leaves a row changed since the first load as it is', () => {
    const db = migratedDatabase();
    db.exec(script);
    db.exec('UPDATE product SET price = 1 WHERE id = 1');
    db.exec(script);
    expect((db.prepare('SELECT price FROM product WHERE id = 1').get() as { price: number }).price).toBe(1);
  });

  it('writes one statement a line, a line break inside a value included, and loads the value as it was', () => {
    const db = migratedDatabase();
    const value = "Line one\nLine 'two'\r\nthree";
    const line = toSqlScript([
      { sql: 'INSERT INTO social (id, position, network, url, title) VALUES (?, ?, ?, ?, ?)', params: [1, 0, 'x', 'https://x.example', value] },
    ]);
    expect(line.split('\n')).toHaveLength(1);
    db.exec(line);
    expect((db.prepare('SELECT title FROM social WHERE id = 1').get() as { title: string }).title).toBe(value);
  });
});
