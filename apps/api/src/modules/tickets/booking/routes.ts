import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { requestLocale } from '../../../lib/request-locale.ts';
import { route } from '../../../lib/route.ts';
import { callerOf } from '../../../plugins/auth.ts';
import type { QuestionnaireCache } from '../../companies/discovery/questionnaire.ts';
import { openDaysFor, slotsFor } from './calendar.ts';
import { createCheckout } from './checkout.ts';
import { bookingFee, lookUpDiscount, ticketServicesOf } from './service.ts';

export const bookingRoutes: FastifyPluginAsync<{ questionnaires: QuestionnaireCache }> = async (app, options) => {
  const cache = options.questionnaires;
  const deps = depsOf(app);
  const checkoutLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

  route(app, endpoints.slots, async (request) => {
    const { CompanyServiceID, Date: date, Duration } = request.body;
    return ok(await slotsFor(deps, CompanyServiceID, date, Duration));
  });

  route(app, endpoints.openDays, async (request) => {
    const { CompanyServiceID, From, To, Duration } = request.body;
    return ok(await openDaysFor(deps, CompanyServiceID, From, To, Duration));
  });

  route(app, endpoints.ticketFee, async () => ok(await bookingFee(deps.db)));

  route(
    app,
    endpoints.discountCode,
    async (request) => {
      const code = await lookUpDiscount(deps, callerOf(request), request.params.code, request.body.ServiceID);
      return okIn(request, code, 'The discount was applied.');
    },
    checkoutLimit,
  );

  route(
    app,
    endpoints.createTicket,
    async (request) => {
      const b = request.body;
      const ticket = await createCheckout(deps, cache, callerOf(request), {
        scheduledDate: b.ScheduledDate,
        scheduleId: b.ScheduleID,
        companyServiceId: b.CompanyServiceID,
        name: b.Name,
        email: b.Email,
        phoneNumber: b.PhoneNumber,
        address: b.Address,
        zipCode: b.ZipCode,
        instructions: b.Instructions,
        description: b.description || b.Description,
        discountCodeId: b.DiscountCodeID,
        origin: b.Origin,
        clientAddress: request.ip,
        locale: requestLocale(request),
        idFeatures: b.idFeatures,
        quantity: b.quantity,
      });
      return okIn(request, ticket, ticket.isEstimate ? 'Estimate requested' : 'Ticket created', 201);
    },
    checkoutLimit,
  );

  route(app, endpoints.ticketServices, async (request) =>
    ok(await ticketServicesOf(deps.db, callerOf(request), request.params.ticketId)),
  );
};
