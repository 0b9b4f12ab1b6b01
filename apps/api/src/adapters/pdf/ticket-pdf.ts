/**
 * The ticket as a PDF (POST /reports/ticket/{id}): customer, company, service lines, dates in the valley's
 * time zone, totals, payments and history. Drawn with PDFKit's standard fonts: nothing to download.
 */
import {
  formatDateTime,
  formatDateTimeEs,
  formatVisit,
  formatVisitEs,
  KEPT_FEE_LABEL,
  type Locale,
  type TicketTotals,
} from '@upkeep/contract';
import PDFDocument from 'pdfkit';
import { STATUSES } from '../../i18n/status-names.ts';
import { say, type Words } from '../../i18n/words.ts';
import { money } from '../../lib/format.ts';

export interface TicketReport {
  /** The customer's language (the account's, a guest's booking's): the PDF's words and dates; English when omitted. */
  locale?: Locale;
  id: number;
  customer: { name: string; email: string; phoneNumber: string; address: string };
  company: { name: string; phoneNumber: string; address: string };
  serviceName: string;
  status: string;
  createdAt: Date;
  scheduledAt: Date;
  durationMinutes: number;
  instructions: string;
  description: string;
  lines: { displayName: string; description: string; priceCents: number }[];
  /** The contract's ticketTotals: the lines add up to the total. */
  totals: TicketTotals;
  payments: { purpose: string; amountCents: number; status: string; at: Date }[];
  history: { at: Date; status: string; comments: string; who: string }[];
  generatedAt: Date;
}

/** What each payment was for, in the customer's words (never the internal "open charge"). */
const PAYMENT_PURPOSES: Record<string, Words> = {
  booking: /*i18n*/ { id: 'pdf.payment.booking', message: 'Booking' },
  reschedule: /*i18n*/ { id: 'pdf.payment.reschedule', message: 'Reschedule fee' },
  open_charge: /*i18n*/ { id: 'pdf.payment.charge', message: 'Extra charge' },
};

/** A payment's state (the ledger's words). */
const PAYMENT_STATES: Record<string, Words> = {
  succeeded: /*i18n*/ { id: 'pdf.payment.succeeded', message: 'succeeded' },
  applied: /*i18n*/ { id: 'pdf.payment.applied', message: 'applied' },
  refunded: /*i18n*/ { id: 'pdf.payment.refunded', message: 'refunded' },
};

/** Who moved the ticket (user types, English in the database). */
const ACTORS: Record<string, Words> = {
  Customer: /*i18n*/ { id: 'actor.customer', message: 'Customer' },
  Guest: /*i18n*/ { id: 'actor.guest', message: 'Guest' },
  Company: /*i18n*/ { id: 'actor.company', message: 'Company' },
  System: /*i18n*/ { id: 'actor.system', message: 'System' },
};

/** The totals' own lines (the contract's ticketTotals labels them in English; a charge keeps the company's words). */
const TOTALS_LINES: Record<string, Words> = {
  services: /*i18n*/ { id: 'pdf.totals.services', message: 'Services' },
  fee: /*i18n*/ { id: 'pdf.totals.fee', message: 'Booking fee' },
  discount: /*i18n*/ { id: 'pdf.totals.discount', message: 'Discount' },
};

export function renderTicketPdf(report: TicketReport): Promise<Buffer> {
  const locale = report.locale ?? 'en';
  const s = (words: Words) => say(words, locale);
  /** A name the database keeps in English, in the customer's words (as it is when unknown). */
  const named = (table: Record<string, Words>, name: string) => {
    const words = table[name];
    return locale === 'en' || !words ? name : s(words);
  };
  /** Moments in the one date form of every screen and e-mail: 'Tue, Dec 8, 2026, 9:00 AM' (Las Vegas time). */
  const when = (d: Date) => (locale === 'en' ? formatDateTime(d) : formatDateTimeEs(d));
  const visit =
    locale === 'en'
      ? formatVisit(report.scheduledAt, report.durationMinutes)
      : formatVisitEs(report.scheduledAt, report.durationMinutes);
  const ticketTitle = s(
    /*i18n*/ {
      id: 'pdf.title',
      message: 'Ticket #{id}: {service}',
      values: { id: report.id, service: report.serviceName },
    },
  );
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: s(
        /*i18n*/ { id: 'calendar.visit.description', message: 'UpKeep ticket #{id}', values: { id: report.id } },
      ),
      Author: 'UpKeep',
      CreationDate: report.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** A new page when `height` does not fit on this one; every block then starts at the left margin. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
    doc.x = left;
  };
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12);
    room(doc.currentLineHeight(true) * 2);
    doc.fillColor('#0b7285').text(text, left, doc.y, { width });
    doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#1a1b1e');
  };
  /**
   * Columns side by side from one line: each wraps within its own width (long words broken), and the next row
   * starts below the tallest, so a wrapped label never lies under the next row.
   */
  const columns = (cells: { text: string; x: number; width: number; bold?: boolean; align?: 'right' }[]) => {
    const heights = cells.map((c) =>
      doc.font(c.bold ? 'Helvetica-Bold' : 'Helvetica').heightOfString(c.text, { width: c.width }),
    );
    room(Math.max(...heights));
    const y = doc.y;
    cells.forEach((c) => {
      doc.font(c.bold ? 'Helvetica-Bold' : 'Helvetica').text(c.text, c.x, y, { width: c.width, align: c.align });
    });
    doc.font('Helvetica');
    doc.x = left;
    doc.y = y + Math.max(...heights);
    doc.moveDown(0.15);
  };
  const row = (label: string, value: string) =>
    columns([
      { text: label, x: left, width: 130, bold: true },
      { text: value, x: left + 140, width: width - 140 },
    ]);
  const amountRow = (label: string, value: string, bold = false) =>
    columns([
      { text: label, x: left, width: width - 110, bold },
      { text: value, x: left + width - 100, width: 100, bold, align: 'right' },
    ]);
  /** A smaller grey note under a row, indented, within the margins. */
  const note = (text: string, indentWidth = width - 12) => {
    doc.fontSize(8);
    room(doc.heightOfString(text, { width: indentWidth }));
    doc.fillColor('#495057').text(text, left + 12, doc.y, { width: indentWidth });
    doc.fontSize(10).fillColor('#1a1b1e');
    doc.x = left;
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b7285').text('UpKeep');
  doc.font('Helvetica').fontSize(14).fillColor('#1a1b1e').text(ticketTitle);
  doc
    .fontSize(9)
    .fillColor('#495057')
    .text(
      s(
        /*i18n*/ {
          id: 'pdf.statusLine',
          message: 'Status: {status}   ·   Generated {when} (Las Vegas time)',
          values: { status: named(STATUSES, report.status), when: when(report.generatedAt) },
        },
      ),
    );
  doc.fillColor('#1a1b1e').fontSize(10);

  const NAME = s(/*i18n*/ { id: 'pdf.name', message: 'Name' });
  const PHONE = s(/*i18n*/ { id: 'pdf.phone', message: 'Phone' });
  const ADDRESS = s(/*i18n*/ { id: 'email.fact.address', message: 'Address' });

  heading(s(/*i18n*/ { id: 'pdf.visit', message: 'Visit' }));
  row(s(/*i18n*/ { id: 'pdf.scheduled', message: 'Scheduled' }), visit);
  row(s(/*i18n*/ { id: 'pdf.bookedOn', message: 'Booked on' }), when(report.createdAt));
  if (report.instructions) row(s(/*i18n*/ { id: 'pdf.instructions', message: 'Instructions' }), report.instructions);
  if (report.description) row(s(/*i18n*/ { id: 'pdf.description', message: 'Description' }), report.description);

  heading(s(/*i18n*/ { id: 'pdf.customer', message: 'Customer' }));
  row(NAME, report.customer.name);
  row(s(/*i18n*/ { id: 'pdf.email', message: 'E-mail' }), report.customer.email);
  row(PHONE, report.customer.phoneNumber);
  row(ADDRESS, report.customer.address);

  heading(s(/*i18n*/ { id: 'email.fact.company', message: 'Company' }));
  row(NAME, report.company.name);
  row(PHONE, report.company.phoneNumber);
  row(ADDRESS, report.company.address);

  heading(s(/*i18n*/ { id: 'pdf.totals.services', message: 'Services' }));
  for (const line of report.lines) {
    amountRow(line.displayName, money(line.priceCents));
    // Under its line's label, clear of the amounts' column.
    if (line.description) note(line.description, width - 122);
  }

  heading(s(/*i18n*/ { id: 'pdf.totals', message: 'Totals' }));
  for (const line of report.totals.lines)
    amountRow(
      locale === 'en' || !TOTALS_LINES[line.kind] ? line.label : s(TOTALS_LINES[line.kind] as Words),
      line.amountCents < 0 ? `-${money(-line.amountCents)}` : money(line.amountCents),
    );
  amountRow(s(/*i18n*/ { id: 'email.fact.total', message: 'Total' }), money(report.totals.totalCents), true);
  amountRow(s(/*i18n*/ { id: 'pdf.paid', message: 'Paid' }), money(report.totals.paidCents));
  if (report.totals.refundedCents)
    amountRow(s(/*i18n*/ { id: 'pdf.refunded', message: 'Refunded' }), money(report.totals.refundedCents));
  if (report.totals.keptCents)
    amountRow(
      locale === 'en' ? KEPT_FEE_LABEL : s(/*i18n*/ { id: 'money.keptFee', message: 'Cancellation fee (kept)' }),
      money(report.totals.keptCents),
    );
  amountRow(s(/*i18n*/ { id: 'pdf.balance', message: 'Balance' }), money(report.totals.balanceCents));

  if (report.payments.length) {
    heading(s(/*i18n*/ { id: 'pdf.payments', message: 'Payments' }));
    for (const p of report.payments) {
      const purpose = PAYMENT_PURPOSES[p.purpose];
      const what = purpose ? s(purpose) : s(/*i18n*/ { id: 'pdf.payment', message: 'Payment' });
      amountRow(`${when(p.at)} · ${what} · ${named(PAYMENT_STATES, p.status)}`, money(p.amountCents));
    }
  }

  heading(s(/*i18n*/ { id: 'pdf.history', message: 'History' }));
  for (const h of report.history) {
    columns([
      { text: `${when(h.at)} · ${named(STATUSES, h.status)} · ${named(ACTORS, h.who)}`, x: left, width, bold: true },
    ]);
    if (h.comments) {
      doc.moveUp(0.15);
      columns([{ text: h.comments, x: left + 12, width: width - 12 }]);
    }
  }
  doc.end();
  return done;
}
