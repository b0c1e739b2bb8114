import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { webDistDir } from './config/project-paths';
import type { Database, DatabaseHandle } from './db/database';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { healthRoutes } from './modules/health/health.routes';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    db: Database;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built SPA to serve; null serves the API only (API tests). */
  webDir?: string | null;
}

/** The whole HTTP application as a plugin tree; `server.ts` only listens and shuts down. */
export async function buildApp({ env, database, webDir = webDistDir }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 64 * 1024,
  });

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, { https: env.BASE_URL.startsWith('https://') });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pet Haven API', version: '1.0.0' },
      servers: [{ url: env.BASE_URL }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  await app.register(catalogRoutes);

  await registerWebApp(app, webDir);
  return app;
}
