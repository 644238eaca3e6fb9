import { describe, expect, it } from 'vitest';
import { greetingName, greetingText, hasVisitedDashboard, markDashboardVisited } from './greeting';

describe('greetingName', () => {
  it('uses the first name when there is one', () => {
    expect(greetingName({ firstname: 'Serena', email: 'sw@example.com' })).toBe('Serena');
  });

  it('falls back to the part of the email before the @', () => {
    expect(greetingName({ firstname: null, email: 'rafa.n@example.com' })).toBe('rafa.n');
    expect(greetingName({ firstname: '   ', email: 'rafa.n@example.com' })).toBe('rafa.n');
  });

  it("falls back to 'there' when the email has nothing before the @", () => {
    expect(greetingName({ firstname: null, email: '@example.com' })).toBe('there');
    expect(greetingName({ firstname: '', email: '' })).toBe('there');
  });
});

describe('greetingText', () => {
  it('welcomes on the first visit and welcomes back afterwards', () => {
    expect(greetingText('Serena', true)).toBe('Welcome, Serena!');
    expect(greetingText('Serena', false)).toBe('Welcome back, Serena!');
  });
});

describe('dashboard visit flag', () => {
  it('is remembered per user id', () => {
    expect(hasVisitedDashboard(1)).toBe(false);
    markDashboardVisited(1);
    expect(hasVisitedDashboard(1)).toBe(true);
    expect(hasVisitedDashboard(2)).toBe(false);
  });
});
