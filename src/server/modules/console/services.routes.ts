import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryBodySchema,
  consoleCategorySchema,
  consoleServiceListSchema,
  consoleServiceSchema,
  serviceBodySchema,
  serviceIdParamsSchema,
} from '@shared/contracts/console-catalogue';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { addCategory, addService, changeService, consoleServiceList } from './services.service';
import { serviceWaiverSchema, waiverBodySchema } from '@shared/contracts/waivers';
import { publishWaiver, serviceWaiver } from '../waivers/waivers.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The owner console's services and categories (issue 12): owners only, on the server as in
 * the browser. The role is checked on request, before the body is read, so nobody else
 * learns anything from a refusal of what they sent.
 */
export const serviceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireRole('owner');

  app.get(
    '/api/console/services',
    {
      onRequest: owner,
      schema: {
        tags: ['console'],
        summary: 'Categories, every service (inactive ones too) with its providers, and the providers',
        response: { 200: consoleServiceListSchema, ...refusals },
      },
    },
    async () => consoleServiceList(app.db),
  );

  app.post(
    '/api/console/services',
    {
      onRequest: owner,
      schema: {
        tags: ['console'],
        summary: 'Adds a service; its id is made from its name',
        body: serviceBodySchema,
        response: { 201: consoleServiceSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await addService(app.db, ownerActor(requireUser(request)), request.body)),
  );

  app.put(
    '/api/console/services/:serviceId',
    {
      onRequest: owner,
      schema: {
        tags: ['console'],
        summary: 'Replaces a service, its providers and whether it is offered',
        params: serviceIdParamsSchema,
        body: serviceBodySchema,
        response: { 200: consoleServiceSchema, ...refusals },
      },
    },
    async (request) => changeService(app.db, ownerActor(requireUser(request)), request.params.serviceId, request.body),
  );

  app.get(
    '/api/console/services/:serviceId/waiver',
    {
      onRequest: owner,
      schema: {
        tags: ['console'],
        summary: "A service's waiver: every version, newest first (issue 29)",
        params: serviceIdParamsSchema,
        response: { 200: serviceWaiverSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return serviceWaiver(app.db, request.params.serviceId);
    },
  );

  app.put(
    '/api/console/services/:serviceId/waiver',
    {
      onRequest: owner,
      schema: {
        tags: ['console'],
        summary: "Publishes the service's waiver as a new version, in English and French; both empty for none",
        params: serviceIdParamsSchema,
        body: waiverBodySchema,
        response: { 200: serviceWaiverSchema, ...refusals },
      },
    },
    async (request) => publishWaiver(app.db, ownerActor(requireUser(request)), request.params.serviceId, request.body),
  );

  app.post(
    '/api/console/service-categories',
    {
      onRequest: owner,
      schema: {
        tags: ['console'],
        summary: 'Adds a service category, last in the booking wizard',
        body: categoryBodySchema,
        response: { 201: consoleCategorySchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await addCategory(app.db, ownerActor(requireUser(request)), request.body)),
  );
};
