import { useEffect, useMemo, useRef, useState } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
} from 'chart.js';
import { formatCatalogPrice, formatLongDate, formatMoney, formatPercent } from '@shared/i18n/format';
import type { ChartColors } from '@web/features/console-dashboard/lib/chart-configs';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/console-dashboard/components/dashboard.module.css';

// Only the pieces the dashboard draws, so the rest of Chart.js stays out of the bundle
// (this file is reached from the console's lazy chunk alone, D27).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** A chart drawn on a canvas. The canvas is an image named by `label`; its figures are in the table beside it. */
export function ChartCanvas<Type extends ChartType>({ config, label }: { config: ChartConfiguration<Type>; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, config as ChartConfiguration);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={styles.chart}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}

/** The site's own colours (tokens.css), read once, so the charts match the page and its contrast. */
export function useChartColors(): ChartColors {
  const [colors] = useState<ChartColors>(() => {
    const style = getComputedStyle(document.documentElement);
    const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    return {
      primary: token('--color-primary', '#b4441c'),
      accent: token('--color-accent', '#1f6f6b'),
      text: token('--color-text-muted', '#5e5045'),
      grid: token('--color-border', '#e8dccd'),
    };
  });
  return colors;
}

/** Number formats for the charts' axes and tooltips, the same object while the language stays (a chart is redrawn only when its input changes). */
export function useChartFormat() {
  const { locale } = useFormat();
  return useMemo(
    () => ({
      money: (cents: number) => formatMoney(cents, locale),
      price: (cents: number) => formatCatalogPrice(cents, locale),
      percent: (percent: number) => formatPercent(percent * 100, locale),
      longDate: (date: string) => formatLongDate(date, locale),
    }),
    [locale],
  );
}
