import { describe, expect, it } from 'vitest';
import { periodChoiceOf, searchOf } from '@web/features/console-dashboard/lib/period-choice';

const choice = (query: string) => periodChoiceOf(new URLSearchParams(query), '2026-03-10');

describe('the dashboard’s period', () => {
  it('is the last 30 days unless the address says otherwise', () => {
    expect(choice('')).toEqual({ range: '30', period: { from: '2026-02-09', to: '2026-03-10' }, problem: undefined });
    expect(choice('range=7').period).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(choice('range=90').period).toEqual({ from: '2025-12-11', to: '2026-03-10' });
    expect(choice('range=12').range).toBe('30');
  });

  it('takes custom dates, and says what is wrong with them', () => {
    expect(choice('range=custom&from=2026-01-01&to=2026-01-31')).toEqual({ range: 'custom', period: { from: '2026-01-01', to: '2026-01-31' }, problem: undefined });
    expect(choice('range=custom&from=2026-01-31&to=2026-01-01')).toMatchObject({ period: undefined, problem: 'reversed' });
    expect(choice('range=custom&from=2025-01-01&to=2026-03-01')).toMatchObject({ period: undefined, problem: 'too-long' });
    expect(choice('range=custom')).toMatchObject({ period: undefined, problem: 'invalid-date' });
  });

  it('writes only what a choice needs into the address', () => {
    expect(searchOf('30')).toEqual({});
    expect(searchOf('7')).toEqual({ range: '7' });
    expect(searchOf('custom', { from: '2026-01-01', to: '2026-01-31' })).toEqual({ range: 'custom', from: '2026-01-01', to: '2026-01-31' });
  });
});
