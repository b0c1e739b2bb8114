import { useLingui } from '@lingui/react';
import { useQuery } from '@web/lib/query';
import type { ShopHours } from '@shared/contracts/hours';
import { formatCompactTime, formatWeekday } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { openingHoursLines, toWeeklyMinutes } from '@shared/scheduling/weekly-hours';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/shop/hours: the week the owner set in the console, and the closures to come. */
export function useShopHours() {
  return useQuery({
    queryKey: queryKeys.shopHours,
    queryFn: ({ signal }) => apiRequest<ShopHours>('/api/shop/hours', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The opening hours as a contact card says them, one line per run of days with the same
 * hours: "Mon-Fri 9am-6pm ET", "Weekend 10am-4pm ET" (the spec's words on a fresh install).
 */
export function useOpeningHoursLines(): { lines: string[] | undefined; failed: boolean } {
  const { _, i18n } = useLingui();
  const hours = useShopHours();
  if (!hours.data) return { lines: undefined, failed: hours.isError };
  const locale = i18n.locale as Locale;
  const lines = openingHoursLines(toWeeklyMinutes(hours.data.openingHours)).map((line) => {
    const day = (weekday: number) => formatWeekday(weekday, locale, 'short');
    const days = line.weekend ? _('common.hours.weekend') : line.from === line.to ? day(line.from) : _('common.hours.dayRange', { from: day(line.from), to: day(line.to) });
    if (line.intervals.length === 0) return _('common.hours.closedLine', { days });
    const times = line.intervals
      .map((interval) => _('common.hours.interval', { start: formatCompactTime(interval.startMinute, locale), end: formatCompactTime(interval.endMinute, locale) }))
      .join(', ');
    return _('common.hours.line', { days, times });
  });
  return { lines, failed: false };
}
