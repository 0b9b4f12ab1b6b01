import { endpoints, ticketPdfFileName } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { renderTicketPdf } from '../../../adapters/pdf/ticket-pdf.ts';
import { attachmentDisposition } from '../../../lib/content-disposition.ts';
import { depsOf } from '../../../lib/deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { ticketReport } from './service.ts';

/** POST /reports/ticket/{id}: outside /customer, as the spec has it; the answer is the PDF file itself. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.ticketPdf,
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
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
};
