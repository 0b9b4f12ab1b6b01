import { z } from 'zod';
import {
  featuresResponse,
  nextValuesRequest,
  nextValuesResponse,
  offerRequest,
  offersResponse,
  serviceFeaturesResponse,
  serviceLeadRequest,
  zipCodeParams,
  zipCodeResponse,
} from '../discovery.ts';
import { errorEnvelope } from '../envelope.ts';
import { positiveId } from '../fields.ts';
import { createdResponse } from '../inbox.ts';
import { defineEndpoint } from './define.ts';

export const serviceIdParams = z.object({ serviceId: positiveId });

export const discoveryEndpoints = {
  serviceFeatures: defineEndpoint({
    method: 'GET',
    path: '/customer/services/features',
    auth: 'public',
    tags: ['discovery'],
    summary: "Every bookable service's questionnaire",
    responses: { 200: serviceFeaturesResponse },
  }),
  features: defineEndpoint({
    method: 'GET',
    path: '/customer/features/:serviceId',
    auth: 'public',
    tags: ['discovery'],
    summary: "A service's questionnaire: questions in order, with their active values",
    params: serviceIdParams,
    responses: { 200: featuresResponse, 400: errorEnvelope, 404: errorEnvelope },
  }),
  nextValues: defineEndpoint({
    method: 'POST',
    path: '/customer/features/next-values',
    auth: 'public',
    tags: ['discovery'],
    summary: 'The values of the next question that an answer reveals',
    body: nextValuesRequest,
    responses: { 200: nextValuesResponse, 400: errorEnvelope },
  }),
  zipCode: defineEndpoint({
    method: 'GET',
    path: '/zip-codes/code/:zip',
    auth: 'public',
    tags: ['discovery'],
    summary: 'Is this zip code in the service area?',
    params: zipCodeParams,
    responses: { 200: zipCodeResponse, 400: errorEnvelope, 404: errorEnvelope },
  }),
  offers: defineEndpoint({
    method: 'POST',
    path: '/customer/offer/new',
    auth: 'public',
    tags: ['discovery'],
    summary: 'The companies that serve a zip code, each priced by the server for the answers given',
    body: offerRequest,
    responses: { 200: offersResponse, 400: errorEnvelope },
  }),
  serviceLead: defineEndpoint({
    method: 'POST',
    path: '/customer/leads/service',
    auth: 'optional-caller',
    tags: ['discovery'],
    summary:
      'A question to one company: stored, mailed to the company, and the first message of a conversation with it (the asker is mailed its private link)',
    body: serviceLeadRequest,
    responses: { 201: createdResponse, 400: errorEnvelope, 429: errorEnvelope },
  }),
};
