import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { LOCK_FILE_NAME } from '../db/data-folder-lock';
import { BackupError } from './backup-error';

const gunzip = promisify(gunzipCallback);

/**
 * A backup is PGlite's own dump of the data folder (dumpDataDir): a tar of every file of the PostgreSQL data
 * directory, gzipped. This module reads just enough of the tar format (POSIX ustar, as PGlite writes it) to
 * check a file before it is loaded, and to leave out the lock files that live beside the database.
 */

const BLOCK = 512;

export interface TarEntry {
  /** The path inside the data folder, without the leading slash PGlite writes. */
  name: string;
  /** Where the entry's header starts and where its padded data ends, in the tar. */
  start: number;
  end: number;
}

/** The entries of a ustar archive; throws a BackupError saying why when the bytes are not one. */
export function listTarEntries(tar: Uint8Array, fileName: string): TarEntry[] {
  const notATar = (reason: string) => new BackupError(`${fileName} is not a Courtside backup: ${reason}.`);
  const entries: TarEntry[] = [];
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > tar.length) {
      throw notATar(entries.length === 0 ? 'it is not a tar archive' : 'the archive is cut short');
    }
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries; // the end-of-archive marker
    if (!hasValidChecksum(header)) {
      throw notATar(entries.length === 0 ? 'it is not a tar archive' : `entry ${entries.length + 1} is damaged`);
    }
    const size = Number.parseInt(field(header, 124, 12) || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) throw notATar(`entry ${entries.length + 1} is damaged`);
    const prefix = field(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${field(header, 0, 100)}`.replace(/^\/+/, '');
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) throw notATar('the archive is cut short');
    entries.push({ name, start: offset, end });
    offset = end;
  }
}

/** A checked dump, ready to hand to PGlite (uncompressed, without lock files). */
export interface Dump {
  tar: Uint8Array;
  /** The PostgreSQL major version the data folder was written by (its PG_VERSION file). */
  postgresVersion: string;
}

/**
 * Checks that `tar` is a PostgreSQL data folder: a readable archive holding PG_VERSION and the control file,
 * with no path that leaves the folder. Lock files of the process that made it are dropped: they name a process
 * that has nothing to do with the restored folder.
 */
export function checkDump(tar: Uint8Array, fileName: string): Dump {
  const entries = listTarEntries(tar, fileName);
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('PG_VERSION') || !names.has('global/pg_control')) {
    throw new BackupError(`${fileName} is not a Courtside backup: it holds no PostgreSQL data folder.`);
  }
  if (entries.some((entry) => entry.name.split('/').includes('..'))) {
    throw new BackupError(`${fileName} is not a Courtside backup: it names files outside the data folder.`);
  }
  const versionEntry = entries.find((entry) => entry.name === 'PG_VERSION')!;
  const postgresVersion = new TextDecoder()
    .decode(tar.subarray(versionEntry.start + BLOCK, versionEntry.end))
    .replace(/\0+$/, '')
    .trim();
  return { tar: withoutLockFiles(tar, entries), postgresVersion };
}

/** Reads and checks a backup file without touching any data folder. */
export async function readDumpFile(file: string): Promise<Dump> {
  let compressed: Buffer;
  try {
    compressed = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no file ${file}.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder; give the backup file (.tar.gz) instead.`);
    if (code === 'EACCES') throw new BackupError(`${file} cannot be read (permission denied).`);
    throw error;
  }
  let tar: Buffer;
  try {
    tar = await gunzip(compressed);
  } catch {
    throw new BackupError(`${file} is not a Courtside backup: it is not a complete gzip file.`);
  }
  return checkDump(tar, file);
}

/** Names in a data folder that belong to the lock (ADR 021), not to the database. */
export const isLockFile = (name: string) => name.startsWith(LOCK_FILE_NAME);

function withoutLockFiles(tar: Uint8Array, entries: TarEntry[]): Uint8Array {
  const kept = entries.filter((entry) => !isLockFile(entry.name));
  if (kept.length === entries.length) return tar;
  const parts = kept.map((entry) => tar.subarray(entry.start, entry.end));
  // The archive ends with two empty blocks.
  return Buffer.concat([...parts, new Uint8Array(2 * BLOCK)]);
}

/** A NUL-terminated text field of a header. */
function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const nul = bytes.indexOf(0);
  return new TextDecoder().decode(nul === -1 ? bytes : bytes.subarray(0, nul)).trim();
}

/** The header's checksum: the sum of its bytes with the checksum field itself counted as spaces. */
function hasValidChecksum(header: Uint8Array): boolean {
  const stored = Number.parseInt(field(header, 148, 8), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
  return stored === sum;
}
