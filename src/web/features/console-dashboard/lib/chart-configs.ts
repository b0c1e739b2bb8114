import type { ChartConfiguration } from 'chart.js';
import type { PeriodFigures } from '@shared/contracts/analytics';

/**
 * The dashboard's charts as Chart.js configurations (D27), built from the figures the
 * server computed; nothing is recomputed here. Words and number formats come in from
 * the screen, so every label is the reader's language.
 */

export interface ChartColors {
  primary: string;
  accent: string;
  text: string;
  grid: string;
}

/** The same for every chart: no animation (nothing moves for people who asked for less motion), fills its box. */
const common = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
} as const;

const axisColors = (colors: ChartColors) => ({ ticks: { color: colors.text }, grid: { color: colors.grid } });

/** Revenue (bars, left axis) and orders (a line, right axis) per day; days labelled yyyy-mm-dd, the tooltip says the long date. */
export function dailySalesChart(
  days: PeriodFigures['days'],
  words: { revenue: string; orders: string },
  format: { money: (cents: number) => string; longDate: (date: string) => string },
  colors: ChartColors,
): ChartConfiguration<'bar' | 'line'> {
  return {
    type: 'bar',
    data: {
      labels: days.map((day) => day.date),
      datasets: [
        { type: 'bar', label: words.revenue, data: days.map((day) => day.revenueCents / 100), backgroundColor: colors.primary, yAxisID: 'money', order: 2 },
        { type: 'line', label: words.orders, data: days.map((day) => day.orders), borderColor: colors.accent, backgroundColor: colors.accent, yAxisID: 'count', order: 1 },
      ],
    },
    options: {
      ...common,
      scales: {
        x: axisColors(colors),
        money: { ...axisColors(colors), position: 'left', beginAtZero: true, ticks: { color: colors.text, callback: (value) => format.money(Math.round(Number(value) * 100)) } },
        count: { position: 'right', beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { drawOnChartArea: false } },
      },
      plugins: {
        legend: { labels: { color: colors.text } },
        tooltip: {
          callbacks: {
            title: (items) => format.longDate(String(items[0]?.label ?? '')),
            label: (item) => `${item.dataset.label}: ${item.dataset.yAxisID === 'money' ? format.money(Math.round(Number(item.raw) * 100)) : String(item.raw)}`,
          },
        },
      },
    },
  };
}

/** One series of bars, one per label; horizontal for long names (products, services, people). */
export function barChart(
  bars: ReadonlyArray<{ label: string; value: number }>,
  series: string,
  colors: ChartColors,
  options: { horizontal?: boolean; formatValue?: (value: number) => string; color?: 'primary' | 'accent' } = {},
): ChartConfiguration<'bar'> {
  const formatValue = options.formatValue ?? String;
  const valueAxis = { ...axisColors(colors), beginAtZero: true, ticks: { color: colors.text, precision: 0, callback: (value: string | number) => formatValue(Number(value)) } };
  return {
    type: 'bar',
    data: {
      labels: bars.map((bar) => bar.label),
      datasets: [{ label: series, data: bars.map((bar) => bar.value), backgroundColor: colors[options.color ?? 'primary'] }],
    },
    options: {
      ...common,
      indexAxis: options.horizontal ? 'y' : 'x',
      scales: options.horizontal ? { x: valueAxis, y: axisColors(colors) } : { x: axisColors(colors), y: valueAxis },
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => `${series}: ${formatValue(Number(item.raw))}` } },
      },
    },
  };
}
