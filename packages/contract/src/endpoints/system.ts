import { errorEnvelope } from '../envelope.ts';
import { appConfigResponse, healthResponse } from '../system.ts';
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
  appConfig: defineEndpoint({
    method: 'GET',
    path: '/config',
    auth: 'public',
    tags: ['system'],
    summary: 'The active modes of outside services',
    responses: { 200: appConfigResponse },
  }),
};
