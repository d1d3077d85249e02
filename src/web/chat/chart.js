// The chart of a row list (uPlot, bundled at build time): bars for groups and top-k, a line
// for a time series, a choice of measure when the rows have several. The plot has a text
// alternative listing every bar or point, for screen readers (and for the page's tests).
import uPlot from 'uplot';
import { el, words } from '../shared/dom.js';
import { currencyOf, formatCell, formatCompact, timeOf } from '../shared/format.js';

export const CHART_COLOR = '#0b5cad';
const HEIGHT = 260;

/** The axes' font, set on the axes and used to measure their labels. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** A label longer than this (in pixels) is cut with "…", however the labels are laid out. */
const LABEL_MAX = 150;
const TILT = 35;

let measurer = null;
function textWidth(text) {
  measurer ??= document.createElement('canvas').getContext('2d');
  measurer.font = AXIS_FONT;
  return measurer.measureText(text).width;
}

function fitted(text, px) {
  if (textWidth(text) <= px) return text;
  let n = text.length;
  while (n > 1 && textWidth(`${text.slice(0, n)}…`) > px) n--;
  return `${text.slice(0, n)}…`;
}

/**
 * How the bar labels fit under `n` bars in `plotWidth` pixels: level when each fits its slot,
 * else tilted (the axis made tall enough); only a label longer than LABEL_MAX is cut.
 */
export function barLabels(labels, plotWidth) {
  const slot = plotWidth / Math.max(1, labels.length) - 8;
  const level = labels.every((l) => textWidth(l) <= slot);
  const shown = labels.map((l) => fitted(l, level ? slot : LABEL_MAX));
  const widest = Math.max(0, ...shown.map(textWidth));
  const rad = (TILT * Math.PI) / 180;
  return {
    shown,
    rotate: level ? 0 : TILT, // each label ends at its bar
    size: level ? 40 : Math.ceil(widest * Math.sin(rad) + 12 * Math.cos(rad)) + 16,
    cut: shown.filter((s, i) => s !== labels[i]).length,
  };
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
    // no legend: one series, named in the caption; the values stand in the table beside the chart
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: spec.type === 'line' } },
    axes: [
      { font: AXIS_FONT },
      { font: AXIS_FONT, size: 64, values: (_u, vals) => vals.map((v) => formatCompact(v, metric.kind, currency)) },
    ],
  };
  if (spec.type === 'bar') {
    const n = pts.length;
    const labels = barLabels(
      pts.map((p) => p.label),
      width - 64 - 20,
    );
    return {
      ...common,
      labels,
      scales: { x: { time: false, range: () => [-0.5, n - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] } },
      axes: [
        {
          font: AXIS_FONT,
          splits: () => pts.map((_p, i) => i),
          values: (_u, splits) => splits.map((i) => labels.shown[i] ?? ''),
          rotate: labels.rotate,
          size: labels.size,
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
    const { labels, ...opts } = options(spec, metric, pts, currency, width);
    // how many bar labels had to be cut (0 when every label is shown whole)
    target.dataset.cutLabels = String(labels?.cut ?? 0);
    plot = new uPlot(opts, data, target);
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
    else if (width > 0) draw(); // labels are fitted to the width
  });
  resize.observe(target);

  const controls = select ? el('label', { class: 'measure' }, 'Measure ', select) : null;
  return el('figure', { class: `chart chart-${spec.type}` }, controls, target, caption);
}
