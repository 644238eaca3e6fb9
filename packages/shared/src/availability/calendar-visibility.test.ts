import { describe, expect, it } from 'vitest';
import { isProposalShownOnCalendar, proposalsForCalendar, scheduledMatchTimes } from './calendar-visibility';

const matches = [
  { status: 'scheduled', match_datetime: '2026-03-10T18:00:00.000Z' },
  { status: 'normal', match_datetime: '2026-03-12T18:00:00.000Z' },
  { status: 'scheduled', match_datetime: null },
];

describe('isProposalShownOnCalendar', () => {
  const times = scheduledMatchTimes(matches);

  it.each([
    ['pending', '2026-03-11T18:00:00Z', true],
    ['accepted', '2026-03-11T18:00:00Z', true],
    ['canceled', '2026-03-11T18:00:00Z', false],
    ['deleted', '2026-03-11T18:00:00Z', false],
    ['declined', '2026-03-11T18:00:00Z', false],
    ['rejected', '2026-03-11T18:00:00Z', false],
    ['scheduled', '2026-03-11T18:00:00Z', false],
    ['accepted', '2026-03-10T18:00:00Z', false],
    ['pending', '2026-03-10T14:00:00-04:00', false],
    ['pending', '2026-03-12T18:00:00Z', true],
    ['pending', 'someday', false],
  ])('a %s proposal at %s is shown: %s', (status, proposed_time, shown) => {
    expect(isProposalShownOnCalendar({ status, proposed_time }, times)).toBe(shown);
  });

  it('hides a proposal with no time', () => {
    expect(isProposalShownOnCalendar({ status: 'pending', proposed_time: null }, times)).toBe(false);
  });
});

describe('proposalsForCalendar', () => {
  it('keeps only the shown proposals, in order', () => {
    const proposals = [
      { id: 1, status: 'pending', proposed_time: '2026-03-11T18:00:00Z' },
      { id: 2, status: 'pending', proposed_time: '2026-03-10T18:00:00Z' },
      { id: 3, status: 'canceled', proposed_time: '2026-03-13T18:00:00Z' },
      { id: 4, status: 'accepted', proposed_time: '2026-03-14T18:00:00Z' },
    ];
    expect(proposalsForCalendar(proposals, matches).map((p) => p.id)).toEqual([1, 4]);
  });
});
