import type { MessageDescriptor } from '@lingui/core';
import {
  Messages,
  PHOTO_CONSENT_ANSWERED,
  SCORE_LABELS,
  TICKET_LINK_INVALID_MESSAGE,
  TICKET_LINK_RESEND_MESSAGE,
} from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD } from '../features/accounts/recover-password-page';
import { REVIEWS_NOT_FOUND } from '../features/content/reviews-list';
import { NO_SERVICES } from '../features/discovery/companies-page';
import { SELECT_FEATURES, ZIP_NOT_FOUND } from '../features/discovery/use-questionnaire-submit';
import { TICKET_LINK_RESENT } from '../features/guest-access/find-my-booking-page';
import { TICKET_LINK_INVALID } from '../features/guest-access/my-booking-page';
import * as LANDING_SPEC from '../features/landing/spec-messages-landing';
import { OPEN_CHARGE_PAID } from '../features/tickets/charge-payment-page';
import { RESCHEDULED } from '../features/tickets/move-result';
import { NO_TICKETS } from '../features/tickets/my-tickets-page';
import { PHOTO_CONSENT_ANSWERED_WORDS } from '../features/tickets/photo-consent';
import { RESCHEDULE_FAILED } from '../features/tickets/reschedule-model';
import { REVIEW_CREATED, SCORE_WORDS } from '../features/tickets/review-page';
import { OPEN_CHARGE_DECLINED } from '../features/tickets/ticket-detail-page';
import { ACCESS_DENIED_TICKET, OPEN_CHARGE_FAILED } from '../features/tickets/ticket-errors';
import { STATUS_UPDATED } from '../features/tickets/update-status-page';
import { PASSWORD_RESET } from '../shared/one-time-link/reset-password-panel';
import { i18n } from './runtime';
import * as SPEC from './spec-messages';
import * as BOOKING_SPEC from './spec-messages-booking';
import * as INBOX_SPEC from './spec-messages-inbox';

describe("the specification's messages in the catalogue", () => {
  const keyOf = (name: string) => name.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  /** A twin as said: a message's text, or each of a group's (a notice's title and text, the error titles). */
  const said = (twin: object): unknown =>
    'id' in twin
      ? i18n._(twin as MessageDescriptor)
      : Object.fromEntries(Object.entries(twin).map(([key, value]) => [key, said(value as object)]));
  const TICKETS = {
    ACCESS_DENIED_TICKET,
    OPEN_CHARGE_DECLINED,
    OPEN_CHARGE_FAILED,
    OPEN_CHARGE_PAID,
    NO_TICKETS,
    FORGOT_PASSWORD,
    RESCHEDULED,
    RESCHEDULE_FAILED,
    REVIEW_CREATED,
    STATUS_UPDATED,
  };
  it.each(
    Object.entries({
      ...SPEC,
      ...BOOKING_SPEC,
      ...INBOX_SPEC,
      ...LANDING_SPEC,
      SELECT_FEATURES,
      ZIP_NOT_FOUND,
      NO_SERVICES,
      REVIEWS_NOT_FOUND,
      PASSWORD_RESET,
      ...TICKETS,
    }),
  )('%s is the contract’s English, word for word', (name, twin) => {
    expect(i18n.locale).toBe('en');
    const spec = Messages[keyOf(name) as keyof typeof Messages];
    expect(spec, name).toBeDefined();
    expect(said(twin)).toEqual(spec);
  });

  it("has the ticket's other contract words word for word: an invalid private link, the photo consent's answers", () => {
    expect(i18n._(TICKET_LINK_INVALID)).toBe(TICKET_LINK_INVALID_MESSAGE);
    expect(i18n._(TICKET_LINK_RESENT)).toBe(TICKET_LINK_RESEND_MESSAGE);
    expect(i18n._(PHOTO_CONSENT_ANSWERED_WORDS.allowed)).toBe(PHOTO_CONSENT_ANSWERED.allowed);
    expect(i18n._(PHOTO_CONSENT_ANSWERED_WORDS.declined)).toBe(PHOTO_CONSENT_ANSWERED.declined);
    expect(SCORE_WORDS.map((words) => i18n._(words))).toEqual(SCORE_LABELS);
  });
});
