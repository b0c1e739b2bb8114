import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { JobWorker } from '../jobs/jobs.service';
import { paths } from '@shared/routes/paths';

/** What checkout and fulfilment need from the running app. */
export interface PaymentContext {
  db: Database;
  log: FastifyBaseLogger;
  jobs: JobWorker;
  baseUrl: string;
  /** The app's clock; the real one when not given. */
  now?: () => Date;
}

export const paymentContextOf = (request: FastifyRequest): PaymentContext => ({
  db: request.server.db,
  log: request.log,
  jobs: request.server.jobs,
  baseUrl: request.server.env.BASE_URL,
  now: request.server.clock,
});

/** The web app's order confirmation page: where a paid customer lands. */
export const orderPageUrl = (baseUrl: string, orderId: string) => `${baseUrl}${paths.order.getHref(orderId)}`;
