import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@shared/contracts/errors';
import { AppError, refusalMessage, TooManyRequests } from '../lib/app-error';
import { localeOf, translatorFor, type Translate } from '../lib/i18n';

/** Fastify's own refusals of a request it could not read, in our words. */
const fastifyRefusals: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
};

/**
 * One place turns every failure into the one error shape, in the reader's language;
 * 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = translatorFor(localeOf(request.headers));
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [path, t(text)]));
      const body = errorBody(error.code, t(error.text), fields);
      if (error.productId !== undefined) body.error.productId = error.productId;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        fields[path] ??= t(refusalMessage(issue.message, issue.params as Record<string, unknown>));
      }
      return reply.status(422).send(errorBody('VALIDATION_ERROR', t('errors.validation'), fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(internalError(t));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(internalError(t));
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type).
    const code = error.code ?? 'BAD_REQUEST';
    return reply.status(status).send(errorBody(code, t(fastifyRefusals[code] ?? 'errors.badRequest')));
  });
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const internalError = (t: Translate) => errorBody('INTERNAL_ERROR', t('errors.internal'));
