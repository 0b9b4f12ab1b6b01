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
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#0b7285').text(text);
    doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#1a1b1e');
  };
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, left, y, { width: 130 });
    doc.font('Helvetica').text(value, left + 140, y, { width: width - 140 });
    doc.moveDown(0.15);
  };
  const amountRow = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, left, y, { width: width - 110 });
    doc.text(value, left + width - 100, y, { width: 100, align: 'right' });
    doc.moveDown(0.15);
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
    if (line.description)
      doc
        .fontSize(8)
        .fillColor('#495057')
        .text(line.description, left + 12)
        .fontSize(10)
        .fillColor('#1a1b1e');
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
      amountRow(`${when(p.at)} · ${p.purpose.replace('_', ' ')} · ${p.status}`, money(p.amountCents));
  }

  heading('History');
  for (const h of report.history) {
    doc.font('Helvetica-Bold').text(`${when(h.at)} · ${h.status} · ${h.who}`, left);
    if (h.comments) doc.font('Helvetica').text(h.comments, left + 12);
    doc.moveDown(0.15);
  }
  doc.end();
  return done;
}
