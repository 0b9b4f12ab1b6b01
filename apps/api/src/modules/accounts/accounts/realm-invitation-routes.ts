/**
 * The invitation route of the realms beside the customers' (company users, UpKeep staff): an invited user
 * sets their password once with the link's token and is signed in. Each realm names its endpoint, how its
 * invitation is accepted, its welcome and how long its links work.
 */
import type { CompanySession, endpoints, StaffSession } from '@upkeep/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { ACCOUNT_RATE_LIMITS } from './customer-routes.ts';

export interface RealmInvitation<S extends CompanySession | StaffSession> {
  endpoint: typeof endpoints.acceptInvite | typeof endpoints.acceptStaffInvite;
  accept(token: string, password: string): Promise<S>;
  /** The answer's message ('Welcome to UpKeep: your password is set'). */
  welcome: string;
  validDays: number;
}

export function realmInvitationRoute<S extends CompanySession | StaffSession>(
  app: FastifyInstance,
  invitation: RealmInvitation<S>,
): void {
  route(
    app,
    invitation.endpoint,
    async (request) => {
      const session = await invitation.accept(request.body.Token, request.body.Password);
      // The realm's session is the data of its endpoint (TypeScript cannot pair a union of endpoints with it).
      return ok(session as never, invitation.welcome);
    },
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
      description: `An invitation link works once, for ${invitation.validDays} days.`,
    },
  );
}
