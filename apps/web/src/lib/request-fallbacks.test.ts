import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_FALLBACK, REQUEST_FALLBACKS } from './request-fallbacks';

// Word for word from the spec: accounts-and-admin section 8 ("League client fallbacks") and league-play
// section 8 (the service wrapper's last resort, "Availability service defaults"); {id} is a league id.
const SPEC_FALLBACKS = [
  'Failed to fetch leagues',
  'Failed to create league',
  'Failed to delete league',
  'Failed to fetch your leagues',
  'Failed to update league state',
  'Failed to fetch league {id}',
  'Failed to update league',
  'Failed to fetch unplayed opponents for league {id}',
  'An unexpected error occurred',
  'Failed to create availability',
  'Failed to fetch availability',
  'Failed to delete availability',
  'Failed to fetch availability overlaps',
  'Failed to fetch league availability',
  'Failed to update availability',
];

const tableTexts = [
  DEFAULT_REQUEST_FALLBACK,
  ...Object.values(REQUEST_FALLBACKS).map((text) => (typeof text === 'function' ? text(Number.NaN) : text)),
].map((text) => text.replace('NaN', '{id}'));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the failure fallbacks of the API calls', () => {
  it('hold every fallback text of the spec, and nothing else', () => {
    expect([...tableTexts].sort()).toEqual([...SPEC_FALLBACKS].sort());
  });

  it('are each given to a call, except the unplayed-opponents read that no screen makes on its own', () => {
    const callers = sourceFiles(join(__dirname, '..'))
      .filter((path) => !path.endsWith('request-fallbacks.ts'))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = Object.keys(REQUEST_FALLBACKS).filter((key) => !callers.includes(`REQUEST_FALLBACKS.${key}`));
    expect(unused).toEqual(['fetchUnplayedOpponents']);
  });
});
