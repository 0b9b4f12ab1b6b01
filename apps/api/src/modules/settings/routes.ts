import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: API-D: settings. */
export const settingRoutes: FastifyPluginAsync = async () => {};
