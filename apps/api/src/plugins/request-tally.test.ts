import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestTally } from './request-tally.ts';

const BUCKETS = [0.002, 0.005, 0.01, 0.5];
const ANSWERS: [string, string, number, number][] = [
  ['GET', '/api/customer/services', 200, 0.001],
  ['GET', '/api/customer/services', 200, 0.002],
  ['GET', '/api/customer/services', 304, 0.004],
  ['GET', '/api/customer/ticket/:id', 404, 0.7],
  ['POST', '/api/customer/ticket/:id', 200, 0.3],
  ['GET', 'unmatched', 404, 0.01],
];

describe('the requests tally', () => {
  it('writes the lines prom-client wrote for the same answers', async () => {
    const registry = new Registry();
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: BUCKETS,
      registers: [registry],
    });
    const tally = new RequestTally(BUCKETS);
    for (const [method, route, status, seconds] of ANSWERS) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
      tally.record(method, route, status, seconds);
    }
    // The same lines; a series may come in another order (Prometheus reads them by their labels).
    const lines = (text: string) => text.split('\n').sort();
    expect(lines(tally.text())).toEqual(lines(await registry.metrics()));
  });

  it('escapes label values', () => {
    const tally = new RequestTally(BUCKETS);
    tally.record('GET', '/a"b\\c\nd', 200, 0.001);
    expect(tally.text()).toContain('http_requests_total{method="GET",route="/a\\"b\\\\c\\nd",status="200"} 1');
  });

  it('writes only the headers before any answer', () => {
    expect(new RequestTally(BUCKETS).text()).not.toContain('{');
  });
});
