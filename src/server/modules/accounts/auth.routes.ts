import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from './auth';

/**
 * Hands /api/auth/* to Better Auth as a Fetch request and copies its response back.
 * The body is passed through untouched, and X-Forwarded-For is replaced by the
 * client IP Fastify derived, so a client cannot choose its own rate-limit key.
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth }> = async (app, { auth }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      headers.set('x-forwarded-for', request.ip);
      const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
      const response = await auth.handler(
        new Request(new URL(request.url, app.env.BASE_URL), { method: request.method, headers, body }),
      );

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};
