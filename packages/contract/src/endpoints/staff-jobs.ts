import { errorEnvelope } from '../envelope.ts';
import { jobIdParam, jobListQuery, jobListResponse, jobResponse } from '../jobs.ts';
import { defineEndpoint } from './define.ts';

const read = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
const change = { ...read, 404: errorEnvelope, 409: errorEnvelope };

/** Issue 27: the job queue's failed jobs in the console; staff read them, admins retry or discard them (audited). */
export const staffJobEndpoints = {
  staffJobs: defineEndpoint({
    method: 'GET',
    path: '/staff/jobs',
    auth: 'staff',
    tags: ['staff'],
    summary: 'Background jobs in a state (failed: retries used up), newest first, with queue, error and attempts',
    query: jobListQuery,
    responses: { 200: jobListResponse, ...read },
  }),
  retryStaffJob: defineEndpoint({
    method: 'POST',
    path: '/staff/jobs/:id/retry',
    auth: 'staff',
    role: 'admin',
    tags: ['staff'],
    summary: 'Run a failed job again (admins only; audited as job.retry)',
    params: jobIdParam,
    responses: { 200: jobResponse, ...change },
  }),
  discardStaffJob: defineEndpoint({
    method: 'POST',
    path: '/staff/jobs/:id/discard',
    auth: 'staff',
    role: 'admin',
    tags: ['staff'],
    summary: 'Give up a failed job for good (admins only; audited as job.discard)',
    params: jobIdParam,
    responses: { 200: jobResponse, ...change },
  }),
};
