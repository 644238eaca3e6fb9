import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { LOCK_FILE_NAME } from './data-folder-lock';

let folder: string;

const selectOne = async (db: Database) => ((await db.execute(sql`select 1 as one`)) as { rows: unknown[] }).rows;
afterAll(() => rm(folder, { recursive: true, force: true }));

it('holds a PGlite data folder until close, and refuses a second open meanwhile', async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'courtside-client-'));
  const first = await openDatabase({ dataDir: folder });
  expect(await readdir(folder)).toContain(LOCK_FILE_NAME);

  const message = `The data folder ${folder} is in use by another Courtside process (pid ${process.pid}).`;
  await expect(openDatabase({ dataDir: folder })).rejects.toThrow(message);
  // PGlite's own spelling of the same folder is the same folder.
  await expect(openDatabase({ dataDir: `file://${folder}` })).rejects.toThrow(message);
  expect(await selectOne(first.db)).toEqual([{ one: 1 }]);

  await first.close();
  await first.close(); // a second close is harmless
  expect(await readdir(folder)).not.toContain(LOCK_FILE_NAME);

  const reopened = await openDatabase({ dataDir: folder });
  expect(await selectOne(reopened.db)).toEqual([{ one: 1 }]);
  await reopened.close();
}, 120_000);

it('takes no lock for in-memory databases, which nobody else can open', async () => {
  const [one, two] = await Promise.all([
    openDatabase({ dataDir: 'memory://' }),
    openDatabase({ dataDir: 'memory://' }),
  ]);
  expect(await selectOne(one.db)).toEqual([{ one: 1 }]);
  expect(await selectOne(two.db)).toEqual([{ one: 1 }]);
  await Promise.all([one.close(), two.close()]);
}, 120_000);
