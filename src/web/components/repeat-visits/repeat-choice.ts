import type { RepeatBody, SeriesPreview } from '@shared/contracts/booking-series';

/** Step 3's "Repeat this visit" as typed (issue 29): the server checks the numbers and dates. */
export interface RepeatChoice {
  on: boolean;
  everyWeeks: string;
  end: 'count' | 'until';
  count: string;
  until: string;
}

export const noRepeat: RepeatChoice = { on: false, everyWeeks: '2', end: 'count', count: '4', until: '' };

/** The rule as the contract reads it; a blank number is sent as NaN-free 0 so the server names the field. */
export function repeatBodyOf(choice: RepeatChoice): RepeatBody {
  const everyWeeks = Number(choice.everyWeeks) || 0;
  return choice.end === 'count' ? { everyWeeks, count: Number(choice.count) || 0 } : { everyWeeks, until: choice.until };
}

export type VisitTime = { date: string; time: string };

/**
 * The time settled on for each visit: a free one as previewed, a taken one as picked among
 * the offered times (`picks` by visit index, "date|time"). Undefined while a taken visit has
 * no pick: the series cannot be confirmed yet.
 */
export function settledVisits(preview: SeriesPreview, picks: Readonly<Record<number, string>>): VisitTime[] | undefined {
  const visits: VisitTime[] = [];
  for (const [index, visit] of preview.visits.entries()) {
    if (visit.available) {
      visits.push({ date: visit.date, time: visit.time });
      continue;
    }
    const pick = visit.alternatives.find((alternative) => `${alternative.date}|${alternative.time}` === picks[index]);
    if (!pick) return undefined;
    visits.push({ date: pick.date, time: pick.time });
  }
  return visits;
}
