import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf, staffCallerOf } from '../../../plugins/auth.ts';
import { INVITE_VALID_DAYS } from '../../accounts/accounts/invitations.ts';
import { realmInvitationRoute } from '../../accounts/accounts/realm-invitation-routes.ts';
import * as onboarding from './service.ts';

export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.partnerRequests, async (request) =>
    ok(await onboarding.partnerRequests(deps, request.query.Status)),
  );

  route(app, endpoints.approvePartnerRequest, async (request) => {
    const { staffUserId } = staffCallerOf(request);
    const created = await onboarding.approvePartnerRequest(deps, staffUserId, request.params.id);
    return ok(created, "Partner request approved: the company is setting up, and its owner's invitation is sent");
  });

  route(app, endpoints.declinePartnerRequest, async (request) => {
    const { staffUserId } = staffCallerOf(request);
    await onboarding.declinePartnerRequest(deps, staffUserId, request.params.id, request.body.reason);
    return ok(null, 'Partner request declined: the reason is mailed to the requester');
  });

  realmInvitationRoute(app, {
    endpoint: endpoints.acceptInvite,
    accept: (token, password) => onboarding.acceptInvite({ ...deps, tokens: app.tokens }, token, password),
    welcome: 'Welcome to UpKeep: your password is set',
    validDays: INVITE_VALID_DAYS,
  });

  route(app, endpoints.companyTeam, async (request) =>
    ok(await onboarding.companyTeam(deps, companyCallerOf(request))),
  );

  route(app, endpoints.resendCompanyUserInvitation, async (request) => {
    await onboarding.resendCompanyUserInvitation(deps, companyCallerOf(request), request.params.id);
    return ok(null, 'The invitation was sent again.');
  });

  route(app, endpoints.updateCompanyUser, async (request) => {
    const { active } = request.body;
    const member = await onboarding.updateCompanyUser(deps, companyCallerOf(request), request.params.id, active);
    return ok(member, active ? `${member.name} can sign in again.` : `${member.name} can no longer sign in.`);
  });

  route(
    app,
    endpoints.updateCompanyUserAlerts,
    async (request) =>
      ok(
        await onboarding.updateCompanyUserAlerts(deps, companyCallerOf(request), request.params.id, request.body),
        'Your alert settings were saved.',
      ),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(app, endpoints.moveCrewMember, async (request) => {
    const member = await onboarding.moveCrewMember(
      deps,
      companyCallerOf(request),
      request.params.id,
      request.body.crewId,
    );
    return ok(member, `${member.name} moved to another crew.`);
  });

  route(app, endpoints.inviteCompanyUser, async (request) => {
    const created = await onboarding.inviteCompanyUser(deps, companyCallerOf(request), request.body);
    return ok(created, 'Invitation sent', 201);
  });
};
