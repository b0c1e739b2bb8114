import type { FastifyPluginAsync } from 'fastify';
import { message } from '@shared/i18n/message';
import { AppError } from '../../lib/app-error';
import type { AppMetrics } from './app-metrics';
import { addressAllowList, cameThroughProxy } from './metrics-access';

/**
 * GET /metrics in Prometheus' text format, for the addresses in METRICS_ALLOW only
 * (ADR 0031). The address is `request.ip`, which believes X-Forwarded-For exactly as
 * TRUST_PROXY says: behind a trusted proxy it is the client's, so an outside request the
 * proxy passes on is refused even though its connection comes from the proxy. Anyone
 * else gets the 404 of a route that does not exist.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: AppMetrics }> = async (app, { metrics }) => {
  const allowed = addressAllowList(app.env.METRICS_ALLOW);
  const trustsNoProxy = app.env.TRUST_PROXY === false;

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: 'Metrics in the Prometheus text format, for the addresses in METRICS_ALLOW; 404 for any other',
      },
    },
    async (request, reply) => {
      if (!allowed(request.ip) || (trustsNoProxy && cameThroughProxy(request))) {
        throw new AppError(404, 'NOT_FOUND', message('errors.noRoute', { method: request.method, path: '/metrics' }));
      }
      reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
      return metrics.text();
    },
  );
};
