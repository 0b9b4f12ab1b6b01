import {
  createdResponse,
  errorEnvelope,
  featuresResponse,
  nextValuesRequest,
  nextValuesResponse,
  offerRequest,
  offersResponse,
  positiveId,
  serviceFeaturesResponse,
  serviceLeadRequest,
  zipCodeParams,
  zipCodeResponse,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheNearStatic } from '../../lib/cache-control.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/errors.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../inbox/routes.ts';
import { nextValues, type QuestionnaireCache, toFeatures } from './questionnaire.ts';
import * as discovery from './service.ts';

const serviceIdParams = z.object({ serviceId: positiveId });

export const discoveryRoutes: FastifyPluginAsyncZod<{ questionnaires: QuestionnaireCache }> = async (app, options) => {
  const cache = options.questionnaires;

  app.get(
    '/customer/services/features',
    {
      onSend: cacheNearStatic,
      schema: {
        tags: ['discovery'],
        summary: "Every bookable service's questionnaire",
        response: { 200: serviceFeaturesResponse },
      },
    },
    async () => ok(await discovery.allQuestionnaires(app, cache)),
  );

  app.get(
    '/customer/features/:serviceId',
    {
      onSend: cacheNearStatic,
      schema: {
        tags: ['discovery'],
        summary: "A service's questionnaire: questions in order, with their active values",
        params: serviceIdParams,
        response: { 200: featuresResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ok(toFeatures(await discovery.questionnaireOf(cache, request.params.serviceId))),
  );

  app.post(
    '/customer/features/next-values',
    {
      schema: {
        tags: ['discovery'],
        summary: 'The values of the next question that an answer reveals',
        body: nextValuesRequest,
        response: { 200: nextValuesResponse, 400: errorEnvelope },
      },
    },
    async (request) => {
      const { QuestionID, ValueID } = request.body;
      const serviceId = await discovery.serviceOfFeature(app, QuestionID);
      if (serviceId === null) throw fieldError('QuestionID', `question ${QuestionID} does not exist`);
      const q = await discovery.questionnaireOf(cache, serviceId);
      const value = q.valueById.get(ValueID);
      if (!value || value.featureId !== QuestionID) {
        throw fieldError('ValueID', `value ${ValueID} is not an answer of question ${QuestionID}`);
      }
      return ok(nextValues(q, QuestionID, ValueID));
    },
  );

  app.get(
    '/zip-codes/code/:zip',
    {
      onSend: cacheNearStatic,
      schema: {
        tags: ['discovery'],
        summary: 'Is this zip code in the service area?',
        params: zipCodeParams,
        response: { 200: zipCodeResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ok(await discovery.zipCodeInfo(app, request.params.zip)),
  );

  app.post(
    '/customer/offer/new',
    {
      schema: {
        tags: ['discovery'],
        summary: 'The companies that serve a zip code, each priced by the server for the answers given',
        body: offerRequest,
        response: { 200: offersResponse, 400: errorEnvelope },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await discovery.searchOffers(app, cache, {
          zipCode: b.zipCode,
          serviceID: b.serviceID,
          subServiceID: b.subServiceID,
          minRating: b.minRating,
          idFeatures: b.idFeatures,
          quantity: b.quantity,
          sort: b.sort,
          limit: b.limit,
          date: b.date,
        }),
      );
    },
  );

  app.post(
    '/customer/leads/service',
    {
      schema: {
        tags: ['discovery'],
        summary: 'A question to one company (stored, and mailed to the company)',
        body: serviceLeadRequest,
        response: { 201: createdResponse, 400: errorEnvelope, 429: errorEnvelope },
      },
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
    },
    async (request, reply) => {
      const id = await discovery.createServiceLead(app, request.body);
      return reply.status(201).send(ok({ id }, 'Your message was sent to the company.', 201));
    },
  );
};
