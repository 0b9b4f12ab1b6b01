import { endpoints, Messages } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import { discardJob, failedJobs, retryJob, type StaffJobDeps } from './service.ts';

/** The job queue's failed jobs (issue 27): staff list them; admins retry or discard one (the declared role). */
export const staffJobRoutes: FastifyPluginAsync = async (app) => {
  const deps: StaffJobDeps = { db: app.db, now: () => app.now(), jobs: app.jobs };

  // `state` is failed, the only state listed (the contract's query accepts nothing else).
  route(app, endpoints.staffJobs, async () => ok(await failedJobs(deps)));

  route(app, endpoints.retryStaffJob, async (request) =>
    ok(await retryJob(deps, staffCallerOf(request).staffUserId, request.params.id), Messages.jobRetried),
  );

  route(app, endpoints.discardStaffJob, async (request) =>
    ok(await discardJob(deps, staffCallerOf(request).staffUserId, request.params.id), Messages.jobDiscarded),
  );
};
