import type { FastifyInstance } from 'fastify';

/**
 * Keeps this scope's JSON bodies as the raw bytes they arrived as: a webhook's signature covers those bytes
 * (the Stripe webhooks), so they are verified before anything parses them.
 */
export function rawJsonScope(scope: FastifyInstance) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}
