import { errorEnvelope } from '../envelope.ts';
import { createPlanRequest, planParams, planResponse, plansResponse, planVisitParams } from '../plans.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };

/** Plans (issue 31): the customer's regular service, and the company's view of its plans. */
export const planEndpoints = {
  createPlan: defineEndpoint({
    method: 'POST',
    path: '/customer/plans',
    auth: 'customer',
    tags: ['plans'],
    summary:
      'Start a plan from a booking not paid yet (its first visit): every 1, 2 or 4 weeks, each visit charged to the saved card 24 hours before',
    body: createPlanRequest,
    responses: { 201: planResponse, ...errors },
  }),
  customerPlans: defineEndpoint({
    method: 'GET',
    path: '/customer/plans',
    auth: 'customer',
    tags: ['plans'],
    summary: "The customer's plans with their visits",
    responses: { 200: plansResponse, 401: errorEnvelope },
  }),
  customerPlan: defineEndpoint({
    method: 'GET',
    path: '/customer/plans/:id',
    auth: 'customer',
    tags: ['plans'],
    summary: 'One of the customer’s plans with its visits',
    params: planParams,
    responses: { 200: planResponse, ...errors },
  }),
  skipPlanVisit: defineEndpoint({
    method: 'POST',
    path: '/customer/plans/:id/visits/:ticketId/skip',
    auth: 'customer',
    tags: ['plans'],
    summary: 'Skip a visit (free until 24 hours before it): it is not charged',
    params: planVisitParams,
    responses: { 200: planResponse, ...errors },
  }),
  pausePlan: defineEndpoint({
    method: 'POST',
    path: '/customer/plans/:id/pause',
    auth: 'customer',
    tags: ['plans'],
    summary: 'Pause the plan: its visits not yet charged are cancelled, none are made until it is resumed',
    params: planParams,
    responses: { 200: planResponse, ...errors },
  }),
  resumePlan: defineEndpoint({
    method: 'POST',
    path: '/customer/plans/:id/resume',
    auth: 'customer',
    tags: ['plans'],
    summary: 'Resume a paused plan: visits are made again from the next free occurrence',
    params: planParams,
    responses: { 200: planResponse, ...errors },
  }),
  cancelPlan: defineEndpoint({
    method: 'POST',
    path: '/customer/plans/:id/cancel',
    auth: 'customer',
    tags: ['plans'],
    summary: 'Cancel the plan: its future visits not yet charged are cancelled',
    params: planParams,
    responses: { 200: planResponse, ...errors },
  }),
  companyPlans: defineEndpoint({
    method: 'GET',
    path: '/company/plans',
    auth: 'company',
    tags: ['plans'],
    summary: "The company's plans: customer, rule, next visits",
    responses: { 200: plansResponse, 401: errorEnvelope, 403: errorEnvelope },
  }),
  confirmPlan: defineEndpoint({
    method: 'POST',
    path: '/company/plans/:id/confirm',
    auth: 'company',
    tags: ['plans'],
    summary: 'Confirm a plan once: each visit is then confirmed when its charge succeeds',
    params: planParams,
    responses: { 200: planResponse, ...errors, 403: errorEnvelope },
  }),
};
