import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: API-C: review moderation and reported replies. */
export const moderationRoutes: FastifyPluginAsync = async () => {};
