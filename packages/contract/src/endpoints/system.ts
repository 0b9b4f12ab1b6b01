import { errorEnvelope } from '../envelope.ts';
import { appConfigResponse, healthResponse, readinessResponse } from '../system.ts';
import { defineEndpoint } from './define.ts';

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    auth: 'public',
    tags: ['system'],
    summary: 'Liveness and database reachability',
    responses: { 200: healthResponse, 503: errorEnvelope },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    auth: 'public',
    tags: ['system'],
    summary: 'Readiness: database reachable and migrated, workers running, not shutting down (503 otherwise)',
    responses: { 200: readinessResponse, 503: readinessResponse },
  }),
  appConfig: defineEndpoint({
    method: 'GET',
    path: '/config',
    auth: 'public',
    tags: ['system'],
    summary: 'The active modes of outside services',
    responses: { 200: appConfigResponse },
  }),
};
