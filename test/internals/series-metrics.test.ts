import { expect } from 'chai';
import { Counter, Histogram, Registry } from 'prom-client';
import { SeriesCounter, SeriesHistogram } from '../../src/http/series-metrics.js';

/** The same metrics in two registries: prom-client's own classes, and the prepared series that replace them. */
function pair() {
  const registries = [new Registry(), new Registry()] as const;
  for (const r of registries) r.setDefaultLabels({ service: 'svc' });
  const labelNames = ['method', 'route', 'status'] as const;
  const buckets = [0.001, 0.01, 0.1, 1];
  const theirs = {
    counter: new Counter({ name: 'reqs_total', help: 'Requests, by "route"\nand status', labelNames, registers: [registries[0]] }),
    histogram: new Histogram({ name: 'req_seconds', help: 'Time to answer', labelNames, buckets, registers: [registries[0]] }),
  };
  const ours = {
    counter: new SeriesCounter('reqs_total', 'Requests, by "route"\nand status', labelNames, registries[1]),
    histogram: new SeriesHistogram('req_seconds', 'Time to answer', labelNames, buckets, registries[1]),
  };
  const observe = (values: [string, string, string], seconds: number) => {
    const [method, route, status] = values;
    theirs.counter.labels({ method, route, status }).inc();
    theirs.histogram.labels({ method, route, status }).observe(seconds);
    ours.counter.child(...values).inc();
    ours.histogram.child(...values).observe(seconds);
  };
  return { registries, observe, ours };
}

describe("prepared metric series: exported exactly as prom-client's own counter and histogram", () => {
  it('gives the same /metrics text and JSON, edges of buckets, values past the last bound and odd label values included', async () => {
    const { registries, observe } = pair();
    const seen: [[string, string, string], number][] = [
      [['GET', '/a', '200'], 0.0005],
      [['GET', '/a', '200'], 0.001], // on a bound: that bucket
      [['POST', '/mcp', '200'], 0.05],
      [['GET', '/a', '200'], 3], // past the last bound: +Inf only
      [['GET', '/q"uote\\d\n', '500'], 0.2],
      [['POST', '/mcp', '200'], 0],
    ];
    for (const [labels, seconds] of seen) observe(labels, seconds);
    expect(await registries[1].metrics()).to.equal(await registries[0].metrics());
    expect(await registries[1].getMetricsAsJSON()).to.deep.equal(await registries[0].getMetricsAsJSON());
    registries[1].setContentType(Registry.OPENMETRICS_CONTENT_TYPE as never);
    registries[0].setContentType(Registry.OPENMETRICS_CONTENT_TYPE as never);
    expect(await registries[1].metrics()).to.equal(await registries[0].metrics());
  });

  it('resets as prom-client does, and refuses a value that is not a number', async () => {
    const { registries, observe, ours } = pair();
    observe(['GET', '/a', '200'], 0.01);
    registries[0].resetMetrics();
    registries[1].resetMetrics();
    expect(await registries[1].metrics()).to.equal(await registries[0].metrics());
    expect(() => ours.histogram.child('GET', '/a', '200').observe(Number.NaN)).to.throw(TypeError, 'not a valid number');
  });
});
