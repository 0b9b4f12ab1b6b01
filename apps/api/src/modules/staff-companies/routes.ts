import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: API-C: companies, suspend/reinstate, commission. */
export const staffCompanyRoutes: FastifyPluginAsync = async () => {};
