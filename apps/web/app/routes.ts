import { index, type RouteConfig, route } from '@react-router/dev/routes';
import {
  areaPath,
  BLOG_ARTICLE_SLUGS,
  LANDING_AREAS,
  LANDING_GROUPS,
  ROUTE_REDIRECTS,
  SCHEDULED_TICKET_PATTERN,
  SUB_SERVICE_LANDINGS,
} from '@upkeep/contract';

/** One file per screen; the landing, blog and redirect modules serve several paths each (ids keep them apart). */
export default [
  index('routes/redirect.tsx', { id: 'redirect-root' }),
  route('home', 'routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('how-it-works', 'routes/how-it-works.tsx'),
  route('help', 'routes/help.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/view', 'routes/blog-view.tsx'),
  ...BLOG_ARTICLE_SLUGS.map((slug) => route(`blog/${slug}`, 'routes/blog-article.tsx', { id: `blog-${slug}` })),
  route('reviews', 'routes/reviews.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('partner-us', 'routes/partner-us.tsx'),
  route('optout', 'routes/optout.tsx'),
  route('questionnaire', 'routes/questionnaire.tsx'),
  route('companies', 'routes/companies.tsx'),
  route('booking', 'routes/booking.tsx'),
  route('payment-information', 'routes/payment-information.tsx'),
  route('process-payment', 'routes/process-payment.tsx'),
  route('payment-confirmation', 'routes/payment-confirmation.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-up', 'routes/sign-up.tsx'),
  route('recover-password', 'routes/recover-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('my-tickets', 'routes/my-tickets.tsx'),
  route('detail-ticket', 'routes/detail-ticket.tsx'),
  route('update-status', 'routes/update-status.tsx'),
  route('create-review', 'routes/create-review.tsx'),
  route('booking-reschedule', 'routes/booking-reschedule.tsx'),
  route('payment-reschedule', 'routes/payment-reschedule.tsx'),
  route('payment-charge', 'routes/payment-charge.tsx'),
  route('scheduled-ticket', 'routes/scheduled-ticket.tsx', { id: 'scheduled-ticket' }),
  route(SCHEDULED_TICKET_PATTERN.slice(1), 'routes/scheduled-ticket.tsx', { id: 'scheduled-ticket-service' }),
  ...LANDING_GROUPS.map((group) => route(group, 'routes/landing-main.tsx', { id: `landing-${group}` })),
  ...LANDING_GROUPS.flatMap((group) =>
    LANDING_AREAS.map((area) =>
      route(areaPath(group, area.slug).slice(1), 'routes/landing-area.tsx', { id: `landing-${group}-${area.slug}` }),
    ),
  ),
  ...SUB_SERVICE_LANDINGS.map((page) =>
    route(page.path.slice(1), 'routes/landing-sub.tsx', { id: `landing-sub${page.path.replaceAll('/', '-')}` }),
  ),
  ...Object.keys(ROUTE_REDIRECTS)
    .filter((from) => from !== '/')
    .map((from) => route(from.slice(1), 'routes/redirect.tsx', { id: `redirect${from.replaceAll('/', '-')}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
