import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import {
  areaPath,
  LANDING_AREAS,
  LANDING_GROUPS,
  MY_BOOKING_PATTERN,
  MY_PLAN_PATTERN,
  MY_QUESTION_PATTERN,
  QUOTE_PATTERN,
  SANDBOX_ONBOARDING_PATTERN,
  SCHEDULED_TICKET_PATTERN,
  SUB_SERVICE_LANDINGS,
} from '@upkeep/contract';

/**
 * One file per screen; the landing and blog modules serve several paths each (ids keep them apart).
 * The public pages come first, the app's screens after, under the layout that provides the query client.
 * The other spellings of a page (the contract's ROUTE_REDIRECTS: spec 000's, `/pro`, `/staff`, `/es`) are the
 * server's to answer, 301 to the page (decision 0036), and the app links to none: the table lists only `/` of them,
 * which a navigation in the app may still reach. Each route is an entry of the manifest every page loads.
 */
export default [
  index('routes/redirect.tsx', { id: 'redirect-root' }),
  route('home', 'routes/home.tsx'),
  // Issue 49: a public page with a Spanish twin (the contract's SPANISH_PAGES) is one route in both languages, an
  // optional `es` segment (`es?/about` is `/about` and `/es/about`): one entry of the manifest every page loads.
  route('es?/about', 'routes/about.tsx'),
  route('es?/services', 'routes/services.tsx'),
  route('es?/how-it-works', 'routes/how-it-works.tsx'),
  route('es?/help', 'routes/help.tsx'),
  route('es?/blog', 'routes/blog.tsx'),
  route('blog/view', 'routes/blog-view.tsx'),
  // The nine articles (the contract's BLOG_ARTICLE_ROUTES, each prerendered): one route, one entry of the manifest.
  route('es?/blog/:slug', 'routes/blog-article.tsx', { id: 'blog-article' }),
  route('es?/reviews', 'routes/reviews.tsx'),
  route('es?/contact', 'routes/contact.tsx'),
  route('es?/partner-us', 'routes/partner-us.tsx'),
  route('optout', 'routes/optout.tsx'),
  // Its calls load when the visitor engages with the form (features/accounts/sign-in-calls.tsx), and the offer
  // after a sign-in provides its own query client: the first screen goes without the query library (issue 33).
  route('es?/sign-in', 'routes/sign-in.tsx'),
  // Its screen's code, the query library included, loads once the page has hydrated, and provides its own query
  // client (features/discovery/questionnaire-page.tsx): the frame paints and hydrates without it (issue 33).
  route('es?/questionnaire', 'routes/questionnaire.tsx'),
  // A company's page and its Spanish twin (issue 49): one route, the server fills the frame of each language.
  route('es?/pros/:slug', 'routes/company-page.tsx'),
  ...LANDING_GROUPS.map((group) => route(group, 'routes/landing-main.tsx', { id: `landing-${group}` })),
  ...LANDING_GROUPS.flatMap((group) =>
    LANDING_AREAS.map((area) =>
      route(areaPath(group, area.slug).slice(1), 'routes/landing-area.tsx', { id: `landing-${group}-${area.slug}` }),
    ),
  ),
  ...SUB_SERVICE_LANDINGS.map((page) =>
    route(page.path.slice(1), 'routes/landing-sub.tsx', { id: `landing-sub${page.path.replaceAll('/', '-')}` }),
  ),
  // Issue 49: the Spanish twins of the public pages (`/es/home`...); the path says the language (app/i18n). The 49
  // landing pages' twins are one route (the landing modules are one module with three names), prerendered at each of
  // the contract's SPANISH_ROUTES: one entry in the manifest every page loads instead of 49.
  route('es/home', 'routes/home.tsx', { id: 'es-home' }),
  route('es/:page', 'routes/landing-main.tsx', { id: 'es-landing' }),
  // The funnel's screens and the ticket's (the contract's SPANISH_SCREENS and SPANISH_SCREEN_PATTERNS) are each one
  // route in both languages: an optional `es` segment (`es?/booking` is `/booking` and `/es/booking`), one entry of
  // the manifest each.
  // The app's screens, which ask the API through TanStack Query: the layout provides its client. The public
  // pages above do not load the query library with their first screen (their forms and lists that need it
  // provide it themselves: lib/query-client.tsx).
  layout('routes/with-queries.tsx', [
    route('es?/companies', 'routes/companies.tsx'),
    route('es?/booking', 'routes/booking.tsx'),
    route('es?/payment-information', 'routes/payment-information.tsx'),
    route('es?/process-payment', 'routes/process-payment.tsx'),
    route('es?/payment-confirmation', 'routes/payment-confirmation.tsx'),
    route('es?/sign-up', 'routes/sign-up.tsx'),
    route('es?/recover-password', 'routes/recover-password.tsx'),
    route('es?/reset-password', 'routes/reset-password.tsx'),
    route('es?/profile', 'routes/profile.tsx'),
    route('es?/my-tickets', 'routes/my-tickets.tsx'),
    route('es?/my-plans', 'routes/my-plans.tsx'),
    route(`es?${MY_PLAN_PATTERN}`, 'routes/my-plan.tsx'),
    // Issue 50: a quote to read and answer, the customer's or a guest's through the booking's private link.
    route(`es?${QUOTE_PATTERN}`, 'routes/quote.tsx'),
    route('es?/detail-ticket', 'routes/detail-ticket.tsx'),
    route('es?/update-status', 'routes/update-status.tsx'),
    route('es?/create-review', 'routes/create-review.tsx'),
    route('es?/booking-reschedule', 'routes/booking-reschedule.tsx'),
    route('es?/payment-reschedule', 'routes/payment-reschedule.tsx'),
    route('es?/payment-charge', 'routes/payment-charge.tsx'),
    route('es?/find-my-booking', 'routes/find-my-booking.tsx'),
    route(`es?${MY_BOOKING_PATTERN}`, 'routes/my-booking.tsx'),
    route(`es?${MY_QUESTION_PATTERN}`, 'routes/my-question.tsx'),
    route(SANDBOX_ONBOARDING_PATTERN.slice(1), 'routes/sandbox-connect-onboarding.tsx'),
    route('scheduled-ticket', 'routes/scheduled-ticket.tsx', { id: 'scheduled-ticket' }),
    route(SCHEDULED_TICKET_PATTERN.slice(1), 'routes/scheduled-ticket.tsx', { id: 'scheduled-ticket-service' }),
    // The company portal and the staff console: lazily loaded screens of their own realms.
    // The portal's sign-in and a crew member's one-time links, in their language too (issue 49: SPANISH_SCREENS).
    route('es?/pro/sign-in', 'routes/pro-sign-in.tsx'),
    route('es?/pro/accept-invite', 'routes/pro-accept-invite.tsx'),
    route('es?/pro/recover-password', 'routes/pro-recover-password.tsx'),
    route('es?/pro/reset-password', 'routes/pro-reset-password.tsx'),
    layout('routes/pro-layout.tsx', [
      route('pro/jobs', 'routes/pro-jobs.tsx'),
      route('pro/jobs/:id', 'routes/pro-job.tsx'),
      route('pro/jobs/:id/quote', 'routes/pro-job-quote.tsx'),
      route('pro/quotes', 'routes/pro-quotes.tsx'),
      route('pro/quotes/:id', 'routes/pro-quote.tsx'),
      route('pro/messages', 'routes/pro-messages.tsx'),
      route('pro/messages/:id', 'routes/pro-question.tsx'),
      route('pro/team', 'routes/pro-team.tsx'),
      route('pro/setup', 'routes/pro-setup.tsx'),
      route('pro/profile', 'routes/pro-profile.tsx'),
      route('pro/services', 'routes/pro-services.tsx'),
      route('pro/services/:serviceId', 'routes/pro-price-list.tsx'),
      route('pro/area', 'routes/pro-area.tsx'),
      route('pro/hours', 'routes/pro-hours.tsx'),
      route('pro/crews', 'routes/pro-crews.tsx'),
      route('pro/schedule', 'routes/pro-schedule.tsx'),
      route('pro/my-jobs', 'routes/pro-my-jobs.tsx'),
      route('pro/plans', 'routes/pro-plans.tsx'),
      route('pro/leads', 'routes/pro-leads.tsx'),
      route('pro/reviews', 'routes/pro-reviews.tsx'),
      route('pro/earnings', 'routes/pro-earnings.tsx'),
      route('pro/payouts', 'routes/pro-payouts.tsx'),
      route('pro/account', 'routes/pro-account.tsx'),
    ]),
    route('staff/sign-in', 'routes/staff-sign-in.tsx'),
    route('staff/accept-invite', 'routes/staff-accept-invite.tsx'),
    route('staff/recover-password', 'routes/staff-recover-password.tsx'),
    route('staff/reset-password', 'routes/staff-reset-password.tsx'),
    layout('routes/staff-layout.tsx', [
      route('staff/partner-requests', 'routes/staff-partner-requests.tsx'),
      route('staff/inbox', 'routes/staff-inbox.tsx'),
      route('staff/inbox/:kind/:id', 'routes/staff-inbox-item.tsx'),
      route('staff/tickets', 'routes/staff-tickets.tsx'),
      route('staff/tickets/:id', 'routes/staff-ticket.tsx'),
      route('staff/at-risk', 'routes/staff-at-risk.tsx'),
      route('staff/plans', 'routes/staff-plans.tsx'),
      route('staff/jobs', 'routes/staff-jobs.tsx'),
      route('staff/customers', 'routes/staff-customers.tsx'),
      route('staff/customers/:id', 'routes/staff-customer.tsx'),
      route('staff/companies', 'routes/staff-companies.tsx'),
      route('staff/companies/:id', 'routes/staff-company.tsx'),
      route('staff/payouts', 'routes/staff-payouts.tsx'),
      route('staff/payouts/:id', 'routes/staff-company-payouts.tsx'),
      route('staff/books', 'routes/staff-books.tsx'),
      route('staff/company-renames', 'routes/staff-company-renames.tsx'),
      route('staff/reviews', 'routes/staff-reviews.tsx'),
      route('staff/messages', 'routes/staff-messages.tsx'),
      route('staff/discount-codes', 'routes/staff-discount-codes.tsx'),
      route('staff/settings', 'routes/staff-settings.tsx'),
      route('staff/team', 'routes/staff-team.tsx'),
      route('staff/audit-log', 'routes/staff-audit-log.tsx'),
      route('staff/account', 'routes/staff-account.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
