/**
 * The answers' counts and latencies for /metrics (`http_requests_total`, `http_request_duration_seconds`), tallied
 * in plain numbers per method, route and status and written in Prometheus' text format at each scrape.
 *
 * prom-client's Counter and Histogram, which wrote them before, checked the labels of every answer against their
 * names, hashed them into a key and found the bucket there: a twentieth of the CPU of a cached answer (issue 33).
 * Here an answer costs two map lookups and a few additions; the series, their names, labels and buckets are the
 * ones prom-client wrote.
 */

interface RouteSeries {
  /** The label pairs `method="GET",route="/api/..."`, escaped once. */
  readonly labels: string;
  /** Answers by status. */
  readonly statuses: Map<number, number>;
  /** Answers by bucket: index i counts latencies above bucket i-1 and at most bucket i; the last, above them all. */
  readonly buckets: number[];
  sum: number;
  count: number;
}

/** A label value as Prometheus' text format writes it (backslash, double quote and newline escaped). */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export class RequestTally {
  /** Method, then route pattern: the route strings are the routes' own, so no key is built per answer. */
  private readonly series = new Map<string, Map<string, RouteSeries>>();

  constructor(private readonly bounds: readonly number[]) {}

  record(method: string, route: string, status: number, seconds: number): void {
    let routes = this.series.get(method);
    if (!routes) {
      routes = new Map();
      this.series.set(method, routes);
    }
    let series = routes.get(route);
    if (!series) {
      series = {
        labels: `method="${escapeLabel(method)}",route="${escapeLabel(route)}"`,
        statuses: new Map(),
        buckets: new Array<number>(this.bounds.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      routes.set(route, series);
    }
    series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] as number)) bucket++;
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count++;
  }

  /** Both metrics in Prometheus' text format (0.0.4), as prom-client wrote them. */
  text(): string {
    const all = [...this.series.values()].flatMap((routes) => [...routes.values()]);
    const lines = [
      '# HELP http_requests_total HTTP requests answered, by method, route pattern and status',
      '# TYPE http_requests_total counter',
    ];
    for (const series of all) {
      for (const [status, count] of series.statuses) {
        lines.push(`http_requests_total{${series.labels},status="${status}"} ${count}`);
      }
    }
    lines.push(
      '',
      '# HELP http_request_duration_seconds Time to answer an HTTP request, by method and route pattern',
      '# TYPE http_request_duration_seconds histogram',
    );
    for (const series of all) {
      let below = 0;
      this.bounds.forEach((bound, i) => {
        below += series.buckets[i] ?? 0;
        lines.push(`http_request_duration_seconds_bucket{le="${bound}",${series.labels}} ${below}`);
      });
      lines.push(
        `http_request_duration_seconds_bucket{le="+Inf",${series.labels}} ${series.count}`,
        `http_request_duration_seconds_sum{${series.labels}} ${series.sum}`,
        `http_request_duration_seconds_count{${series.labels}} ${series.count}`,
      );
    }
    return `${lines.join('\n')}\n`;
  }
}
