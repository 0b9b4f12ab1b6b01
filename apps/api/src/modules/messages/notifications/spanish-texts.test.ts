/**
 * Issue 49: a Spanish text is written to stay in the GSM-7 alphabet and, as usually sent, in one part (160
 * characters): counted here for long, realistic cases (a long company name, a five-digit ticket, three-digit hours,
 * a four-digit total, a Saturday), as the carriers count them (sms-parts.ts).
 */
import { describe, expect, it } from 'vitest';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { smsEncoding, smsParts } from '../../../lib/sms-parts.ts';
import type { TicketRow } from '../../tickets/lifecycle/service.ts';
import { TicketStatusId, UserTypeId } from '../../tickets/lifecycle/statuses.ts';
import {
  cancellationNotice,
  customerMoveCompanyNotice,
  moveNotice,
  reviewInvitation,
} from '../../tickets/moves/notices.ts';
import { quoteSentNotice } from '../../tickets/quotes/notices.ts';
import { rescheduledCompanyNotice } from '../../tickets/reschedule/notices.ts';
import { confirmationTextEs } from './booking-confirmation.ts';
import { companyJobText } from './company-notice.ts';
import { noticeText } from './customer-notice.ts';

const COMPANY = 'Red Rock Yard Works & Landscaping';
/** Saturday, Dec 12, 2026, 8:30 AM in the valley: 'sáb', whose á would make the text UCS-2. */
const SATURDAY = new Date('2026-12-12T16:30:00Z');
const PUBLIC_URL = 'https://upkeepvegas.com';
const TICKET_ID = 12345;
/** A guest's private link: the longest address a text carries. */
const PRIVATE_LINK = `${PUBLIC_URL}/my-booking/MF_2NtYSyRHOkl3aniP5S-FEinMLhJOvEaoySUbWtps`;
const TICKET_PAGE = `${PUBLIC_URL}/detail-ticket?TicketId=${TICKET_ID}`;
const ticket = {
  id: TICKET_ID,
  scheduledAt: SATURDAY,
  durationMinutes: 150,
  isEstimate: false,
} as TicketRow;
/** The usual services (the HVAC one's Spanish name, 37 characters, takes a second part with such a company). */
const USUAL_SERVICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((serviceId) =>
  serviceNameIn({ serviceId, serviceName: '' }, 'es'),
);
/** A Spanish notice's text as tellCustomer sends it. */
const spanishText = (sms: string, url: string) => noticeText(TICKET_ID, sms, url, 'es');

const confirmation = (serviceName: string, link: string | null) =>
  confirmationTextEs({
    ticketId: TICKET_ID,
    companyName: COMPANY,
    hours: 211,
    serviceName,
    ticket,
    totals: { totalCents: 125_000, paidCents: 125_000 },
    link,
  });

describe('Spanish texts, counted in parts (issue 49)', () => {
  it('sends the booking request of a customer with an account in one GSM-7 part, a guest’s with its link in two', () => {
    for (const service of USUAL_SERVICES) {
      const text = confirmation(service, null);
      expect(smsEncoding(text).encoding, text).toBe('GSM-7');
      expect(smsParts(text), text).toBe(1);
      const guest = confirmation(service, PRIVATE_LINK);
      expect(smsEncoding(guest).encoding, guest).toBe('GSM-7');
      expect(smsParts(guest), guest).toBe(2);
    }
    expect(confirmation('Jardinería', null)).toBe(
      `UpKeep #12345: solicitud enviada a ${COMPANY}, respuesta en 211 h. Jardineria, sab, 12 dic, 8:30 a. m.; pagado: $1,250.00.`,
    );
  });

  it('sends the company’s confirmation, the work’s updates, a cancellation and the review request in one part', () => {
    const deps = { publicUrl: PUBLIC_URL, jobs: undefined as never };
    const move = (to: number, extra: Partial<Parameters<typeof moveNotice>[3]> = {}) =>
      moveNotice(
        deps,
        ticket,
        COMPANY,
        { to, actor: UserTypeId.Company, comments: '', refundCents: 0, autoCompleteDays: 0, ...extra },
        'es',
      );
    const texts = [
      move(TicketStatusId.Scheduled).sms,
      move(TicketStatusId.InProgress, { who: 'Guadalupe' }).sms,
      move(TicketStatusId.Completed, { who: 'Guadalupe' }).sms,
      move(TicketStatusId.Cancelled).sms,
      move(TicketStatusId.Declined).sms,
      cancellationNotice(ticket, { paidCents: 0, refundCents: 0, keptCents: 0, freeHoursBefore: 24 }, 'es').sms,
    ];
    for (const sms of texts) {
      const text = spanishText(sms, TICKET_PAGE);
      expect(smsEncoding(text).encoding, text).toBe('GSM-7');
      expect(smsParts(text), text).toBe(1);
    }
    // With a refund said, such a long company name and the ticket's address: two parts.
    const withMoney = [
      move(TicketStatusId.Cancelled, { refundCents: 125_000 }).sms,
      move(TicketStatusId.Declined, { refundCents: 125_000 }).sms,
      cancellationNotice(
        ticket,
        { paidCents: 125_000, refundCents: 100_000, keptCents: 25_000, freeHoursBefore: 24 },
        'es',
      ).sms,
    ];
    for (const sms of withMoney) {
      const text = spanishText(sms, TICKET_PAGE);
      expect(smsEncoding(text).encoding, text).toBe('GSM-7');
      expect(smsParts(text), text).toBe(2);
    }
    expect(spanishText(move(TicketStatusId.Scheduled).sms, TICKET_PAGE)).toBe(
      `UpKeep #12345: Reserva confirmada por ${COMPANY} para sab, 12 dic, 8:30 a. m. ${TICKET_PAGE}`,
    );
    const review = spanishText(reviewInvitation(COMPANY, 'es').sms, `${TICKET_PAGE}&to=review`);
    expect(smsEncoding(review).encoding).toBe('GSM-7');
    expect(smsParts(review)).toBe(1);
  });

  it('keeps the English texts as they were', () => {
    const deps = { publicUrl: PUBLIC_URL, jobs: undefined as never };
    const notice = moveNotice(
      deps,
      ticket,
      COMPANY,
      { to: TicketStatusId.Scheduled, actor: UserTypeId.Company, comments: '', refundCents: 0, autoCompleteDays: 0 },
      'en',
    );
    expect(notice.sms).toBe(
      `Booking confirmed: ${COMPANY} confirmed your booking for Sat, Dec 12, 2026, 8:30 AM - 11:00 AM.`,
    );
  });

  it('texts a Spanish crew member a job moved or cancelled in one GSM-7 part, and the office in English as before', () => {
    const job = `${PUBLIC_URL}/pro/jobs/${TICKET_ID}`;
    const move = { from: new Date('2026-12-10T16:30:00Z'), to: SATURDAY, durationMinutes: 150 };
    const cancelled = { ticketId: TICKET_ID, status: 'Cancelled', action: 'Cancel', comments: 'Cambio de planes' };
    const texts = [
      companyJobText(TICKET_ID, rescheduledCompanyNotice(TICKET_ID, move, 'es').text ?? '', job, 'es'),
      companyJobText(TICKET_ID, customerMoveCompanyNotice(cancelled, 'es').text ?? '', job, 'es'),
    ];
    for (const text of texts) {
      expect(smsEncoding(text).encoding, text).toBe('GSM-7');
      expect(smsParts(text), text).toBe(1);
    }
    expect(texts).toEqual([
      `UpKeep, trabajo #12345: el cliente lo cambio al sab, 12 dic, 8:30 a. m. ${job}`,
      `UpKeep, trabajo #12345: el cliente lo paso a "Cancelada". ${job}`,
    ]);
    expect(companyJobText(TICKET_ID, rescheduledCompanyNotice(TICKET_ID, move, 'en').text ?? '', job, 'en')).toBe(
      `UpKeep job #12345: the customer moved it to Sat, Dec 12, 2026, 8:30 AM - 11:00 AM. ${job}`,
    );
    expect(customerMoveCompanyNotice(cancelled, 'en')).toEqual({
      subject: 'Cancelled',
      lines: ['The customer moved ticket #12345 to "Cancelled" (Cancel).', 'Their comments: Cambio de planes'],
      text: 'the customer moved it to "Cancelled".',
    });
  });

  it('tells of a quote in one GSM-7 part on its page, in two at most through a guest’s private link (issue 50)', () => {
    const quote = { id: 98_765, revision: 2, companyName: COMPANY, expiresOn: '2026-12-26' };
    const { sms } = quoteSentNotice(quote, 'es');
    const page = spanishText(sms, `${PUBLIC_URL}/es/quote/${quote.id}`);
    expect(smsEncoding(page).encoding, page).toBe('GSM-7');
    expect(smsParts(page), page).toBe(1);
    const guest = spanishText(
      sms,
      `${PRIVATE_LINK.replace('/my-booking/', '/es/my-booking/')}?to=quote&quote=${quote.id}`,
    );
    expect(smsEncoding(guest).encoding, guest).toBe('GSM-7');
    expect(smsParts(guest), guest).toBeLessThanOrEqual(2);
  });
});
