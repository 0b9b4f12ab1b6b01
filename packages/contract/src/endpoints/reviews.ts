import { errorEnvelope } from '../envelope.ts';
import { createdResponse } from '../inbox.ts';
import {
  publicReviewsQuery,
  publicReviewsResponse,
  reviewRequest,
  ticketIdParam,
  ticketReviewResponse,
} from '../tickets.ts';
import { defineEndpoint } from './define.ts';
import { ticketErrors } from './tickets.ts';

export const reviewEndpoints = {
  createReview: defineEndpoint({
    method: 'POST',
    path: '/customer/reviews',
    auth: 'optional-caller',
    tags: ['reviews'],
    summary: 'Review a ticket (its owner, once, when its status allows it)',
    body: reviewRequest,
    responses: { 201: createdResponse, ...ticketErrors },
  }),
  ticketReview: defineEndpoint({
    method: 'GET',
    path: '/customer/reviews/ticket/:id',
    auth: 'optional-caller',
    tags: ['tickets'],
    summary: "A ticket's review",
    params: ticketIdParam,
    responses: { 200: ticketReviewResponse, ...ticketErrors },
  }),
  publicReviews: defineEndpoint({
    method: 'GET',
    path: '/customer/reviews/up-keep',
    auth: 'public',
    tags: ['tickets'],
    summary: 'Public reviews of UpKeep, newest first, with a minimum score',
    query: publicReviewsQuery,
    responses: { 200: publicReviewsResponse, 400: errorEnvelope },
  }),
};
