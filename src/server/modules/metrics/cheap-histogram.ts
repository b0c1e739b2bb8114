import type { Registry } from 'prom-client';

/**
 * A Prometheus histogram whose observation is a search of its buckets and three
 * additions, for the paths taken on every request and every statement: prom-client's own
 * hashes the label values into a new string on each observation (about 2.5 µs here). A
 * series is made once per label set and kept by its caller; the registry reads this like
 * any of its metrics.
 */
export class CheapHistogram<Label extends string> {
  readonly type = 'histogram';
  private readonly all: Array<{ labels: Record<Label, string>; buckets: Float64Array; sum: number; count: number }> = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  /** The observer of one label set; call it once per set and keep it. */
  series(labels: Record<Label, string>): (value: number) => void {
    const entry = { labels, buckets: new Float64Array(this.bounds.length), sum: 0, count: 0 };
    this.all.push(entry);
    const bounds = this.bounds;
    return (value) => {
      for (let i = 0; i < bounds.length; i++) {
        if (value <= bounds[i]!) {
          entry.buckets[i]! += 1;
          break;
        }
      }
      entry.sum += value;
      entry.count += 1;
    };
  }

  /** What the registry formats: cumulative buckets up to +Inf, the sum and the count, per series. */
  get() {
    const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> = [];
    for (const { labels, buckets, sum, count } of this.all) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += buckets[i]!;
        values.push({ labels: { ...labels, le: bound }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: 'sum' };
  }
}
