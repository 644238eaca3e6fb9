import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './csv';

describe('csvField', () => {
  it.each<[string | number | null | undefined, string]>([
    ['Mia Lopez', 'Mia Lopez'],
    ['Lopez, Mia', '"Lopez, Mia"'],
    ['Mia "Ace" Lopez', '"Mia ""Ace"" Lopez"'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['6-4, 6-3', '"6-4, 6-3"'],
    [66.7, '66.7'],
    [0, '0'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['+1+1', '"\'+1+1"'],
    ['-2+3', '"\'-2+3"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\t=1', '"\'\t=1"'],
    ['\r=1', '"\'\r=1"'],
  ])('neutralises a formula: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvField('Anne-Marie = 1')).toBe('Anne-Marie = 1');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Player', 'Wins'],
        [
          ['Ann', 2],
          ['Bo, Jr', 0],
        ],
      ),
    ).toBe('\uFEFFPlayer,Wins\r\nAnn,2\r\n"Bo, Jr",0\r\n');
  });
});

describe('csvFileName', () => {
  it.each([
    ['Spring Singles 2026', 'spring-singles-2026-standings.csv'],
    ['Été à Genève!', 'ete-a-geneve-standings.csv'],
    ['"; rm -rf /', 'rm-rf-standings.csv'],
    ['東京', 'league-7-standings.csv'],
  ])('%j', (name, expected) => {
    expect(csvFileName(name, 'league-7', 'standings')).toBe(expected);
  });
});
