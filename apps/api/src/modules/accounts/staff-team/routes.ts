import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import { auditLog } from '../../operations/audit/service.ts';
import { INVITE_VALID_DAYS } from '../accounts/invitations.ts';
import { realmInvitationRoute } from '../accounts/realm-invitation-routes.ts';
import * as team from './service.ts';

/** The staff team, its invitations and the audit log (changes and the log: admins, by the declared role). */
export const staffTeamRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.staffMembers, async () => ok(await team.staffMembers(deps)));

  route(app, endpoints.inviteStaff, async (request) => {
    const member = await team.inviteStaff(deps, staffCallerOf(request).staffUserId, request.body);
    return ok(member, `Invitation sent to ${member.email}`, 201);
  });

  route(app, endpoints.resendStaffInvitation, async (request) => {
    await team.resendStaffInvitation(deps, staffCallerOf(request).staffUserId, request.params.id);
    return ok(null, 'The invitation was sent again.');
  });

  route(app, endpoints.updateStaffMember, async (request) => {
    const member = await team.updateStaffMember(
      deps,
      staffCallerOf(request).staffUserId,
      request.params.id,
      request.body,
    );
    return ok(member, 'Staff member updated');
  });

  realmInvitationRoute(app, {
    endpoint: endpoints.acceptStaffInvite,
    accept: (token, password) => team.acceptStaffInvite({ ...deps, tokens: app.tokens }, token, password),
    welcome: 'Welcome to the UpKeep staff console: your password is set',
    validDays: INVITE_VALID_DAYS,
  });

  route(app, endpoints.auditLog, async (request) => {
    const { data, pages } = await auditLog(app.db, request.query);
    return ok(data, 'OK', 200, pages);
  });
};
