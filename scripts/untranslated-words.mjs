#!/usr/bin/env node
/**
 * Fails on words a customer or crew member would read that are not in the message catalogue (issue 49, decision
 * 0038): in the web app's files that have moved to the catalogue (TRANSLATED below, growing until it holds every
 * customer's and crew member's screen), a JSX text with letters, or a string literal given to a prop a person
 * reads (label, placeholder, title, alt, aria-label...), outside Lingui's `<Trans>`, `t` and `msg`. A word that is
 * the same in every language (UpKeep, a phone number) is listed in SAME_IN_EVERY_LANGUAGE.
 *
 * `node scripts/untranslated-words.mjs` (part of `npm run lint`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/web/app');

/** The files and folders whose words are all in the catalogue. */
export const TRANSLATED = [
  'root.tsx',
  'ui/app-footer.tsx',
  'ui/app-navbar.tsx',
  'ui/app-navbar-parts.tsx',
  'ui/app-navbar-menus.tsx',
  'ui/language-switch.tsx',
  'ui/logo.tsx',
  'ui/notice-dialog.tsx',
  'features/content/home-page.tsx',
  'features/content/reviews-page.tsx',
  'features/content/reviews-list.tsx',
  'features/content/reviews-loading.tsx',
  'features/content/review-card.tsx',
  'routes/reviews.tsx',
  'features/content/home-sections.tsx',
  'features/content/home-lower-sections.tsx',
  'features/content/featured-services-carousel.tsx',
  'features/landing',
  'features/pro-crew-day',
  'routes/pro-my-jobs.tsx',
  'features/pro-portal/pro-layout.tsx',
  'ui/realm-shell.tsx',
  'shared/conversations/conversation.tsx',
  'shared/tickets/work-photos.tsx',
  'shared/marketing',
  'shared/search',
  'routes/questionnaire.tsx',
  'routes/companies.tsx',
  'features/discovery/questionnaire-frame.tsx',
  'features/discovery/questionnaire-screen.tsx',
  'features/discovery/questionnaire-service-forms.tsx',
  'features/discovery/service-form-fields.tsx',
  'features/discovery/date-and-zip-fields.tsx',
  'features/discovery/use-questionnaire-submit.ts',
  'features/discovery/companies-page.tsx',
  'features/discovery/company-card.tsx',
  'features/discovery/company-reviews-dialog.tsx',
  'features/discovery/review-count.ts',
  'features/discovery/unit-name.ts',
  'ui/rating-filter.ts',
  'features/booking',
  'shared/scheduling/date-and-slot-picker.tsx',
  'shared/scheduling/time-slots.tsx',
  'shared/payments/card-section.tsx',
  'shared/payments/payment-card-section.tsx',
  'shared/payments/sandbox-card-form.tsx',
  'shared/payments/stripe-card-form.tsx',
  'ui/page-loader.tsx',
  'ui/error-state.tsx',
  'routes/booking.tsx',
  'routes/payment-information.tsx',
  'routes/process-payment.tsx',
  'routes/payment-confirmation.tsx',
  // The other public pages in Spanish (issue 49).
  'features/content/about-page.tsx',
  'features/content/services-page.tsx',
  'features/content/how-it-works-page.tsx',
  'features/inbox/contact-page.tsx',
  'features/inbox/partner-page.tsx',
  'features/inbox/partner-services-field.tsx',
  'features/inbox/inbox-form.tsx',
  'features/inbox/inbox-dialogs.tsx',
  'features/inbox/inbox-calls.ts',
  'routes/about.tsx',
  'routes/services.tsx',
  'routes/how-it-works.tsx',
  'routes/contact.tsx',
  'routes/partner-us.tsx',
  'features/content/blog-page.tsx',
  'features/content/blog-article-view.tsx',
  'routes/blog.tsx',
  'routes/blog-article.tsx',
  'features/content/help-page.tsx',
  'routes/help.tsx',
  // A crew member's account in their language (issue 49); the console's shares its parts, in English.
  'features/pro-portal/account-page.tsx',
  // A crew member's one-time links in their language (issue 49).
  'routes/pro-accept-invite.tsx',
  'routes/pro-reset-password.tsx',
  'features/pro-portal/accept-invite-page.tsx',
  'features/pro-portal/reset-password-page.tsx',
  'shared/one-time-link/accept-invite-form.tsx',
  'shared/one-time-link/reset-password-panel.tsx',
  'routes/pro-account.tsx',
  'ui/realm-account-page.tsx',
  'ui/realm-change-password-form.tsx',
  'shared/second-factor/authenticator-section.tsx',
  'shared/second-factor/sessions-section.tsx',
  'shared/passkeys/passkeys-section.tsx',
  // The customer's ticket screens and sign-in in Spanish (issue 49).
  'routes/my-booking.tsx',
  'features/guest-access/my-booking-page.tsx',
  'routes/detail-ticket.tsx',
  'features/tickets/quote-notice.tsx',
  'features/tickets/ticket-detail-page.tsx',
  'features/tickets/ticket-ui.tsx',
  'features/tickets/ticket-errors.ts',
  'features/tickets/move-result.tsx',
  'features/tickets/open-charges-table.tsx',
  'features/tickets/decline-charge-dialog.tsx',
  'features/tickets/photo-consent.tsx',
  'routes/update-status.tsx',
  'routes/booking-reschedule.tsx',
  'routes/payment-reschedule.tsx',
  'routes/payment-charge.tsx',
  'routes/create-review.tsx',
  'features/tickets/update-status-page.tsx',
  'features/tickets/cancellation-notice.tsx',
  'features/tickets/reschedule-page.tsx',
  'features/tickets/reschedule-model.ts',
  'features/tickets/fee-notice.tsx',
  'features/tickets/reschedule-payment-page.tsx',
  'features/tickets/charge-payment-page.tsx',
  'features/tickets/review-page.tsx',
  'routes/my-tickets.tsx',
  'routes/find-my-booking.tsx',
  'features/tickets/my-tickets-page.tsx',
  'features/tickets/my-tickets-filters.tsx',
  'features/guest-access/find-my-booking-page.tsx',
  'shared/guest-bookings/guest-bookings-offer-panel.tsx',
  'routes/my-question.tsx',
  'features/guest-access/my-question-page.tsx',
  'routes/sign-in.tsx',
  'features/accounts/sign-in-page.tsx',
  'routes/recover-password.tsx',
  'features/accounts/recover-password-page.tsx',
  'features/accounts/errors.ts',
  'routes/sign-up.tsx',
  'features/accounts/sign-up-page.tsx',
  'routes/reset-password.tsx',
  'features/accounts/reset-password-page.tsx',
  'features/accounts/change-password-form.tsx',
  'routes/profile.tsx',
  'features/accounts/profile-page.tsx',
  'features/accounts/profile-language.tsx',
  'features/accounts/saved-cards-section.tsx',
  'features/accounts/add-card-form.tsx',
  // A customer's plans in Spanish (issue 49).
  'routes/my-plans.tsx',
  'routes/my-plan.tsx',
  'features/plans/my-plans-page.tsx',
  'features/plans/plan-page.tsx',
  'features/plans/plan-ui.tsx',
  'features/plans/plan-move.tsx',
  'features/plans/plan-move-dialog.tsx',
  'features/plans/format.ts',
  // A quote to read and answer (issue 50).
  'routes/quote.tsx',
  'features/quotes/quote-page.tsx',
  'features/quotes/quote-options.tsx',
  'features/quotes/quote-decline.tsx',
  'features/quotes/quote-words.ts',
];

/** Props whose string a person reads (or hears). */
const READ_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'description',
  'subtitle',
  'message',
  'text',
  'error',
]);

/** Words that read the same in English and Spanish. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'UpKeep',
  'UpKeep Pro',
  'CVC',
  'Facebook',
  'Instagram',
  'LinkedIn',
  '“',
  '”',
  '(',
  ')',
]);

/** The banner that offers Spanish on English pages speaks Spanish whatever the page's language (its header says why). */
const EXEMPT_FILES = new Set(['ui/language-banner.tsx']);

function* sourceFiles(entry) {
  const full = path.join(app, entry);
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) yield* sourceFiles(path.join(entry, name));
  } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !EXEMPT_FILES.has(entry)) {
    yield entry;
  }
}

const hasWords = (text) => /[A-Za-zÁÉÍÓÚáéíóúñÑ]/.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** Inside `<Trans>…</Trans>` (its words are the message). */
function inTrans(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isJsxElement(n) && n.openingElement.tagName.getText() === 'Trans') return true;
  }
  return false;
}

export function untranslatedWords(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, words) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: "${words.trim()}"`);
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.getText()) && !inTrans(node)) report(node, node.getText());
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : null;
      if (literal && hasWords(literal.text)) report(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = TRANSLATED.flatMap((entry) =>
    [...sourceFiles(entry)].flatMap((file) => untranslatedWords(file, readFileSync(path.join(app, file), 'utf8'))),
  );
  if (found.length > 0) {
    console.error(
      `Words a person reads outside the message catalogue (issue 49: <Trans>, t or msg):\n${found.join('\n')}`,
    );
    process.exit(1);
  }
}
