import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: API-A: the inbox, replies, notes, opt-out confirmation. */
export const staffInboxRoutes: FastifyPluginAsync = async () => {};
