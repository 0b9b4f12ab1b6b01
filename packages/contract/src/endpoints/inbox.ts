import { errorEnvelope } from '../envelope.ts';
import { contactRequest, createdResponse, leadRequest, optOutRequest, partnerRequest } from '../inbox.ts';
import { defineEndpoint } from './define.ts';

const responses = { 201: createdResponse, 400: errorEnvelope, 429: errorEnvelope };

export const inboxEndpoints = {
  lead: defineEndpoint({
    method: 'POST',
    path: '/customer/leads',
    auth: 'public',
    tags: ['inbox'],
    summary: 'A landing-page lead',
    body: leadRequest,
    responses,
  }),
  contact: defineEndpoint({
    method: 'POST',
    path: '/customer/contact',
    auth: 'public',
    tags: ['inbox'],
    summary: 'A message to UpKeep',
    body: contactRequest,
    responses,
  }),
  partner: defineEndpoint({
    method: 'POST',
    path: '/customer/contact/partner',
    auth: 'public',
    tags: ['inbox'],
    summary: 'A company asks to partner up',
    body: partnerRequest,
    responses,
  }),
  optOut: defineEndpoint({
    method: 'POST',
    path: '/customer/optout-request',
    auth: 'public',
    tags: ['inbox'],
    summary: 'A company asks not to be contacted',
    body: optOutRequest,
    responses,
  }),
};
