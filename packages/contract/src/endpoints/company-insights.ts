import { z } from 'zod';
import {
  companyLeadsQuery,
  companyLeadsResponse,
  companyReviewsResponse,
  earningsQuery,
  earningsResponse,
  idParam,
  leadHandledRequest,
  reviewReplyRequest,
} from '../company.ts';
import { errorEnvelope } from '../envelope.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** What customers say to and about the company, and what it earned. */
export const companyInsightEndpoints = {
  companyLeads: defineEndpoint({
    method: 'GET',
    path: '/company/leads',
    auth: 'company',
    tags: ['company'],
    summary: 'Messages customers sent the company from the companies screen, newest first',
    query: companyLeadsQuery,
    responses: { 200: companyLeadsResponse, 400: errorEnvelope, 401: errorEnvelope },
  }),
  markCompanyLead: defineEndpoint({
    method: 'PUT',
    path: '/company/leads/:id',
    auth: 'company',
    tags: ['company'],
    summary: 'Mark a message handled (or not)',
    params: idParam,
    body: leadHandledRequest,
    responses: { 200: emptyResponse, ...errors },
  }),
  companyReviews: defineEndpoint({
    method: 'GET',
    path: '/company/reviews',
    auth: 'company',
    tags: ['company'],
    summary: "The company's reviews with scores and replies, newest first",
    responses: { 200: companyReviewsResponse, 401: errorEnvelope },
  }),
  replyToReview: defineEndpoint({
    method: 'POST',
    path: '/company/reviews/:id/reply',
    auth: 'company',
    tags: ['company'],
    summary: 'The one public reply to a review (409 when already replied)',
    params: idParam,
    body: reviewReplyRequest,
    responses: { 200: emptyResponse, ...errors },
  }),
  companyEarnings: defineEndpoint({
    method: 'GET',
    path: '/company/earnings',
    auth: 'company',
    tags: ['company'],
    summary: "A month's completed jobs: what the customer paid, UpKeep's commission, the net due",
    query: earningsQuery,
    responses: { 200: earningsResponse, 400: errorEnvelope, 401: errorEnvelope },
  }),
  companyEarningsCsv: defineEndpoint({
    method: 'GET',
    path: '/company/earnings.csv',
    auth: 'company',
    tags: ['company'],
    summary: "A month's earnings as CSV",
    query: earningsQuery,
    binary: true,
    mediaTypes: ['text/csv'],
    responses: { 200: z.any(), 400: errorEnvelope, 401: errorEnvelope },
  }),
};
