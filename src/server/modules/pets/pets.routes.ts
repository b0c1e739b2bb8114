import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { petBodySchema, petIdParamsSchema, petListResponseSchema, petSchema } from '@shared/contracts/pets';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { addPet, changePet, getPet, listPets, removePet } from './pets.service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The signed-in user's own pets (§7 call 8). Anyone else's pet is a 404. */
export const petsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUserHook);

  app.get('/api/pets', { schema: { tags: ['pets'], response: { 200: petListResponseSchema, ...errors } } }, async (request) => ({
    pets: await listPets(app.db, requireUser(request).id),
  }));

  app.post(
    '/api/pets',
    { schema: { tags: ['pets'], body: petBodySchema, response: { 201: petSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await addPet(app.db, requireUser(request).id, request.body)),
  );

  app.get(
    '/api/pets/:petId',
    { schema: { tags: ['pets'], params: petIdParamsSchema, response: { 200: petSchema, ...errors } } },
    async (request) => getPet(app.db, requireUser(request).id, request.params.petId),
  );

  app.put(
    '/api/pets/:petId',
    { schema: { tags: ['pets'], params: petIdParamsSchema, body: petBodySchema, response: { 200: petSchema, ...errors } } },
    async (request) => changePet(app.db, requireUser(request).id, request.params.petId, request.body),
  );

  app.delete(
    '/api/pets/:petId',
    { schema: { tags: ['pets'], params: petIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removePet(app.db, requireUser(request).id, request.params.petId);
      return reply.status(204).send(null);
    },
  );
};
