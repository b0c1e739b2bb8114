import { useLingui } from '@lingui/react';
import { percentChange, pointChange } from '@shared/analytics/rates';
import type { PeriodFigures } from '@shared/contracts/analytics';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/console-dashboard/components/dashboard.module.css';

type Kind = 'money' | 'count' | 'rate';

interface Tile {
  label: string;
  kind: Kind;
  current: number | null;
  previous: number | null;
}

const bookingsOf = (figures: PeriodFigures) => figures.bookingsByService.reduce((sum, row) => sum + row.bookings, 0);

/**
 * The key figures of the period, each beside the previous period's and how it changed:
 * amounts and counts in percent of the previous figure, rates in percentage points.
 */
export function KeyFigures({ current, previous }: { current: PeriodFigures; previous: PeriodFigures }) {
  const { _ } = useLingui();
  const format = useFormat();
  const tiles: Tile[] = [
    { label: _('screens.console.dashboard.kpi.revenue'), kind: 'money', current: current.revenueCents, previous: previous.revenueCents },
    { label: _('screens.console.dashboard.kpi.orders'), kind: 'count', current: current.orders, previous: previous.orders },
    { label: _('screens.console.dashboard.kpi.averageOrder'), kind: 'money', current: current.averageOrderCents, previous: previous.averageOrderCents },
    { label: _('screens.console.dashboard.kpi.bookings'), kind: 'count', current: bookingsOf(current), previous: bookingsOf(previous) },
    { label: _('screens.console.dashboard.kpi.utilisation'), kind: 'rate', current: current.utilisation.percent, previous: previous.utilisation.percent },
    { label: _('screens.console.dashboard.kpi.noShowRate'), kind: 'rate', current: current.appointments.noShowPercent, previous: previous.appointments.noShowPercent },
    {
      label: _('screens.console.dashboard.kpi.cancellationRate'),
      kind: 'rate',
      current: current.appointments.cancellationPercent,
      previous: previous.appointments.cancellationPercent,
    },
    { label: _('screens.console.dashboard.kpi.repeatRate'), kind: 'rate', current: current.customers.repeatPercent, previous: previous.customers.repeatPercent },
  ];

  const value = (kind: Kind, figure: number | null) => {
    if (figure === null) return _('screens.console.dashboard.noValue');
    if (kind === 'money') return format.money(figure);
    if (kind === 'rate') return format.percent(figure * 100);
    return figure.toLocaleString(format.locale);
  };
  const change = ({ kind, current: now, previous: before }: Tile) => {
    if (kind === 'rate') {
      const points = pointChange(now, before);
      if (points === null) return _('screens.console.dashboard.noComparison');
      return _('screens.console.dashboard.changePoints', { change: new Intl.NumberFormat(format.locale, { signDisplay: 'exceptZero' }).format(points) });
    }
    const percent = now === null ? null : percentChange(now, before);
    if (percent === null) return _('screens.console.dashboard.noComparison');
    return _('screens.console.dashboard.changePercent', {
      change: new Intl.NumberFormat(format.locale, { style: 'percent', signDisplay: 'exceptZero' }).format(percent / 100),
    });
  };

  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt>{tile.label}</dt>
          <dd className={styles.value}>{value(tile.kind, tile.current)}</dd>
          <dd className={styles.change}>{change(tile)}</dd>
          <dd className={styles.muted}>{_('screens.console.dashboard.previousValue', { value: value(tile.kind, tile.previous) })}</dd>
        </div>
      ))}
    </dl>
  );
}
