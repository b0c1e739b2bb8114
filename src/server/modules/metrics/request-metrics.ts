import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onResponseHookHandler } from 'fastify';
import type { AppMetrics } from './app-metrics';

type Observer = (seconds: number) => void;

/** The label of every path no route has (404s and the web app's pages): one, however many paths are asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every request into the histogram by its route pattern, never its URL, so the
 * label sets stay as few as the routes. Each route gets its own hook, which knows its
 * pattern and keeps one observer per method and status: a request costs two map
 * lookups, a clock read Fastify makes anyway (`elapsedTime`) and the observation (a
 * bucket search and three additions: cheap-histogram.ts).
 * Call before any route is added.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  const observerFor = (route: string) => {
    const byMethod = new Map<string, Map<number, Observer>>();
    return (method: string, status: number): Observer => {
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = new Map()));
      let observer = byStatus.get(status);
      if (!observer) byStatus.set(status, (observer = metrics.requestDuration.series({ method, route, status_code: String(status) })));
      return observer;
    };
  };
  const observeWith = (observer: ReturnType<typeof observerFor>) => (request: FastifyRequest, reply: FastifyReply) =>
    observer(request.method, reply.statusCode)(reply.elapsedTime / 1000);

  app.addHook('onRoute', (route) => {
    const observe = observeWith(observerFor(route.url));
    // A route that hands its request to the not-found handler (the static files' wildcard)
    // hands it its hooks too: such a request is counted once, as unmatched.
    const hook: onResponseHookHandler = (request, reply, done) => {
      observe(request, reply);
      done();
    };
    // A new array: Fastify's HEAD twin of a GET route copies the options before this hook runs, and gets its own.
    route.onResponse = [...(route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]), hook];
  });

  const observeUnmatched = observeWith(observerFor(UNMATCHED_ROUTE));
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.is404) observeUnmatched(request, reply);
    done();
  });
}
