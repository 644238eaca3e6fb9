import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDemoClub } from '../db/queries/demo-seed';
import { insertFeedback } from '../db/queries/feedback';
import { analyticsEvents } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD, demoClubFor } from '../seed/demo-club';
import { repoRoot, spawnTypeScript, stopAllChildren } from '../test/child-process';
import { isLockFile, listTarEntries } from './dump-file';

// The backup and restore commands as the operator runs them (separate processes), on real data folders.

const BACKUP = 'apps/api/src/backup/backup.ts';
const RESTORE = 'apps/api/src/backup/restore.ts';
const HOLDER = 'apps/api/src/test/hold-data-folder-lock.ts';

let root: string;
let source: string;
let backupFile: string;
let sourceSnapshot: Snapshot;
/** A data folder as the previous version left it (all migrations but the last), and its dump. */
let older: string;
let olderDump: string;
/** Something the newest migration creates: a table or a trigger, and its name. */
/** What the newest migration makes, to look for after a restore: a table, a trigger, or a function's new body. */
let lastMigrationObject: { kind: 'table' | 'trigger' | 'function' | 'column'; name: string; body?: string };
/** A PostgreSQL data folder without Courtside's tables. */
let foreignDump: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'courtside-backup-'));
  await prepareOlderVersion();
  // Starting from a copy of the older folder saves a second initdb, and runs the newest migration on real data.
  source = path.join(root, 'source');
  await cp(older, source, { recursive: true });
  const database = await openDatabase({ dataDir: source });
  try {
    const today = '2026-05-01';
    await seedDemoClub(database.db, demoClubFor(today, { passwordHash: await hashPassword(DEMO_PASSWORD) }));
    await insertFeedback(database.db, { userId: 1, email: 'owner@courtside.test', message: 'Hi', pageUrl: '/' });
    // The trigger fills the daily rollups from these, so those tables have rows to compare too.
    await database.db.insert(analyticsEvents).values(
      [1, 2, 3].map((userId) => ({
        eventType: 'page_view' as const,
        tag: 'home',
        page: '/',
        userId,
        occurredAt: new Date(Date.UTC(2026, 4, userId)),
        metadata: { n: userId },
      })),
    );
  } finally {
    await database.close();
  }
  sourceSnapshot = await snapshot(source);
}, 90_000);

async function prepareOlderVersion() {
  const migrations = path.join(root, 'older-migrations');
  await cp(path.join(repoRoot, 'apps/api/migrations'), migrations, { recursive: true });
  const journalFile = path.join(migrations, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.pop()!;
  await writeFile(journalFile, JSON.stringify(journal));
  const lastSql = await readFile(path.join(migrations, `${last.tag}.sql`), 'utf8');
  const created = /create (?:or replace )?(table|trigger|function) "?(\w+)"?/i.exec(lastSql);
  // A migration that only adds a column is checked by that column, named as table.column.
  const added = /alter table "?(\w+)"? add column "?(\w+)"?/i.exec(lastSql);
  lastMigrationObject = created
    ? {
        kind: created[1]!.toLowerCase() as 'table' | 'trigger' | 'function',
        name: created[2]!,
        // PostgreSQL keeps a function's body as written between the dollar quotes.
        body: /\$\$([\s\S]*?)\$\$/.exec(lastSql)?.[1],
      }
    : { kind: 'column', name: `${added![1]}.${added![2]}` };

  older = path.join(root, 'older');
  const client = await PGlite.create(older);
  try {
    foreignDump = path.join(root, 'foreign.tar.gz');
    await writeDump(client, foreignDump);
    await migrate(drizzle({ client }), { migrationsFolder: migrations });
    olderDump = path.join(root, 'older.tar.gz');
    await writeDump(client, olderDump);
  } finally {
    await client.close();
  }
}

/** A dump made in this process, the way the backup command makes one. */
async function writeDump(client: PGlite, file: string) {
  await client.exec('CHECKPOINT');
  await writeFile(file, new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()));
}

afterEach(stopAllChildren);
afterAll(() => rm(root, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
}

async function run(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawnTypeScript(script, args, { DATABASE_URL: '', INIT_CWD: repoRoot, ...env });
  const { code } = await child.exited;
  return { code, output: child.output() };
}

function expectSuccess(result: Run) {
  expect(result.code, result.output).toBe(0);
}

/** A refusal: exit 1 and a message, never a stack trace. */
function expectRefusal(result: Run, message: string) {
  expect(result.code, result.output).toBe(1);
  expect(result.output).toContain(message);
  expect(result.output).not.toMatch(/^\s+at /m);
}

type Snapshot = Record<string, { rows: number; checksum: string } | string>;

/** Every table's row count and a checksum of its rows in a fixed order, and every sequence's position. */
async function snapshot(folder: string): Promise<Snapshot> {
  const database = await openDatabase({ dataDir: folder });
  try {
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const tables = rowsOf<{ schema: string; name: string }>(
      await database.db.execute(sql`
        select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`),
    );
    const result: Snapshot = {};
    for (const { schema, name } of tables) {
      const [row] = rowsOf<{ rows: number; checksum: string }>(
        await database.db.execute(sql`
          select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as checksum
          from ${sql.identifier(schema)}.${sql.identifier(name)} t`),
      );
      result[`${schema}.${name}`] = row!;
    }
    for (const sequence of rowsOf<{ name: string; last: string | null }>(
      await database.db.execute(
        sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences`,
      ),
    )) {
      result[`sequence ${sequence.name}`] = sequence.last ?? 'unused';
    }
    return result;
  } finally {
    await database.close();
  }
}

/** The names and contents of every file in a folder: equal digests mean nothing in it was touched. */
async function folderDigest(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const names = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .map((entry) => ({ name: path.relative(folder, path.join(entry.parentPath, entry.name)), file: entry.isFile() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, file } of names) {
    hash.update(`${name}\0`);
    if (file) hash.update(await readFile(path.join(folder, name)));
  }
  return hash.digest('hex');
}

const entriesBeside = async (folder: string) =>
  (await readdir(path.dirname(folder))).filter((name) => name.startsWith(`${path.basename(folder)}.`));

describe('backup and restore of the embedded database', () => {
  it('restores a backup into another folder with every table and sequence as it was', async () => {
    expect(sourceSnapshot['public.users']).toMatchObject({ rows: 32 });
    for (const table of [
      'matches',
      'match_set_scores',
      'availability_slots',
      'feedback',
      'analytics_daily_tag_users',
    ]) {
      expect((sourceSnapshot[`public.${table}`] as { rows: number }).rows).toBeGreaterThan(0);
    }

    backupFile = path.join(root, 'club.tar.gz');
    const backup = await run(BACKUP, ['--out', backupFile], { DATA_DIR: source });
    expectSuccess(backup);
    expect(backup.output).toMatch(new RegExp(`Backed up ${source} to ${backupFile} \\(\\d+\\.\\d (KB|MB), `));
    // The backup held the folder's lock while it read it; the lock is not part of the database.
    const entries = listTarEntries(gunzipSync(await readFile(backupFile)), backupFile).map((entry) => entry.name);
    expect(entries).toContain('PG_VERSION');
    expect(entries.filter(isLockFile)).toEqual([]);

    const target = path.join(root, 'restored');
    const restore = await run(RESTORE, [backupFile], { DATA_DIR: target });
    expectSuccess(restore);
    const [leagues, matches] = ['public.leagues', 'public.matches'].map(
      (table) => (sourceSnapshot[table] as { rows: number }).rows,
    );
    expect(restore.output).toContain(
      `Restored ${backupFile} into ${target}: 32 users, ${leagues} leagues, ${matches} matches.`,
    );
    expect(restore.output).toContain('Its database was up to date with this version of Courtside.');
    // Nothing left behind: no lock, no staging folder.
    expect((await readdir(target)).filter(isLockFile)).toEqual([]);
    expect(await entriesBeside(target)).toEqual([]);

    expect(await snapshot(target)).toEqual(sourceSnapshot);
  }, 60_000);

  it('refuses a folder that is not empty unless --force, and then keeps its contents aside', async () => {
    const target = path.join(root, 'occupied');
    await cp(older, target, { recursive: true });
    const before = await folderDigest(target);

    expectRefusal(await run(RESTORE, [backupFile], { DATA_DIR: target }), `${target} is not empty`);
    expect(await folderDigest(target)).toBe(before);
    expect(await entriesBeside(target)).toEqual([]);

    const forced = await run(RESTORE, [backupFile, '--force'], { DATA_DIR: target });
    expectSuccess(forced);
    const aside = await entriesBeside(target);
    expect(aside).toEqual([expect.stringMatching(/^occupied\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)]);
    const previous = path.join(root, aside[0]!);
    expect(forced.output).toContain(`The previous contents are kept in ${previous}`);
    // Every file of the old folder, as it was.
    expect(await folderDigest(previous)).toBe(before);
    expect(await snapshot(target)).toEqual(sourceSnapshot);
  }, 60_000);

  it('refuses a damaged, foreign or missing file without touching the data folder', async () => {
    const target = path.join(root, 'restored');
    const before = await folderDigest(target);
    const compressed = await readFile(backupFile);
    const cut = path.join(root, 'cut.tar.gz');
    await writeFile(cut, compressed.subarray(0, compressed.length / 2));
    const text = path.join(root, 'notes.txt');
    await writeFile(text, 'not a backup\n');
    const missing = path.join(root, 'nowhere.tar.gz');

    const restoreInto = (file: string) => run(RESTORE, [file, '--force'], { DATA_DIR: target });
    // Each is refused before the folder is touched, so they may run side by side.
    const [cutResult, textResult, missingResult] = await Promise.all([cut, text, missing].map(restoreInto));
    expectRefusal(cutResult!, `${cut} is not a Courtside backup: it is not a complete gzip file.`);
    expectRefusal(textResult!, `${text} is not a Courtside backup`);
    expectRefusal(missingResult!, `There is no file ${missing}.`);
    // A readable PostgreSQL data folder, but not Courtside's: it is loaded, and refused before it replaces anything.
    expectRefusal(await restoreInto(foreignDump), `${foreignDump} is not a Courtside backup: its database has no`);

    expect(await folderDigest(target)).toBe(before);
    expect(await entriesBeside(target)).toEqual([]);
    // A data folder that did not exist is not left behind either.
    const fresh = path.join(root, 'fresh');
    expectRefusal(await run(RESTORE, [cut], { DATA_DIR: fresh }), 'is not a Courtside backup');
    expect(existsSync(fresh)).toBe(false);
  }, 60_000);

  it('refuses while another process holds the data folder, naming it', async () => {
    const holder = spawnTypeScript(HOLDER, [source]);
    await holder.waitForLine(/^held /);
    const out = path.join(root, 'while-held.tar.gz');
    const [backup, restore] = await Promise.all([
      run(BACKUP, ['--out', out], { DATA_DIR: source }),
      run(RESTORE, [backupFile, '--force'], { DATA_DIR: source }),
    ]);
    expectRefusal(backup!, `Cannot back up ${source}: another Courtside process (pid ${holder.pid}) has it open.`);
    expect(backup!.output).toContain('Stop the server first');
    expect(existsSync(out)).toBe(false);
    expectRefusal(restore!, `Cannot restore into ${source}: another Courtside process (pid ${holder.pid})`);
    expect(await entriesBeside(source)).toEqual([]);
    holder.child.stdin!.end();
    expect((await holder.exited).code).toBe(0);
  }, 60_000);

  it('with DATABASE_URL set, prints the pg_dump and pg_restore commands instead', async () => {
    const out = path.join(root, 'postgres.tar.gz');
    // Nothing listens there: the commands must not try to connect.
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/courtside', DATA_DIR: source };
    const results = await Promise.all([run(BACKUP, ['--out', out], env), run(RESTORE, [backupFile, '--force'], env)]);
    for (const result of results) {
      expectRefusal(result, 'DATABASE_URL is set');
      expect(result.output).toMatch(/pg_dump --format=custom --file=courtside-\S+\.dump "\$DATABASE_URL"/);
      expect(result.output).toMatch(/pg_restore .*--dbname="\$DATABASE_URL" courtside-\S+\.dump/);
    }
    expect(existsSync(out)).toBe(false);
    expect(await entriesBeside(source)).toEqual([]);
  }, 60_000);

  it('brings a backup of an older version up to date, and refuses one from a newer version', async () => {
    const upgraded = path.join(root, 'upgraded');
    const restore = await run(RESTORE, [olderDump], { DATA_DIR: upgraded });
    expectSuccess(restore);
    expect(restore.output).toContain('Brought it up to date with this version of Courtside: 1 migration applied.');
    // Looked at without migrating: the restore itself added the newest migration's table or trigger, or gave
    // its function the new body.
    const restored = await PGlite.create(upgraded);
    try {
      const { kind, name, body } = lastMigrationObject;
      const [table, column] = name.split('.');
      const found = await restored.query(
        kind === 'table'
          ? `select to_regclass('public.${name}')::text as t`
          : kind === 'trigger'
            ? `select tgname::text as t from pg_trigger where tgname = '${name}'`
            : kind === 'column'
              ? `select table_name || '.' || column_name as t from information_schema.columns
                 where table_name = '${table}' and column_name = '${column}'`
              : `select prosrc as t from pg_proc where proname = '${name}'`,
      );
      expect(found.rows).toEqual([{ t: kind === 'function' ? body : name }]);
      // Then a migration this version has never heard of, as a later Courtside would record it.
      await restored.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        'from a later version',
        Date.now() + 365 * 86_400_000,
      ]);
      await writeDump(restored, path.join(root, 'newer.tar.gz'));
    } finally {
      await restored.close();
    }

    const target = path.join(root, 'downgraded');
    const newer = await run(RESTORE, [path.join(root, 'newer.tar.gz')], { DATA_DIR: target });
    expectRefusal(newer, 'was made by a newer version of Courtside');
    expect(existsSync(target)).toBe(false);
    expect(await entriesBeside(target)).toEqual([]);
  }, 60_000);
});
