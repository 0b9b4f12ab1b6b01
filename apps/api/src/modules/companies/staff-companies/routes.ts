import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import { resendOwnerInvitation, staffUpdateCompanyUser } from '../onboarding/service.ts';
import * as companies from './service.ts';

/** The staff console's companies: the list, one company with its jobs and earnings, suspension and commission. */
export const staffCompanyRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.staffCompanies, async (request) => {
    const { data, pages } = await companies.listCompanies(app.db, request.query);
    return ok(data, 'OK', 200, pages);
  });

  route(app, endpoints.staffCompany, async (request) =>
    ok(await companies.companyDetail(deps, request.params.id, request.query.Month)),
  );

  route(app, endpoints.staffResendOwnerInvitation, async (request) => {
    await resendOwnerInvitation(deps, staffCallerOf(request).staffUserId, request.params.id);
    return ok(null, "The owner's invitation was sent again.");
  });

  route(app, endpoints.updateStaffCompanyUser, async (request) => {
    const { id: companyId, userId } = request.params;
    const { active } = request.body;
    const { staffUserId } = staffCallerOf(request);
    const member = await staffUpdateCompanyUser(deps, staffUserId, companyId, userId, active);
    return ok(member, active ? `${member.name} can sign in again.` : `${member.name} can no longer sign in.`);
  });

  route(
    app,
    endpoints.updateStaffCompany,
    async (request) => {
      const body = request.body;
      const company = await companies.updateCompany(deps, staffCallerOf(request), request.params.id, body);
      const message =
        body.suspended === true
          ? 'The company is suspended.'
          : body.suspended === false
            ? 'The company is reinstated.'
            : 'The company was updated.';
      return ok(company, message);
    },
    {
      description:
        'A reason is required with `suspended` (400 naming `reason`); suspending a suspended company, or ' +
        'reinstating one that is not, answers 409. `commissionPercent` is for admins only (403 for support). ' +
        "The company's owner is e-mailed on suspension and reinstatement.",
    },
  );
};
