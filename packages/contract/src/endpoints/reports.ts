import { z } from 'zod';
import { errorEnvelope } from '../envelope.ts';
import { ticketIdParam } from '../tickets.ts';
import { defineEndpoint } from './define.ts';

export const reportEndpoints = {
  /** Outside /customer, as the spec has it; the answer is the PDF file ('Ticket {id} - {service}.pdf'). */
  ticketPdf: defineEndpoint({
    method: 'POST',
    path: '/reports/ticket/:id',
    auth: 'optional-caller',
    tags: ['tickets'],
    summary: 'The ticket as a PDF',
    params: ticketIdParam,
    responses: { 200: z.any(), 401: errorEnvelope },
    binary: true,
    mediaTypes: ['application/pdf'],
  }),
};
