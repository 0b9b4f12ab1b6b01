import { endpoints, Messages } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { visitFileName } from '../../../lib/icalendar.ts';
import { route } from '../../../lib/route.ts';
import { callerOf } from '../../../plugins/auth.ts';

import * as tickets from './customer.ts';

export const ticketRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = depsOf(app);
  // A paid booking the customer cancels is refunded (tickets/service.ts changeStatus).
  const ledger = { ...deps, provider };

  route(app, endpoints.tickets, async (request) => {
    const { data, pages } = await tickets.listTickets(app.db, callerOf(request), request.query, deps.now());
    return ok(data, 'OK', 200, pages);
  });

  route(app, endpoints.ticketStatuses, async () => ok(await tickets.ticketStatusList(app.db)));

  route(app, endpoints.ticket, async (request) =>
    ok(await tickets.ticketDetail(deps, request.principal, request.params.id)),
  );

  route(app, endpoints.ticketCalendar, async (request, reply) =>
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${visitFileName(request.params.id)}"`)
      .header('cache-control', 'private, no-store')
      .send(await tickets.ticketCalendar(deps, request.principal, request.params.id)),
  );

  route(app, endpoints.ticketLines, async (request) =>
    ok(await tickets.ticketLinesOf(app.db, request.principal, request.params.id)),
  );

  route(app, endpoints.ticketHistory, async (request) =>
    ok(await tickets.historyOf(app.db, request.principal, request.params.id)),
  );

  route(app, endpoints.statusFlow, async (request) =>
    ok(await tickets.statusFlowOf(app.db, request.principal, request.params.id)),
  );

  route(app, endpoints.changeStatus, async (request) =>
    ok(
      await tickets.changeStatus(
        ledger,
        request.principal,
        request.params.id,
        request.body.TicketsStatusID,
        request.body.Comments,
      ),
      Messages.statusUpdated,
    ),
  );
};
