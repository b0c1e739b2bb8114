import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@shared/contracts/errors';
import { petIdParamsSchema } from '@shared/contracts/pets';
import {
  proofExtensions,
  uploadedProofSchema,
  VACCINATION_PROOF_MAX_BYTES,
  vaccinationBodySchema,
  vaccinationListSchema,
  vaccinationParamsSchema,
  vaccinationProofTypes,
  vaccinationSchema,
} from '@shared/contracts/vaccinations';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { acceptRawUploads, refuseDeclaredOver, uploadOf } from '../../plugins/raw-uploads';
import { proofTooLarge, storeVaccinationProof, type MediaCache } from '../catalog/uploaded-images.service';
import { accountSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
import { addVaccination, listVaccinations, proofForViewer, removeVaccination, type VaccinationDeps } from './vaccinations.service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
/** Opened on its own, a proof can run nothing and load nothing. */
const PROOF_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * A pet's vaccination records (issue 14), for its owner; the proof file also for the
 * shop's staff. Another customer's pet or record is a 404, as for pets.
 */
export const vaccinationRoutes: FastifyPluginAsyncZod<{ now: () => Date; limits: RequestLimits; mediaCache: MediaCache }> = async (
  app,
  { now, limits, mediaCache },
) => {
  const deps: VaccinationDeps = { db: app.db, jobs: app.jobs, now };
  app.addHook('onRequest', requireUserHook);

  app.get(
    '/api/pets/:petId/vaccinations',
    { schema: { tags: ['pets'], params: petIdParamsSchema, response: { 200: vaccinationListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { vaccinations: await listVaccinations(app.db, requireUser(request).id, request.params.petId) };
    },
  );

  app.post(
    '/api/pets/:petId/vaccinations',
    {
      schema: {
        tags: ['pets'],
        summary: 'Records a vaccination (a proof uploaded first is named by its SHA-256)',
        params: petIdParamsSchema,
        body: vaccinationBodySchema,
        response: { 201: vaccinationSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addVaccination(deps, requireUser(request).id, request.params.petId, request.body)),
  );

  app.delete(
    '/api/pets/:petId/vaccinations/:vaccinationId',
    { schema: { tags: ['pets'], params: vaccinationParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeVaccination(app.db, requireUser(request).id, request.params.petId, request.params.vaccinationId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/pets/:petId/vaccinations/:vaccinationId/proof',
    {
      schema: {
        tags: ['pets'],
        summary: "A vaccination's proof, for the pet's owner and the shop's staff only",
        params: vaccinationParamsSchema,
        response: { 200: z.unknown().describe('The file, with its type as the Content-Type'), ...errors },
      },
    },
    async (request, reply) => {
      const { petId, vaccinationId } = request.params;
      const proof = await proofForViewer({ db: app.db, mediaCache }, requireUser(request).id, petId, vaccinationId);
      const pdf = proof.contentType === 'application/pdf';
      reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', PROOF_POLICY)
        // A PDF is saved, not opened in the page: a document can act, a picture cannot.
        .header('content-disposition', `${pdf ? 'attachment' : 'inline'}; filename="${proof.vaccine}-proof.${proofExtensions[proof.contentType]}"`)
        .header('content-length', proof.file.byteSize);
      return reply.type(proof.contentType).send(proof.file.body);
    },
  );

  await app.register(proofUploadRoute, { limits, now });
};

/** A customer uploads a proof or two per record; this many an hour is plenty, and keeps a script from filling the database. */
export const PROOF_UPLOAD_LIMIT: LimitRule = { name: 'vaccination-proof', max: 30, windowSeconds: 60 * 60 };

/**
 * POST /api/vaccination-proofs: the file's bytes as the body, its type as the
 * Content-Type (D22). The parser for these types lives in this plugin only.
 */
const proofUploadRoute: FastifyPluginAsyncZod<{ limits: RequestLimits; now: () => Date }> = async (app, { limits, now }) => {
  const withinLimit = async (request: FastifyRequest) => limits.hit(PROOF_UPLOAD_LIMIT, accountSubject(requireUser(request).email));

  acceptRawUploads(app, vaccinationProofTypes, VACCINATION_PROOF_MAX_BYTES);

  app.post(
    '/api/vaccination-proofs',
    {
      // Both before the body is read: a guest, or a declared size over the cap, is turned away first.
      onRequest: [requireUserHook, refuseDeclaredOver(VACCINATION_PROOF_MAX_BYTES, proofTooLarge), withinLimit],
      schema: {
        tags: ['pets'],
        summary: 'Uploads a vaccination proof (PNG, JPEG, WebP or PDF, at most 5 MB), checked by its content',
        description: 'The body is the file itself, with its type as the Content-Type. The answer names it for the record.',
        response: { 201: uploadedProofSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await storeVaccinationProof(app.db, { ...uploadOf(request), uploadedBy: requireUser(request).id, at: now() })),
  );
};
