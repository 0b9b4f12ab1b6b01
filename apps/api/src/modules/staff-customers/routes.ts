import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: API-B: customers, block, password reset. */
export const staffCustomerRoutes: FastifyPluginAsync = async () => {};
