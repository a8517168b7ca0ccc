import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one app (its own registry, so several apps in one process, as in tests,
 * never share counters). The platform measures HTTP; modules add theirs through this object.
 * Every metric is listed with its meaning in the README (Metrics).
 */
export class Metrics {
  readonly registry = new Registry();
  /** Latency of each answered request, by action (the route, never the raw URL) and status. */
  readonly httpSeconds = new Histogram({
    name: 'kestrel_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by action and HTTP status.',
    labelNames: ['action', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'kestrel_' });
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  histogram<L extends string>(
    name: string,
    help: string,
    buckets: number[],
    labelNames: readonly L[] = [],
  ): Histogram<L> {
    return new Histogram({ name, help, buckets, labelNames, registers: [this.registry] });
  }

  /** A counter its owner already keeps (a monotonic count), read when metrics are scraped. */
  countedBy(name: string, help: string, read: () => number): Counter {
    return new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  /** A gauge read when metrics are scraped (a queue's depth, a client count). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (set: (labels: Partial<Record<L, string>>, value: number) => void) => void,
  ): Gauge<L> {
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        read((labels, value) => this.set(labels, value));
      },
    });
  }
}

/** The action a request is counted under: the route it matched, or what kind of miss it was. */
function actionOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return request.url.startsWith('/api/') ? 'unknown api action' : 'not found';
  if (route.startsWith('/api/')) return route.slice(route.lastIndexOf('/') + 1);
  return route === '/*' ? 'static' : route;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Times every request and serves `GET /metrics` in the Prometheus text format. With a metrics
 * token configured, a scrape must present it as a bearer token; without one, only a client on
 * the same machine may scrape (volumes and latencies are the operator's business).
 */
export function registerMetrics(server: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  server.addHook('onResponse', (request, reply, done) => {
    metrics.httpSeconds.observe(
      { action: actionOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  server.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const allowed = token
      ? auth.startsWith('Bearer ') && sameSecret(auth.slice('Bearer '.length), token)
      : LOOPBACK.has(request.ip);
    if (!allowed) return reply.status(403).type('text/plain; charset=utf-8').send('Forbidden');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
