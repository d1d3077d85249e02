import type { Registry } from 'prom-client';

/**
 * Prometheus counters and histograms whose series are prepared once: counting is one
 * addition, observing a time is finding its bucket and three additions. prom-client's own
 * Counter and Histogram check and hash the label values on every inc and observe, even
 * through a labelled child; on a path taken thousands of times a second that was measurable.
 * Each registers in a prom-client Registry as a metric of its own, exported exactly as
 * prom-client exports its own (test/internals/series-metrics.test.ts compares the two), so
 * `GET /metrics` is unchanged. Label values are given in the order of `labelNames` and stay
 * bounded (route templates, app and tool names), so the series do too.
 */
type Labels = Record<string, string>;

interface Exported {
  labels: Labels;
  sharedLabels?: Labels;
  value: number;
  metricName?: string;
  exemplar?: null;
}

/** Series by their label values, one level of maps per label (finding one joins no strings). */
type Tree<S> = Map<string, Tree<S> | S>;

abstract class SeriesMetric<S> {
  readonly aggregator = 'sum';
  /** Every series made, in the order made (the export's). */
  protected readonly made = new Map<string, { labels: Labels; series: S }>();
  private tree: Tree<S> = new Map();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  /** The series of these label values (as many as labelNames), made on first use. */
  child(...values: string[]): S {
    let level = this.tree;
    const last = values.length - 1;
    for (let i = 0; i < last; i++) {
      let next = level.get(values[i]!) as Tree<S> | undefined;
      if (next === undefined) level.set(values[i]!, (next = new Map()));
      level = next;
    }
    const found = level.get(values[last]!) as S | undefined;
    if (found !== undefined) return found;
    const key = values.join('\u0000');
    let made = this.made.get(key);
    if (made === undefined) {
      const labels: Labels = {};
      this.labelNames.forEach((n, i) => (labels[n] = values[i]!));
      this.made.set(key, (made = { labels, series: this.fresh() }));
    }
    level.set(values[last]!, made.series);
    return made.series;
  }

  reset(): void {
    this.made.clear();
    this.tree = new Map();
  }

  protected abstract fresh(): S;
}

export class SeriesCounter extends SeriesMetric<{ value: number; inc(): void }> {
  readonly type = 'counter';

  protected fresh() {
    return {
      value: 0,
      inc() {
        this.value++;
      },
    };
  }

  async get(): Promise<{ name: string; help: string; type: string; values: Exported[]; aggregator: string }> {
    const values = [...this.made.values()].map(({ labels, series }) => ({ value: series.value, labels }));
    return { help: this.help, name: this.name, type: this.type, values, aggregator: this.aggregator };
  }
}

interface Buckets {
  /** Observations per bucket (not cumulative), and above the last bound. */
  counts: number[];
  sum: number;
  count: number;
  observe(value: number): void;
}

export class SeriesHistogram extends SeriesMetric<Buckets> {
  readonly type = 'histogram';

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    super(name, help, labelNames, registry);
  }

  protected fresh(): Buckets {
    const bounds = this.bounds;
    return {
      counts: bounds.map(() => 0),
      sum: 0,
      count: 0,
      observe(value) {
        if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
        for (let i = 0; i < bounds.length; i++)
          if (value <= bounds[i]!) {
            this.counts[i]!++;
            break;
          }
        this.sum += value;
        this.count++;
      },
    };
  }

  /** As prom-client's: per series each bucket (cumulative), +Inf, sum and count; the series' labels apart. */
  async getForPromString(): Promise<{ name: string; help: string; type: string; values: Exported[]; aggregator: string }> {
    const values: Exported[] = [];
    const bucket = `${this.name}_bucket`;
    for (const { labels, series } of this.made.values()) {
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += series.counts[i]!;
        values.push({ labels: { le } as unknown as Labels, sharedLabels: labels, value: acc, metricName: bucket, exemplar: null });
      });
      values.push({ labels: { le: '+Inf' }, sharedLabels: labels, value: series.count, metricName: bucket, exemplar: null });
      values.push({ labels: {}, sharedLabels: labels, value: series.sum, metricName: `${this.name}_sum`, exemplar: undefined });
      values.push({ labels: {}, sharedLabels: labels, value: series.count, metricName: `${this.name}_count`, exemplar: undefined });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** As prom-client's: the series' labels after `le`. */
  async get(): Promise<{ name: string; help: string; type: string; values: Exported[]; aggregator: string }> {
    const data = await this.getForPromString();
    data.values = data.values.map(({ sharedLabels, labels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } }));
    return data;
  }
}
