/**
 * ETags and 304s for what a client may keep: a GET or HEAD answered 200. The ETag is the one an answer brings
 * (a near-static answer hashes its JSON once per version, a page once per file, a static file has its own),
 * else the SHA-1 of the body as @fastify/etag wrote it; a client that holds it gets 304 and no body.
 *
 * @fastify/etag, which this replaces, hashed every answer, a 404 or a POST's included: a sixth of the cost of
 * answering an unknown route (issue 33), for a validator no client may use (a 304 answers a conditional GET or
 * HEAD only, RFC 9110 §15.4.5, and a 404 is not a representation to revalidate).
 */
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { holdsEtag, sha1Base64 } from '../lib/cache-control.ts';

export const etagPlugin = fp(
  async (app: FastifyInstance) => {
    const hook: onSendHookHandler = (request, reply, payload, done) => {
      if (reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) {
        done(null, payload);
        return;
      }
      let etag = reply.getHeader('etag');
      if (typeof etag !== 'string') {
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
          done(null, payload);
          return;
        }
        etag = `"${sha1Base64(payload)}"`;
        reply.header('etag', etag);
      }
      if (holdsEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        done(null, '');
        return;
      }
      done(null, payload);
    };
    app.addHook('onSend', hook);
  },
  { name: 'etag' },
);
