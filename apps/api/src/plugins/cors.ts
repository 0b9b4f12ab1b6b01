/**
 * CORS for the one origin the API allows (`config.corsOrigin`), answering as @fastify/cors did with
 * `{ origin: [corsOrigin], credentials: false }` and its defaults: every answer varies on Origin, the allowed origin
 * gets `Access-Control-Allow-Origin`, and a preflight (an OPTIONS with Origin and Access-Control-Request-Method) is
 * answered 204 at once with the methods GET, HEAD and POST and the request's own headers allowed; an OPTIONS without
 * them is refused 400 (strict preflight).
 *
 * @fastify/cors did the same with a copy of its options, a resolver closure and a parse of the Vary header on every
 * request, about a twentieth of a cached answer's CPU (issue 33, decision 0029). Our policy has one fixed origin and
 * nothing per route, so this is a comparison and a header or two. `cors.test.ts` holds the answers equal to
 * @fastify/cors's for the same requests.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

/** @fastify/cors's default methods, which the web app's cross-origin development server needs no more than. */
const ALLOWED_METHODS = 'GET,HEAD,POST';

declare module 'fastify' {
  interface FastifyRequest {
    /** This OPTIONS request was a preflight, answered by the CORS hook. */
    corsPreflightEnabled?: boolean;
  }
}

export const corsPlugin = fp<{ origin: string | false }>(
  async (app: FastifyInstance, { origin }) => {
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      // The answer depends on Origin whether or not it carries one (https://fetch.spec.whatwg.org/#cors-protocol-and-http-caches).
      reply.header('vary', 'Origin');
      const requestOrigin = request.headers.origin;
      if (origin !== false && requestOrigin === origin) reply.header('access-control-allow-origin', origin);
      if (request.method !== 'OPTIONS') {
        done();
        return;
      }
      if (!requestOrigin || !request.headers['access-control-request-method']) {
        reply.status(400).type('text/plain').send('Invalid Preflight Request');
        return;
      }
      request.corsPreflightEnabled = true;
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('vary', 'Origin, Access-Control-Request-Headers');
      const asked = request.headers['access-control-request-headers'];
      if (asked !== undefined) reply.header('access-control-allow-headers', asked);
      reply.code(204).header('content-length', '0').send();
    });
    // Lets Fastify route a preflight at all; the hook above has answered it by then.
    app.options('*', { schema: { hide: true } }, (request, reply) => {
      if (!request.corsPreflightEnabled) {
        reply.callNotFound();
        return;
      }
      reply.send();
    });
  },
  { name: 'cors' },
);
