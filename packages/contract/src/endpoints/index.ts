/**
 * The endpoint registry: every endpoint of the API, declared once. `endpoints.<name>` is what the server
 * registers (apps/api/src/lib/route.ts). The web client (apps/web/app/lib/api.ts) calls the same declarations
 * through their domain's object (`catalogEndpoints.services`): the aggregate would bring every declaration and
 * schema into every page's JavaScript.
 */
import { accountEndpoints } from './accounts.ts';
import { bookingEndpoints } from './booking.ts';
import { bookingAlertEndpoints } from './booking-alerts.ts';
import { catalogEndpoints } from './catalog.ts';
import { companyAccountEndpoints } from './company-accounts.ts';
import { companyInsightEndpoints } from './company-insights.ts';
import { companyJobEndpoints } from './company-jobs.ts';
import { companyNameEndpoints } from './company-names.ts';
import { companyPageEndpoints } from './company-pages.ts';
import { companySetupEndpoints } from './company-setup.ts';
import { conversationEndpoints } from './conversations.ts';
import { crewDayEndpoints } from './crew-day.ts';
import { crewEndpoints } from './crews.ts';
import { devEndpoints } from './dev.ts';
import { discoveryEndpoints } from './discovery.ts';
import { geoEndpoints } from './geo.ts';
import { inboxEndpoints } from './inbox.ts';
import { onboardingEndpoints } from './onboarding.ts';
import { openChargeEndpoints } from './open-charges.ts';
import { passkeyEndpoints } from './passkeys.ts';
import { paymentMethodEndpoints } from './payment-methods.ts';
import { paymentEndpoints } from './payments.ts';
import { payoutEndpoints } from './payouts.ts';
import { planEndpoints } from './plans.ts';
import { quoteApprovalEndpoints } from './quote-approval.ts';
import { quoteEndpoints } from './quotes.ts';
import { reportEndpoints } from './reports.ts';
import { rescheduleEndpoints } from './reschedule.ts';
import { reviewEndpoints } from './reviews.ts';
import { secondFactorEndpoints } from './second-factor.ts';
import { staffAccountEndpoints } from './staff-accounts.ts';
import { staffConsoleEndpoints } from './staff-console.ts';
import { staffJobEndpoints } from './staff-jobs.ts';
import { systemEndpoints } from './system.ts';
import { ticketLinkEndpoints } from './ticket-links.ts';
import { ticketEndpoints } from './tickets.ts';
import { tipEndpoints } from './tips.ts';

export * from './accounts.ts';
export * from './booking.ts';
export * from './booking-alerts.ts';
export * from './catalog.ts';
export * from './company-accounts.ts';
export * from './company-insights.ts';
export * from './company-jobs.ts';
export * from './company-names.ts';
export * from './company-pages.ts';
export * from './company-setup.ts';
export * from './conversations.ts';
export * from './crew-day.ts';
export * from './crews.ts';
export * from './define.ts';
export * from './dev.ts';
export * from './discovery.ts';
export * from './geo.ts';
export * from './inbox.ts';
export * from './onboarding.ts';
export * from './open-charges.ts';
export * from './passkeys.ts';
export * from './payment-methods.ts';
export * from './payments.ts';
export * from './payouts.ts';
export * from './plans.ts';
export * from './quote-approval.ts';
export * from './quotes.ts';
export * from './reports.ts';
export * from './reschedule.ts';
export * from './reviews.ts';
export * from './second-factor.ts';
export * from './second-factor-state.ts';
export * from './staff-accounts.ts';
export * from './staff-console.ts';
export * from './staff-jobs.ts';
export * from './system.ts';
export * from './ticket-links.ts';
export * from './tickets.ts';
export * from './tips.ts';

export const endpoints = {
  ...systemEndpoints,
  ...catalogEndpoints,
  ...discoveryEndpoints,
  ...geoEndpoints,
  ...inboxEndpoints,
  ...accountEndpoints,
  ...bookingEndpoints,
  ...paymentEndpoints,
  ...paymentMethodEndpoints,
  ...planEndpoints,
  ...payoutEndpoints,
  ...ticketEndpoints,
  ...quoteEndpoints,
  ...rescheduleEndpoints,
  ...openChargeEndpoints,
  ...tipEndpoints,
  ...reviewEndpoints,
  ...ticketLinkEndpoints,
  ...reportEndpoints,
  ...companyAccountEndpoints,
  ...staffAccountEndpoints,
  ...onboardingEndpoints,
  ...bookingAlertEndpoints,
  ...companyJobEndpoints,
  ...companySetupEndpoints,
  ...crewEndpoints,
  ...crewDayEndpoints,
  ...conversationEndpoints,
  ...companyInsightEndpoints,
  ...staffConsoleEndpoints,
  ...staffJobEndpoints,
  ...companyNameEndpoints,
  ...companyPageEndpoints,
  ...devEndpoints,
  ...secondFactorEndpoints,
  ...passkeyEndpoints,
  ...quoteApprovalEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
