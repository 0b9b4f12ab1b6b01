import { errorEnvelope } from '../envelope.ts';
import {
  companyQuoteResponse,
  companyQuotesQuery,
  companyQuotesResponse,
  customerQuoteResponse,
  quoteBody,
  quoteDeclineBody,
  quoteIdParams,
} from '../quotes.ts';
import { defineEndpoint } from './define.ts';
import { ticketErrors } from './tickets.ts';

const companyErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

/**
 * Quotes (issue 50, decision 0039): the company writes and sends one (crew members are refused 403), the customer reads
 * the live revision and declines it. Approval is `approveQuote` (slice 2).
 */
export const quoteEndpoints = {
  createQuote: defineEndpoint({
    method: 'POST',
    path: '/company/tickets/:id/quotes',
    auth: 'company',
    tags: ['quotes'],
    summary:
      "Write a quote on one of the company's tickets (Pending, Scheduled or In Progress): the quote and its draft revision 1 (409 on a final ticket, an unpaid checkout, or when the ticket has an open quote)",
    params: quoteIdParams,
    body: quoteBody,
    responses: { 201: companyQuoteResponse, ...companyErrors },
  }),
  updateQuote: defineEndpoint({
    method: 'PUT',
    path: '/company/quotes/:id',
    auth: 'company',
    tags: ['quotes'],
    summary:
      'Replace the draft whole; on a quote sent, viewed, declined or expired, open the next revision as a draft (the customer reads the sent one until it is sent); 409 once approved',
    params: quoteIdParams,
    body: quoteBody,
    responses: { 200: companyQuoteResponse, ...companyErrors },
  }),
  sendQuote: defineEndpoint({
    method: 'POST',
    path: '/company/quotes/:id/send',
    auth: 'company',
    tags: ['quotes'],
    summary:
      'Send the draft: checked (1 to 3 options, a line each, expiring after today, a deposit within every total), the fee frozen, the live revision superseded, the customer told by e-mail and text',
    params: quoteIdParams,
    responses: { 200: companyQuoteResponse, ...companyErrors },
  }),
  companyQuotes: defineEndpoint({
    method: 'GET',
    path: '/company/quotes',
    auth: 'company',
    tags: ['quotes'],
    summary: "The company's quotes, newest first, by status (every status when none is named), paged",
    query: companyQuotesQuery,
    responses: { 200: companyQuotesResponse, 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
  }),
  companyQuote: defineEndpoint({
    method: 'GET',
    path: '/company/quotes/:id',
    auth: 'company',
    tags: ['quotes'],
    summary: "One of the company's quotes as the editor reads it: its revisions, latest first, and the approval if any",
    params: quoteIdParams,
    responses: { 200: companyQuoteResponse, ...companyErrors },
  }),
  customerQuote: defineEndpoint({
    method: 'GET',
    path: '/customer/quotes/:id',
    auth: 'optional-caller',
    tags: ['quotes'],
    summary:
      "A quote on the caller's ticket: the revision last sent (options, add-ons, figures, deposit, terms, the cancellation policy), marked viewed at the first read ('Access denied' to a stranger or before it is sent)",
    params: quoteIdParams,
    responses: { 200: customerQuoteResponse, ...ticketErrors },
  }),
  declineQuote: defineEndpoint({
    method: 'POST',
    path: '/customer/quotes/:id/decline',
    auth: 'optional-caller',
    tags: ['quotes'],
    summary: 'Decline the quote, saying why: the company is told (409 unless it is sent or viewed)',
    params: quoteIdParams,
    body: quoteDeclineBody,
    responses: { 200: customerQuoteResponse, ...ticketErrors, 429: errorEnvelope },
  }),
};
