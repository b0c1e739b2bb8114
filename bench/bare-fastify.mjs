// The ceiling bench/api-load.mjs compares against: a bare Fastify 5 app (no logger, no
// hooks, no schema) answering each path with the body and content type our server sent for
// it, from memory. Run as a child process: node bench/bare-fastify.mjs <bodies.json> <port>.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodiesFile, port] = process.argv.slice(2);
/** @type {Array<{ path: string; contentType: string; body: string }>} body in base64 */
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8'));

const app = Fastify({ logger: false });
for (const { path, contentType, body } of bodies) {
  const bytes = Buffer.from(body, 'base64');
  app.get(path, (_request, reply) => reply.type(contentType).send(bytes));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
