import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogues (issue 49, decision 0038), PO files in app/locales, extracted from the code's messages
 * (`<Trans>`, `t`, `msg` of Lingui's macros) by `npm run i18n:extract` and compiled by the Vite plugin when a page
 * imports one (app/i18n/catalogs.ts). One catalogue per language and area of the app, by the source file's path, so
 * that a Spanish page loads its own area's words and no other's (a public page does not load the booking's): each
 * area's screens load the catalogues app/i18n/areas.ts names for it, the frame's with every area's
 * (`frame.{locale}.po`: the root, the navbar, the footer, the search card, app/ui, app/lib, app/session, app/i18n).
 * A file belongs to exactly one catalogue: the first whose `include` names it, the last (`screens`, the customer's
 * screens after sign-in) taking every file the others do not (so a new screen's words are there until it is named). A message said in files of two areas is in both
 * catalogues. English is the source; `npm run lint` fails on a catalogue out of step with the code or a message
 * without Spanish; app/i18n/areas.test.ts on a screen whose words are in a catalogue its area does not load.
 */

/** The source files of each catalogue but the last, which takes the rest (paths under app/). */
export const CATALOGUE_SOURCES = {
  // The sign-in and its recovery, public pages of the account (issue 48's 150 KB with their words), and what the
  // sign-in loads on demand (its calls, their failures' words).
  account: [
    'features/accounts/sign-in-page.tsx',
    'features/accounts/sign-in-calls.tsx',
    'features/accounts/recover-password-page.tsx',
    'features/accounts/account-card.tsx',
    'features/accounts/errors.ts',
    // A realm's sign-in and its recovery (the portal's: a crew member's in their language; the console's English).
    'ui/realm-sign-in-form.tsx',
    'ui/recover-password-form.tsx',
    'ui/realm-field-words.ts',
    'ui/passkey-prompt-words.ts',
    // A signed-in person's language (the customer's profile, the crew's day).
    'ui/language-buttons.tsx',
    // The contract's messages of the accounts (the customer's, the crew's), and the offer to add a guest's bookings.
    'i18n/spec-messages-account.ts',
    'shared/guest-bookings',
    'routes/sign-in.tsx',
    'routes/recover-password.tsx',
  ],
  // The public forms (contact, partner with us), whose pages load no other public page's words.
  forms: ['features/inbox', 'routes/contact.tsx', 'routes/partner-us.tsx', 'i18n/spec-messages-inbox.ts'],
  // The public pages of prose and lists (about, services, how it works, help, the blog, the reviews), whose words the
  // home and the landing pages do not load (issue 48's 150 KB for /es/home with its words).
  content: [
    'features/content/about-page.tsx',
    'features/content/blog-article-seo.ts',
    'features/content/blog-article-view.tsx',
    'features/content/blog-page.tsx',
    'features/content/blog-view-page.tsx',
    'features/content/help-page.tsx',
    'features/content/how-it-works-page.tsx',
    'features/content/reviews-list.tsx',
    'features/content/reviews-loading.tsx',
    'features/content/reviews-page.tsx',
    'features/content/services-page.tsx',
    'routes/about.tsx',
    'routes/services.tsx',
    'routes/how-it-works.tsx',
    'routes/help.tsx',
    'routes/blog.tsx',
    'routes/blog-article.tsx',
    'routes/blog-view.tsx',
    'routes/reviews.tsx',
  ],
  // The landing pages' own parts (their lead form, their sub-services, their top-rated companies).
  landing: ['features/landing', 'routes/landing-main.tsx', 'routes/landing-area.tsx', 'routes/landing-sub.tsx'],
  // The other public pages' words: the home, the marketing parts every public page shows, a company's page.
  pages: [
    'features/content',
    'features/company-pages',
    'shared/marketing',
    // The services' descriptions, which the home page and Our Services say (not the search card, beside them).
    'shared/search/services-catalog.ts',
    'routes/home.tsx',
    'routes/company-page.tsx',
    'routes/optout.tsx',
  ],
  // The offers (/companies): their cards, a company's reviews, the message to a company. Apart from the
  // questionnaire's, whose first screen has the least room (issue 48's 150 KB with its words).
  offers: [
    'features/discovery/companies-page.tsx',
    'features/discovery/company-card.tsx',
    'features/discovery/company-reviews-dialog.tsx',
    'features/discovery/lead-form-modal.tsx',
    'features/discovery/review-count.ts',
    'routes/companies.tsx',
  ],
  // The funnel's first screen: the questionnaire.
  discovery: ['features/discovery', 'routes/questionnaire.tsx'],
  // The rest of the funnel: the booking, the checkout, the confirmation.
  booking: [
    'features/booking',
    'routes/booking.tsx',
    'routes/payment-information.tsx',
    'routes/process-payment.tsx',
    'routes/payment-confirmation.tsx',
  ],
  // A company's quote, read and answered by its customer (issue 50): its words load with its screen only.
  quotes: ['features/quotes', 'routes/quote.tsx'],
  // The company portal, whose crew's day (/pro/my-jobs) follows the crew member's language.
  crew: ['features/pro-*', 'routes/pro-*.tsx'],
  // The parts several areas' screens show: payments, scheduling (and the contract's messages they say),
  // conversations, a ticket's photos.
  shared: [
    'shared/payments',
    'shared/scheduling',
    'shared/conversations',
    'shared/tickets',
    'i18n/spec-messages-booking.ts',
    // A signed-in person's account (the crew's /pro/account, the customer's): password, authenticator, passkeys.
    'ui/realm-account-page.tsx',
    'ui/realm-change-password-form.tsx',
    'shared/second-factor',
    'shared/passkeys',
    // A one-time link's form (an invitation, a new password: the crew's in their language; the console's English).
    'shared/one-time-link',
  ],
  // What every page shows, whatever its area (the navbar, the footer, the search card...): last of the named, so
  // that a file of app/i18n an area names above is that area's.
  frame: [
    'root.tsx',
    'entry.client.tsx',
    'entry.server.tsx',
    'ui',
    'lib',
    'session',
    'i18n',
    'shared/search',
    'routes/redirect.tsx',
    'routes/not-found.tsx',
  ],
} as const;

const TESTS = '**/*.test.*';
const under = (paths: readonly string[]) =>
  paths.map((p) => (p.endsWith('.tsx') || p.endsWith('.ts') ? `<rootDir>/app/${p}` : `<rootDir>/app/${p}/**`));
const earlier: string[] = [];
const areaCatalogs = Object.entries(CATALOGUE_SOURCES).map(([area, paths]) => {
  const catalog = {
    path: `<rootDir>/app/locales/${area}.{locale}`,
    include: under(paths),
    exclude: [TESTS, ...earlier],
  };
  earlier.push(...under(paths));
  return catalog;
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    ...areaCatalogs,
    // The customer's screens after sign-in (tickets, plans, messages, profile, sign-in and sign-up...), and any file
    // no area above names.
    { path: '<rootDir>/app/locales/screens.{locale}', include: ['<rootDir>/app'], exclude: [TESTS, ...earlier] },
  ],
  format: formatter({ lineNumbers: false }),
  // The macros call the app's own runtime (app/i18n/runtime.tsx, `#i18n` in package.json's imports), not
  // @lingui/core's and @lingui/react's: the same behaviour for the product's messages in a third of the bytes.
  runtimeConfigModule: {
    i18n: ['#i18n', 'i18n'],
    Trans: ['#i18n', 'Trans'],
    useLingui: ['#i18n', 'useLingui'],
  },
});
