import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reference data (the catalogue, the questionnaires, the zip codes) changes a few times a year and each
 * process caches it for a minute: browsers may reuse it for a minute and revalidate it (ETag, 304) after.
 */
export const NEAR_STATIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** A route's onSend hook: successful answers of a near-static GET carry NEAR_STATIC_CACHE_CONTROL. */
export async function cacheNearStatic(_request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', NEAR_STATIC_CACHE_CONTROL);
}
