import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: API-D: the staff team, invitations, the audit log. */
export const staffTeamRoutes: FastifyPluginAsync = async () => {};
