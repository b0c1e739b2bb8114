import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { browserEventSchema } from '@shared/contracts/analytics';
import { apiErrorSchema } from '@shared/contracts/errors';
import { addressSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
import { recordBrowserEvent } from './analytics.service';

export interface AnalyticsRoutesOptions {
  limits: RequestLimits;
  /** Per address: a page view per navigation is far below it; a script filling the table is not. */
  limit: LimitRule;
  now: () => Date;
}

/** The most a report may weigh: a path and a name. */
const REPORT_BYTES = 1024;

/** The one public door for what browsers report (D27): page views and booking steps, nothing personal. */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, { limits, limit, now }) => {
  // navigator.sendBeacon posts its text as text/plain (a JSON type would need a CORS
  // preflight it cannot make): in this plugin only, such a body is read as the JSON it is.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: REPORT_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  app.post(
    '/api/events',
    {
      bodyLimit: REPORT_BYTES,
      preHandler: async (request) => limits.hit(limit, addressSubject(request.ip)),
      schema: {
        tags: ['analytics'],
        summary: 'A public page was viewed, or the booking wizard reached a step (no cookie is read or set)',
        body: browserEventSchema,
        response: { 204: z.null(), 413: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await recordBrowserEvent({ db: app.db, jobs: app.jobs, now }, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
};
