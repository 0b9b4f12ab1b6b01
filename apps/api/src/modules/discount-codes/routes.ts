import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: API-C: discount codes. */
export const discountCodeRoutes: FastifyPluginAsync = async () => {};
