import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import * as service from './service.ts';

/** The customer's answer to showing their job's photos on the company's page (issue 32). */
export const photoConsentRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  route(app, endpoints.answerPhotoConsent, async (request) => {
    const answer = await service.answerConsent(deps, request.principal, request.params.id, request.body.allow);
    return ok(
      answer,
      answer.photoConsent === 'allowed'
        ? 'Thank you: the company may show photos of this job.'
        : 'The company will not show photos of this job.',
    );
  });
};
