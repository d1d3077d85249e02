// The chart of a row list (uPlot, bundled at build time): bars for groups and top-k, a line
// for a time series, a choice of measure when the rows have several. The plot has a text
// alternative listing every bar or point, for screen readers (and for the page's tests).
import uPlot from 'uplot';
import { el, words } from '../shared/dom.js';
import { currencyOf, formatCell, formatCompact, timeOf } from '../shared/format.js';

export const CHART_COLOR = '#0b5cad';
const HEIGHT = 260;

function truncate(text, max) {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}

/** One currency for the whole chart: the rows' own when they all agree, else US dollars. */
function chartCurrency(rows) {
  const all = new Set(rows.map(currencyOf));
  return all.size === 1 ? [...all][0] : 'USD';
}

function points(rows, spec, metric) {
  if (spec.type === 'bar') return rows.map((r) => ({ label: String(r[spec.x.key]), x: null, y: r[metric.key] }));
  return rows
    .map((r) => ({ label: formatCell(r[spec.x.key], spec.x.kind, r), x: timeOf(r[spec.x.key], spec.x.kind) / 1000, y: r[metric.key] }))
    .sort((a, b) => a.x - b.x);
}

function options(spec, metric, pts, currency, width) {
  const show = (v) => formatCell(v, metric.kind, { currency });
  const common = {
    width,
    height: HEIGHT,
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false }, points: { show: spec.type === 'line' } },
    axes: [{}, { size: 64, values: (_u, vals) => vals.map((v) => formatCompact(v, metric.kind, currency)) }],
  };
  if (spec.type === 'bar') {
    const n = pts.length;
    return {
      ...common,
      scales: { x: { time: false, range: () => [-0.5, n - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] } },
      axes: [
        {
          splits: () => pts.map((_p, i) => i),
          values: (u, splits) => {
            const room = Math.floor(u.bbox.width / uPlot.pxRatio / n / 7);
            return splits.map((i) => (pts[i] ? truncate(pts[i].label, Math.max(3, room)) : ''));
          },
          gap: 4,
        },
        common.axes[1],
      ],
      series: [
        { label: words(spec.x.key), value: (_u, i) => (i === null || !pts[i] ? '' : pts[i].label) },
        {
          label: words(metric.key),
          value: (_u, v) => (v === null ? '' : show(v)),
          fill: CHART_COLOR,
          stroke: CHART_COLOR,
          width: 0,
          paths: uPlot.paths.bars({ size: [0.6, 64], align: 0 }),
          points: { show: false },
        },
      ],
    };
  }
  const utc = ['date', 'month'].includes(spec.x.kind);
  return {
    ...common,
    ...(utc ? { tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), 'Etc/UTC') } : {}),
    scales: { x: { time: true } },
    series: [
      { label: words(spec.x.key), value: (_u, t) => (t === null ? '' : (pts.find((p) => p.x === t)?.label ?? '')) },
      {
        label: words(metric.key),
        value: (_u, v) => (v === null ? '' : show(v)),
        stroke: CHART_COLOR,
        width: 2,
        fill: 'rgba(11, 92, 173, 0.08)',
        points: { show: true, size: 5, fill: CHART_COLOR },
      },
    ],
  };
}

/** A chart block for `rows` as `spec` (from shape.js chartOf) decided. */
export function chartBlock(rows, spec) {
  const currency = chartCurrency(rows);
  let metric = spec.metric;
  let plot = null;
  const target = el('div', { class: 'plot', role: 'img' });
  const caption = el('figcaption');
  const select =
    spec.metrics.length > 1
      ? el(
          'select',
          { 'aria-label': 'Measure shown' },
          ...spec.metrics.map((m) => el('option', { value: m.key, selected: m === metric }, words(m.key))),
        )
      : null;

  function draw() {
    const width = target.clientWidth;
    if (width === 0) return; // hidden (table view): drawn when shown
    const pts = points(rows, spec, metric);
    const kind = spec.type === 'bar' ? 'Bar chart' : 'Line chart';
    const title = `${words(metric.key)} by ${words(spec.x.key)}`;
    caption.textContent = `${kind}: ${title}`;
    target.setAttribute(
      'aria-label',
      `${kind} of ${title}: ${pts.map((p) => `${p.label} ${formatCell(p.y, metric.kind, { currency })}`).join('; ')}`,
    );
    target.dataset.points = String(pts.length);
    plot?.destroy();
    const data = [spec.type === 'bar' ? pts.map((_p, i) => i) : pts.map((p) => p.x), pts.map((p) => p.y)];
    plot = new uPlot(options(spec, metric, pts, currency, width), data, target);
  }

  select?.addEventListener('change', () => {
    metric = spec.metrics.find((m) => m.key === select.value) ?? metric;
    draw();
  });
  let lastWidth = 0;
  const resize = new ResizeObserver(() => {
    const width = target.clientWidth;
    if (width === lastWidth) return;
    lastWidth = width;
    if (!plot) draw();
    else if (width > 0) plot.setSize({ width, height: HEIGHT });
  });
  resize.observe(target);

  const controls = select ? el('label', { class: 'measure' }, 'Measure ', select) : null;
  return el('figure', { class: `chart chart-${spec.type}` }, controls, target, caption);
}
