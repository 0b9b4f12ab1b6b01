import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { attachmentDisposition } from '../../../lib/content-disposition.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf } from '../../../plugins/auth.ts';
import * as insights from './service.ts';

const EARNINGS_RULES =
  "Work paid is what the customer paid for the work: the ticket's price, in the share of the booking payment not " +
  "refunded. The booking fee is UpKeep's, and a discount code is UpKeep's cost, not the company's. Extra charges " +
  "are the extra-charge payments received, net of refunds. The commission is negative: the company's own rate (set " +
  'by UpKeep staff) or else the marketplace_commission_percent setting, taken from work paid plus extra charges, ' +
  'rounded to the cent; net = work paid + extra charges + commission. A job counts in the America/Los_Angeles month ' +
  'of its moment of completion (completedDate, ISO 8601, recorded once), with its figures as they stood then. A ' +
  'refund after completion is an adjustment in the month it happens: borne by the company, negative (its share of ' +
  "the money given back, after UpKeep's commission); borne by UpKeep (goodwill), 0. Tips are the company's whole " +
  "(no commission; the card fee is UpKeep's), listed apart in the month they are paid, each with the crew that did " +
  "the job (the CSV's Tips column). Net due = the jobs' net + the adjustments + the tips. Pending extra charges " +
  'never count, so declining one changes nothing.';

export const companyInsightRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.companyLeads, async (request) => {
    const { data, pages } = await insights.leads(app.db, companyCallerOf(request).companyId, request.query);
    return ok(data, 'OK', 200, pages);
  });

  route(app, endpoints.markCompanyLead, async (request) => {
    await insights.markLead(deps, companyCallerOf(request).companyId, request.params.id, request.body.handled);
    return ok(null, request.body.handled ? 'Marked handled' : 'Marked not handled');
  });

  route(app, endpoints.companyReviews, async (request) =>
    ok(await insights.reviews(app.db, companyCallerOf(request).companyId)),
  );

  route(app, endpoints.replyToReview, async (request) => {
    await insights.reply(deps, companyCallerOf(request).companyId, request.params.id, request.body.reply);
    return ok(null, 'Reply posted');
  });

  route(
    app,
    endpoints.companyEarnings,
    async (request) => {
      const earnings = await insights.monthEarnings(app.db, companyCallerOf(request).companyId, request.query.Month);
      return ok(insights.earningsAnswer(earnings));
    },
    { description: EARNINGS_RULES },
  );

  route(
    app,
    endpoints.companyEarningsCsv,
    async (request, reply) => {
      const month = request.query.Month;
      const earnings = await insights.monthEarnings(app.db, companyCallerOf(request).companyId, month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(insights.earningsCsvFileName(month)))
        .header('cache-control', 'private, no-store')
        .send(insights.earningsCsv(earnings));
    },
    { description: `The rows of GET /company/earnings, a header row and a totals row. ${EARNINGS_RULES}` },
  );
};
