import { errorEnvelope, ticketIdParam, ticketPdfFileName } from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderTicketPdf } from '../../adapters/pdf/ticket-pdf.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { depsOf } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { ticketReport } from './service.ts';

const bearer = [{ bearer: [] }];

/** POST /reports/ticket/{id}: outside /customer, as the spec has it. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports/ticket/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'The ticket as a PDF',
        security: bearer,
        params: ticketIdParam,
        response: { 200: z.any(), 401: errorEnvelope },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      onRequest: app.optionalCaller,
    },
    async (request, reply) => {
      const report = await ticketReport(depsOf(app), request.principal, request.params.id);
      const pdf = await renderTicketPdf(report);
      if (pdf.length === 0) throw new AppError(500, 'The PDF could not be made');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(ticketPdfFileName(report.id, report.serviceName)))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
