/**
 * The PDF receipt's layout (issue 46): every heading at the left margin, no text past the right margin (long
 * descriptions and words wrap), a wrapped label never under the next row, and the customer's words: "extra charge",
 * never the internal "open charge".
 */
import { type TicketTotals, ticketTotals } from '@upkeep/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderTicketPdf, type TicketReport } from './ticket-pdf.ts';

const LETTER_WIDTH = 612;
const MARGIN = 54;

const long = 'Trim every hedge along the back wall, haul the cuttings, and rake the gravel beds by the pool. '.repeat(
  4,
);
const unbroken = `https://example.com/${'photos-of-the-side-yard-'.repeat(6)}`;

function report(): TicketReport {
  const totals: TicketTotals = ticketTotals({
    servicesCents: 12_000,
    feeCents: 499,
    discountCents: 0,
    charges: [
      {
        label: 'Extra charge: removal of three dead palm trees and their stumps, hauled away to the green waste site',
        amountCents: 4_500,
        status: 'paid',
      },
    ],
    paidCents: 16_999,
    refundedCents: 0,
  });
  return {
    id: 18,
    customer: { name: 'Dana Demo', email: 'dana@example.com', phoneNumber: '7025550100', address: '1 Main St, 89101' },
    company: { name: 'Red Rock Yard Works', phoneNumber: '7025550111', address: '2 Yard Rd, Las Vegas' },
    serviceName: 'Landscaping',
    status: 'Completed',
    createdAt: new Date('2026-11-20T17:00:00Z'),
    scheduledAt: new Date('2026-11-25T17:00:00Z'),
    durationMinutes: 120,
    instructions: long,
    description: unbroken,
    lines: [
      { displayName: 'General yard maintenance: large yard', description: long, priceCents: 12_000 },
      { displayName: 'Notes', description: unbroken, priceCents: 0 },
    ],
    totals,
    payments: [
      { purpose: 'booking', amountCents: 12_499, status: 'succeeded', at: new Date('2026-11-20T17:01:00Z') },
      { purpose: 'open_charge', amountCents: 4_500, status: 'succeeded', at: new Date('2026-11-25T18:00:00Z') },
    ],
    history: [{ at: new Date('2026-11-20T17:00:00Z'), status: 'Pending', comments: long, who: 'Customer' }],
    generatedAt: new Date('2026-11-26T17:00:00Z'),
  };
}

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  page: number;
}

async function itemsOf(pdf: Buffer): Promise<Item[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const items: Item[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const raw of content.items) {
      if (!('str' in raw) || raw.str.trim() === '') continue;
      items.push({
        str: raw.str,
        x: raw.transform[4],
        y: raw.transform[5],
        width: raw.width,
        height: raw.height || Math.abs(raw.transform[3]),
        page: n,
      });
    }
  }
  return items;
}

describe('the PDF receipt (issue 46)', () => {
  it('keeps its headings at the left margin and every word within the margins', async () => {
    const items = await itemsOf(await renderTicketPdf(report()));
    for (const heading of ['Visit', 'Customer', 'Company', 'Services', 'Totals', 'Payments', 'History']) {
      const found = items.find((i) => i.str === heading);
      expect(found, heading).toBeDefined();
      expect(found?.x, heading).toBeCloseTo(MARGIN, 0);
    }
    for (const item of items) {
      expect(item.x, item.str).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(LETTER_WIDTH - MARGIN + 0.5);
    }
  });

  it('never prints a row over the wrapped line of the one before ("Total" over "(paid)")', async () => {
    const items = await itemsOf(await renderTicketPdf(report()));
    // Items of one page that share a stretch of height must not share a stretch of width.
    for (const a of items) {
      for (const b of items) {
        if (a === b || a.page !== b.page) continue;
        const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        if (overlapY > 1 && overlapX > 1) expect.fail(`"${a.str}" is printed over "${b.str}"`);
      }
    }
  });

  it('says "extra charge", never "open charge"', async () => {
    const pdf = await renderTicketPdf(report());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text.toLowerCase()).not.toContain('open charge');
    expect(text).toContain('Extra charge');
  });
});
