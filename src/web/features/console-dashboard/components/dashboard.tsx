import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import type { Period } from '@shared/analytics/period';
import type { AnalyticsDashboard, PeriodFigures } from '@shared/contracts/analytics';
import { todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import { LoadError } from '@web/components/ui/load-error';
import { exportHref, useAnalytics } from '@web/features/console-dashboard/api/get-analytics';
import { useChartColors, useChartFormat } from '@web/features/console-dashboard/components/chart-canvas';
import { FigurePanel } from '@web/features/console-dashboard/components/figure-panel';
import { KeyFigures } from '@web/features/console-dashboard/components/key-figures';
import { PeriodPicker } from '@web/features/console-dashboard/components/period-picker';
import { barChart, dailySalesChart } from '@web/features/console-dashboard/lib/chart-configs';
import { periodChoiceOf, searchOf } from '@web/features/console-dashboard/lib/period-choice';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/console-dashboard/components/dashboard.module.css';

/**
 * The owner's dashboard (issue 13 item 5, D27): a period's figures against the period
 * before, computed on the server; charts drawn with Chart.js, each with its table; and
 * the period's orders and appointments as CSV. The period lives in the address.
 */
export function Dashboard() {
  const { _ } = useLingui();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const choice = periodChoiceOf(search, todayInZone(new Date(), siteConfig.timeZone));
  const analytics = useAnalytics(choice.period);
  const shown = analytics.data;

  return (
    <>
      <PeriodPicker
        key={search.toString()}
        choice={choice}
        onChoose={(range, custom) => setSearch(searchOf(range, custom), { replace: true })}
      />
      {shown && (
        <p role="status" className={styles.muted}>
          {_('screens.console.dashboard.showing', {
            from: format.date(shown.current.from),
            to: format.date(shown.current.to),
            previousFrom: format.date(shown.previous.from),
            previousTo: format.date(shown.previous.to),
          })}
        </p>
      )}
      {analytics.isError && <LoadError message={_('screens.console.dashboard.loadFailed')} onRetry={() => void analytics.refetch()} />}
      {choice.period && !shown && !analytics.isError && <p role="status">{_('screens.console.loading')}</p>}
      {shown && <Figures dashboard={shown} />}
      {shown && <Exports period={shown.current} />}
      <Definitions />
    </>
  );
}

function Figures({ dashboard: { current, previous } }: { dashboard: AnalyticsDashboard }) {
  const { _ } = useLingui();
  return (
    <>
      <section aria-labelledby="key-figures-heading">
        <h2 id="key-figures-heading">{_('screens.console.dashboard.keyFigures')}</h2>
        <KeyFigures current={current} previous={previous} />
      </section>
      <div className={styles.panels}>
        <DailySales figures={current} />
        <TopProducts figures={current} />
        <Bookings figures={current} />
        <Utilisation figures={current} />
        <Funnels figures={current} />
        <GiftCards figures={current} />
      </div>
    </>
  );
}

function DailySales({ figures }: { figures: PeriodFigures }) {
  const { _ } = useLingui();
  const format = useFormat();
  const colors = useChartColors();
  const chartFormat = useChartFormat();
  const revenue = _('screens.console.dashboard.revenue');
  const orders = _('screens.console.dashboard.orders');
  const chart = useMemo(() => dailySalesChart(figures.days, { revenue, orders }, chartFormat, colors), [figures.days, revenue, orders, chartFormat, colors]);
  return (
    <FigurePanel
      title={_('screens.console.dashboard.daily')}
      intro={_('screens.console.dashboard.dailyIntro', { tax: siteConfig.tax.name })}
      chart={chart}
      tableBehind={_('screens.console.dashboard.dailyTable')}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{_('screens.console.dashboard.day')}</th>
              <th scope="col">{revenue}</th>
              <th scope="col">{orders}</th>
            </tr>
          </thead>
          <tbody>
            {figures.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{format.date(day.date)}</th>
                <td>{format.money(day.revenueCents)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

function TopProducts({ figures }: { figures: PeriodFigures }) {
  const { _ } = useLingui();
  const format = useFormat();
  const colors = useChartColors();
  const chartFormat = useChartFormat();
  const sales = _('screens.console.dashboard.sales', { tax: siteConfig.tax.name });
  const chart = useMemo(
    () =>
      barChart(figures.topProducts.map((row) => ({ label: row.name, value: row.revenueCents / 100 })), sales, colors, {
        horizontal: true,
        formatValue: (value) => chartFormat.price(Math.round(value * 100)),
      }),
    [figures.topProducts, sales, colors, chartFormat],
  );
  return (
    <FigurePanel
      title={_('screens.console.dashboard.topProducts')}
      empty={figures.topProducts.length === 0 ? _('screens.console.dashboard.noSales') : undefined}
      chart={chart}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{_('screens.console.dashboard.product')}</th>
              <th scope="col">{_('screens.console.dashboard.units')}</th>
              <th scope="col">{sales}</th>
            </tr>
          </thead>
          <tbody>
            {figures.topProducts.map((row) => (
              <tr key={row.productId}>
                <th scope="row">{row.name}</th>
                <td>{row.units}</td>
                <td>{format.money(row.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

function Bookings({ figures }: { figures: PeriodFigures }) {
  const { _ } = useLingui();
  const colors = useChartColors();
  const bookings = _('screens.console.dashboard.bookings');
  const byService = useMemo(() => barChart(figures.bookingsByService.map((row) => ({ label: row.name, value: row.bookings })), bookings, colors, { horizontal: true }), [figures.bookingsByService, bookings, colors]);
  const byProvider = useMemo(
    () => barChart(figures.bookingsByProvider.map((row) => ({ label: row.name, value: row.bookings })), bookings, colors, { horizontal: true, color: 'accent' }),
    [figures.bookingsByProvider, bookings, colors],
  );
  const none = figures.bookingsByService.length === 0 ? _('screens.console.dashboard.noBookings') : undefined;
  const table = (label: string, rows: ReadonlyArray<{ key: string | number; name: string; bookings: number }>) => (
    <>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">{bookings}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{row.bookings}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
  return (
    <>
      <FigurePanel
        title={_('screens.console.dashboard.byService')}
        intro={_('screens.console.dashboard.bookingsIntro')}
        empty={none}
        chart={byService}
        table={table(_('screens.console.dashboard.service'), figures.bookingsByService.map((row) => ({ key: row.serviceId, ...row })))}
      />
      <FigurePanel
        title={_('screens.console.dashboard.byProvider')}
        empty={none}
        chart={byProvider}
        table={table(_('screens.console.dashboard.provider'), figures.bookingsByProvider.map((row) => ({ key: row.providerId, ...row })))}
      />
    </>
  );
}

function Utilisation({ figures: { utilisation } }: { figures: PeriodFigures }) {
  const { _ } = useLingui();
  const format = useFormat();
  const colors = useChartColors();
  const chartFormat = useChartFormat();
  const label = _('screens.console.dashboard.utilisation');
  const chart = useMemo(
    () =>
      barChart(utilisation.providers.map((row) => ({ label: row.name, value: row.percent ?? 0 })), label, colors, {
        horizontal: true,
        color: 'accent',
        formatValue: chartFormat.percent,
      }),
    [utilisation.providers, label, colors, chartFormat],
  );
  const percent = (value: number | null) => (value === null ? _('screens.console.dashboard.noValue') : format.percent(value * 100));
  const minutes = (value: number) => value.toLocaleString(format.locale);
  return (
    <FigurePanel
      title={_('screens.console.dashboard.utilisationTitle')}
      intro={_('screens.console.dashboard.utilisationIntro')}
      empty={utilisation.providers.length === 0 ? _('screens.console.dashboard.noWorkingTime') : undefined}
      chart={chart}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{_('screens.console.dashboard.provider')}</th>
              <th scope="col">{_('screens.console.dashboard.booked')}</th>
              <th scope="col">{_('screens.console.dashboard.working')}</th>
              <th scope="col">{label}</th>
            </tr>
          </thead>
          <tbody>
            {utilisation.providers.map((row) => (
              <tr key={row.providerId}>
                <th scope="row">{row.name}</th>
                <td>{minutes(row.bookedMinutes)}</td>
                <td>{minutes(row.workingMinutes)}</td>
                <td>{percent(row.percent)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{_('screens.console.dashboard.allProviders')}</th>
              <td>{minutes(utilisation.bookedMinutes)}</td>
              <td>{minutes(utilisation.workingMinutes)}</td>
              <td>{percent(utilisation.percent)}</td>
            </tr>
          </tfoot>
        </>
      }
    />
  );
}

const stepWords: Record<PeriodFigures['shopFunnel'][number]['step'] | PeriodFigures['bookingFunnel'][number]['step'], string> = {
  viewed_shop: 'screens.console.dashboard.step.viewedShop',
  added_to_cart: 'screens.console.dashboard.step.addedToCart',
  started_checkout: 'screens.console.dashboard.step.startedCheckout',
  paid: 'screens.console.dashboard.step.paid',
  step_1: 'screens.console.dashboard.step.service',
  step_2: 'screens.console.dashboard.step.pet',
  step_3: 'screens.console.dashboard.step.schedule',
  booked: 'screens.console.dashboard.step.booked',
};

function Funnels({ figures }: { figures: PeriodFigures }) {
  const { _ } = useLingui();
  return (
    <>
      <Funnel title={_('screens.console.dashboard.shopFunnel')} steps={figures.shopFunnel} color="primary" />
      <Funnel title={_('screens.console.dashboard.bookingFunnel')} steps={figures.bookingFunnel} color="accent" />
    </>
  );
}

function Funnel({ title, steps, color }: { title: string; steps: PeriodFigures['shopFunnel'] | PeriodFigures['bookingFunnel']; color: 'primary' | 'accent' }) {
  const { _ } = useLingui();
  const format = useFormat();
  const colors = useChartColors();
  const times = _('screens.console.dashboard.times');
  const chart = useMemo(() => barChart(steps.map((row) => ({ label: _(stepWords[row.step]), value: row.count })), times, colors, { color }), [steps, times, colors, color, _]);
  return (
    <FigurePanel
      title={title}
      intro={_('screens.console.dashboard.funnelIntro')}
      chart={chart}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{_('screens.console.dashboard.step')}</th>
              <th scope="col">{times}</th>
              <th scope="col">{_('screens.console.dashboard.ofPrevious')}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((row) => (
              <tr key={row.step}>
                <th scope="row">{_(stepWords[row.step])}</th>
                <td>{row.count}</td>
                <td>{row.percentOfPrevious === null ? _('screens.console.dashboard.noValue') : format.percent(row.percentOfPrevious * 100)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

/** Gift cards (issue 32): sold and spent in the period, and what the shop still owes on all cards at its end. */
function GiftCards({ figures: { giftCards } }: { figures: PeriodFigures }) {
  const { _ } = useLingui();
  const format = useFormat();
  return (
    <section aria-labelledby="gift-cards-heading" className={styles.panel}>
      <h2 id="gift-cards-heading">{_('screens.console.dashboard.giftCards.title')}</h2>
      <dl className={styles.giftCards}>
        <div>
          <dt>{_('screens.console.dashboard.giftCards.sold')}</dt>
          <dd>{format.money(giftCards.soldCents)}</dd>
        </div>
        <div>
          <dt>{_('screens.console.dashboard.giftCards.spent')}</dt>
          <dd>{format.money(giftCards.spentCents)}</dd>
        </div>
        <div>
          <dt>{_('screens.console.dashboard.giftCards.owed')}</dt>
          <dd>{format.money(giftCards.owedAtEndCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Exports({ period }: { period: Period }) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="exports-heading" className={styles.panel}>
      <h2 id="exports-heading">{_('screens.console.dashboard.exports')}</h2>
      <ul className={styles.exports}>
        <li>
          <a href={exportHref('orders', period)} download>
            {_('screens.console.dashboard.exportOrders')}
          </a>
        </li>
        <li>
          <a href={exportHref('appointments', period)} download>
            {_('screens.console.dashboard.exportAppointments')}
          </a>
        </li>
      </ul>
    </section>
  );
}

/** What each figure means, in words, so the owner reads them as the server counts them. */
function Definitions() {
  const { _ } = useLingui();
  return (
    <details className={styles.definitions}>
      <summary>{_('screens.console.dashboard.definitions')}</summary>
      <dl>
        <dt>{_('screens.console.dashboard.kpi.revenue')}</dt>
        <dd>{_('screens.console.dashboard.define.revenue', { tax: siteConfig.tax.name, timeZone: siteConfig.timeZone })}</dd>
        <dt>{_('screens.console.dashboard.kpi.averageOrder')}</dt>
        <dd>{_('screens.console.dashboard.define.averageOrder')}</dd>
        <dt>{_('screens.console.dashboard.kpi.bookings')}</dt>
        <dd>{_('screens.console.dashboard.define.bookings')}</dd>
        <dt>{_('screens.console.dashboard.kpi.utilisation')}</dt>
        <dd>{_('screens.console.dashboard.define.utilisation')}</dd>
        <dt>{_('screens.console.dashboard.define.ratesTerm')}</dt>
        <dd>{_('screens.console.dashboard.define.rates')}</dd>
        <dt>{_('screens.console.dashboard.kpi.repeatRate')}</dt>
        <dd>{_('screens.console.dashboard.define.repeat')}</dd>
        <dt>{_('screens.console.dashboard.giftCards.title')}</dt>
        <dd>{_('screens.console.dashboard.define.giftCards')}</dd>
        <dt>{_('screens.console.dashboard.define.funnelsTerm')}</dt>
        <dd>{_('screens.console.dashboard.define.funnels')}</dd>
      </dl>
    </details>
  );
}
