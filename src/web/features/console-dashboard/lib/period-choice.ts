import { lastDays, periodProblem, type Period } from '@shared/analytics/period';

/** The periods the dashboard offers: the last 7, 30 or 90 days (today included), or the owner's own dates. */
export const rangeChoices = ['7', '30', '90', 'custom'] as const;
export type RangeChoice = (typeof rangeChoices)[number];

export const DEFAULT_RANGE: RangeChoice = '30';

export interface PeriodChoice {
  range: RangeChoice;
  /** The period to show; undefined while custom dates are missing or refused. */
  period: Period | undefined;
  problem: ReturnType<typeof periodProblem>;
}

/**
 * The period the address asks for (?range=7, or ?range=custom&from=…&to=…), so a view
 * can be reloaded or shared; anything else is the last 30 days.
 */
export function periodChoiceOf(search: URLSearchParams, today: string): PeriodChoice {
  const range = (rangeChoices as readonly string[]).includes(search.get('range') ?? '') ? (search.get('range') as RangeChoice) : DEFAULT_RANGE;
  if (range !== 'custom') return { range, period: lastDays(today, Number(range)), problem: undefined };
  const period = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const problem = periodProblem(period);
  return { range, period: problem ? undefined : period, problem };
}

/** The address of a choice: only what it needs. */
export function searchOf(range: RangeChoice, custom?: Period): Record<string, string> {
  return range === 'custom' && custom ? { range, from: custom.from, to: custom.to } : range === DEFAULT_RANGE ? {} : { range };
}
