import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@shared/contracts/errors';
import { AppError } from '../lib/app-error';

/** One place turns every failure into the one error shape; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        fields[path] ??= issue.message ?? 'Invalid value.';
      }
      return reply.status(422).send(errorBody('VALIDATION_ERROR', 'Please check the highlighted fields.', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(internalError());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(internalError());
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type): safe to describe.
    return reply.status(status).send(errorBody(error.code ?? 'BAD_REQUEST', error.message));
  });
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** What a user is told when the failure is ours; the details stay in the log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
const internalError = () => errorBody('INTERNAL_ERROR', INTERNAL_ERROR_MESSAGE);
