import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMERS_PAGE_SIZE,
  customerListQuerySchema,
  customerListSchema,
  customerPageSchema,
  customerParamsSchema,
  customerPetParamsSchema,
  customerVaccinationParamsSchema,
  staffNoteBodySchema,
  staffNoteSchema,
} from '@shared/contracts/console-customers';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { addCustomerNote, addPetNote, customerList, customerPage, verifyPetVaccination } from '../customers/customers.service';
import { vaccinationSchema } from '@shared/contracts/vaccinations';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/**
 * The owner console's customers (issue 13): read-only but for the staff's notes. Owners
 * only, checked on request before the body is read.
 */
export const customersRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/customers',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Accounts whose name or email contains q, newest first, a page at a time',
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerList(app.db, { ...request.query, limit: CUSTOMERS_PAGE_SIZE, now: now() });
    },
  );

  app.get(
    '/api/console/customers/:userId',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "A customer's profile, pets, appointments, orders and the staff's notes",
        params: customerParamsSchema,
        response: { 200: customerPageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerPage(app.db, request.params.userId, now());
    },
  );

  app.post(
    '/api/console/customers/:userId/notes',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Adds a note about the customer, for the staff only',
        params: customerParamsSchema,
        body: staffNoteBodySchema,
        response: { 201: staffNoteSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCustomerNote(app.db, ownerActor(requireUser(request)), request.params.userId, request.body.body)),
  );

  app.post(
    '/api/console/customers/:userId/pets/:petId/notes',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "Adds a note about one of the customer's pets, for the staff only",
        params: customerPetParamsSchema,
        body: staffNoteBodySchema,
        response: { 201: staffNoteSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addPetNote(app.db, ownerActor(requireUser(request)), request.params.userId, request.params.petId, request.body.body)),
  );

  app.post(
    '/api/console/customers/:userId/pets/:petId/vaccinations/:vaccinationId/verify',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "Marks one of a customer's pet's vaccination records verified (the owner has seen its proof)",
        params: customerVaccinationParamsSchema,
        response: { 200: vaccinationSchema, ...refusals },
      },
    },
    async (request) => verifyPetVaccination(app.db, ownerActor(requireUser(request)), request.params),
  );
};
