/**
 * The ticket as a PDF (POST /reports/ticket/{id}): customer, company, service lines, dates in the valley's
 * time zone, totals, payments and history. Drawn with PDFKit's standard fonts: nothing to download.
 */
import { formatDateTime, formatVisit, KEPT_FEE_LABEL, type TicketTotals } from '@upkeep/contract';
import PDFDocument from 'pdfkit';
import { money } from '../../lib/format.ts';

export interface TicketReport {
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
const PAYMENT_PURPOSES: Record<string, string> = {
  booking: 'Booking',
  reschedule: 'Reschedule fee',
  open_charge: 'Extra charge',
};

/** Moments in the one date form of every screen and e-mail: 'Tue, Dec 8, 2026, 9:00 AM' (Las Vegas time). */
const when = (d: Date) => formatDateTime(d);

export function renderTicketPdf(report: TicketReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `UpKeep ticket #${report.id}`, Author: 'UpKeep', CreationDate: report.generatedAt },
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
  doc.font('Helvetica').fontSize(14).fillColor('#1a1b1e').text(`Ticket #${report.id}: ${report.serviceName}`);
  doc
    .fontSize(9)
    .fillColor('#495057')
    .text(`Status: ${report.status}   ·   Generated ${when(report.generatedAt)} (Las Vegas time)`);
  doc.fillColor('#1a1b1e').fontSize(10);

  heading('Visit');
  row('Scheduled', formatVisit(report.scheduledAt, report.durationMinutes));
  row('Booked on', when(report.createdAt));
  if (report.instructions) row('Instructions', report.instructions);
  if (report.description) row('Description', report.description);

  heading('Customer');
  row('Name', report.customer.name);
  row('E-mail', report.customer.email);
  row('Phone', report.customer.phoneNumber);
  row('Address', report.customer.address);

  heading('Company');
  row('Name', report.company.name);
  row('Phone', report.company.phoneNumber);
  row('Address', report.company.address);

  heading('Services');
  for (const line of report.lines) {
    amountRow(line.displayName, money(line.priceCents));
    // Under its line's label, clear of the amounts' column.
    if (line.description) note(line.description, width - 122);
  }

  heading('Totals');
  for (const line of report.totals.lines)
    amountRow(line.label, line.amountCents < 0 ? `-${money(-line.amountCents)}` : money(line.amountCents));
  amountRow('Total', money(report.totals.totalCents), true);
  amountRow('Paid', money(report.totals.paidCents));
  if (report.totals.refundedCents) amountRow('Refunded', money(report.totals.refundedCents));
  if (report.totals.keptCents) amountRow(KEPT_FEE_LABEL, money(report.totals.keptCents));
  amountRow('Balance', money(report.totals.balanceCents));

  if (report.payments.length) {
    heading('Payments');
    for (const p of report.payments)
      amountRow(`${when(p.at)} · ${PAYMENT_PURPOSES[p.purpose] ?? 'Payment'} · ${p.status}`, money(p.amountCents));
  }

  heading('History');
  for (const h of report.history) {
    columns([{ text: `${when(h.at)} · ${h.status} · ${h.who}`, x: left, width, bold: true }]);
    if (h.comments) {
      doc.moveUp(0.15);
      columns([{ text: h.comments, x: left + 12, width: width - 12 }]);
    }
  }
  doc.end();
  return done;
}
