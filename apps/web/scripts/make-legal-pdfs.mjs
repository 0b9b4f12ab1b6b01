#!/usr/bin/env node
/**
 * Writes UpKeep's three legal documents as small, valid PDF files (PDF 1.4, the standard Helvetica fonts,
 * uncompressed text, a correct cross-reference table) without any PDF library:
 *
 *   node apps/web/scripts/make-legal-pdfs.mjs
 *
 * Output: apps/web/public/legal/{privacy-policy,terms-and-conditions,cancelation-policy}.pdf, linked from the
 * footer and the help page. Deterministic: same text, same bytes. Check with `pdftotext <file> -`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'legal');
const UPDATED = 'January 1, 2026';
const PDF_DATE = 'D:20260101000000Z';
const CONTACT = 'hello@upkeep.example, (702) 555-0100';

// ------------------------------------------------------------------------------------------ documents
/** @typedef {{ t: 'title' | 'meta' | 'h' | 'p' | 'li', text: string }} Block */

/** @type {Record<string, { title: string, blocks: Block[] }>} */
const DOCUMENTS = {
  'privacy-policy': {
    title: 'Privacy Policy',
    blocks: [
      { t: 'title', text: 'UpKeep Privacy Policy' },
      { t: 'meta', text: `Last updated: ${UPDATED}` },
      {
        t: 'p',
        text: 'UpKeep runs an online marketplace that connects homeowners in the Las Vegas valley, Nevada, with independent home-service companies. This policy explains what personal information we collect when you use our website, how we use it, who we share it with and the choices you have.',
      },
      { t: 'h', text: '1. Information we collect' },
      { t: 'li', text: 'Account details: your name, e-mail address, phone number and service address.' },
      {
        t: 'li',
        text: 'Booking details: the service you search for, your zip code, questionnaire answers, the date and time you choose, instructions for the company, and the history of each ticket.',
      },
      {
        t: 'li',
        text: 'Payment details: card payments are processed by our payment provider. Card numbers go directly to the provider and are never stored on our servers; we keep only a payment reference and its status.',
      },
      {
        t: 'li',
        text: 'Messages: what you send through our lead, contact, partner and opt-out forms, and the reviews you write.',
      },
      {
        t: 'li',
        text: "Technical data: your browser and device type, pages visited and IP address, used to keep the service secure and working. Your session is kept in your browser's local storage.",
      },
      { t: 'h', text: '2. How we use it' },
      {
        t: 'p',
        text: 'We use your information to show you companies that serve your area, create and manage your bookings, process payments, send confirmations and updates by e-mail and text message, answer your requests, prevent fraud and abuse, and improve UpKeep. We send marketing messages only where the law allows, and every message explains how to stop them.',
      },
      { t: 'h', text: '3. Who we share it with' },
      {
        t: 'p',
        text: 'When you book, the company you choose receives your name, contact details, service address and job details so it can do the work. We also share information with service providers that act on our behalf (payment processing, e-mail and text delivery, hosting), and with authorities when the law requires it. We do not sell your personal information.',
      },
      { t: 'h', text: '4. How long we keep it' },
      {
        t: 'p',
        text: 'We keep your information while your account is active and for as long as needed to provide the service, resolve disputes and meet our legal, tax and accounting obligations. Then we delete or anonymize it.',
      },
      { t: 'h', text: '5. Your choices and rights' },
      {
        t: 'p',
        text: 'You can view and update your phone number and address in your profile at any time. You may ask us for a copy of your information, to correct it or to delete your account, and Nevada residents may submit a request not to have their information sold. Write to us at the address below; we answer within 30 days.',
      },
      { t: 'h', text: '6. Security' },
      {
        t: 'p',
        text: 'All traffic to UpKeep is encrypted. Passwords are stored only as strong one-way hashes, access to personal data is limited to the people who need it, and payment data stays with our payment provider.',
      },
      { t: 'h', text: '7. Children' },
      { t: 'p', text: 'UpKeep is intended for adults. We do not knowingly collect information from anyone under 18.' },
      { t: 'h', text: '8. Changes and contact' },
      {
        t: 'p',
        text: `We may update this policy; the date above shows the latest version, and we will tell you by e-mail about important changes. Questions or requests: ${CONTACT}.`,
      },
    ],
  },
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    blocks: [
      { t: 'title', text: 'UpKeep Terms and Conditions' },
      { t: 'meta', text: `Last updated: ${UPDATED}` },
      {
        t: 'p',
        text: 'These terms apply to your use of the UpKeep website and to every booking you make through it. By creating an account, continuing as a guest or booking a service, you agree to them.',
      },
      { t: 'h', text: '1. The marketplace' },
      {
        t: 'p',
        text: 'UpKeep lists independent home-service companies that serve the Las Vegas valley. UpKeep is not a party to the work itself: each company sets its own prices, performs the service, and is responsible for holding the licenses and insurance its work requires in Nevada.',
      },
      { t: 'h', text: '2. Accounts and guest bookings' },
      {
        t: 'p',
        text: 'You must be at least 18 and give accurate name, e-mail, phone and address details. Keep your password private; you are responsible for activity on your account. Guests can book with a name, e-mail and phone number but cannot use discount codes.',
      },
      { t: 'h', text: '3. Prices and payment' },
      {
        t: 'li',
        text: "The total shown before you book is calculated from the company's price list and your questionnaire answers, plus any booking fee, and is what you are charged.",
      },
      {
        t: 'li',
        text: 'Your card is charged through our payment provider when you confirm the booking. Free estimates need no card.',
      },
      {
        t: 'li',
        text: 'If the company finds extra work on site, it sends an open charge that you can accept or decline in My tickets. You are never billed for an open charge you decline.',
      },
      {
        t: 'li',
        text: 'Discount codes apply only to logged-in customers, until their expiration date and to the services they name.',
      },
      { t: 'h', text: '4. Rescheduling and cancelation' },
      {
        t: 'p',
        text: 'You can reschedule or cancel free of charge up to 48 hours before the visit; within 48 hours a $25 fee applies. The Cancelation Policy sets out the details and forms part of these terms.',
      },
      { t: 'h', text: '5. Your responsibilities' },
      {
        t: 'p',
        text: 'Describe the job accurately, give the company safe access to the work area at the booked time, secure pets, and tell us or the company promptly about anything that could affect the work.',
      },
      { t: 'h', text: '6. Reviews' },
      {
        t: 'p',
        text: 'Reviews must be honest and about a visit you booked. We may remove reviews that are abusive, off-topic or contain personal information.',
      },
      { t: 'h', text: '7. Problems with a service' },
      {
        t: 'p',
        text: "If you are not satisfied with the work, contact us within 7 days of the visit. We will work with the company to resolve it. To the extent the law allows, UpKeep's liability for a booking is limited to the fees paid to UpKeep for that booking.",
      },
      { t: 'h', text: '8. Governing law and changes' },
      {
        t: 'p',
        text: `These terms are governed by the laws of the State of Nevada, and disputes are heard in the courts of Clark County. We may update these terms; the version in force when you book applies to that booking. Contact: ${CONTACT}.`,
      },
    ],
  },
  'cancelation-policy': {
    title: 'Cancelation Policy',
    blocks: [
      { t: 'title', text: 'UpKeep Cancelation Policy' },
      { t: 'meta', text: `Last updated: ${UPDATED}` },
      {
        t: 'p',
        text: 'Plans change. This policy explains how to cancel or reschedule a visit booked through UpKeep, and what it costs.',
      },
      { t: 'h', text: 'More than 48 hours before the visit' },
      {
        t: 'p',
        text: 'Free cancelation or rescheduling up to 48 hours before the scheduled visit. A canceled visit is refunded in full to the card you paid with.',
      },
      { t: 'h', text: 'Within 48 hours of the visit' },
      {
        t: 'p',
        text: 'Rescheduling within 48 hours of the visit costs a $25 reschedule fee, paid when you confirm the new date and time. A cancelation within 48 hours is refunded minus the same $25 fee, which compensates the company for the time it held for you.',
      },
      { t: 'h', text: 'How to reschedule or cancel' },
      {
        t: 'li',
        text: 'Customers with an account: open the visit in My tickets and choose Reschedule, or change its status to cancel it.',
      },
      { t: 'li', text: `Guests: use the link in your confirmation e-mail, or contact us at ${CONTACT}.` },
      { t: 'h', text: 'When the company cancels' },
      {
        t: 'p',
        text: 'If the company cancels or does not show up, you pay no fee, you receive a full refund, and we will help you book another company.',
      },
      { t: 'h', text: 'Weather and safety' },
      {
        t: 'p',
        text: 'Outdoor work may be moved because of extreme heat warnings, monsoon storms or high winds. Visits moved for weather or safety reasons are rescheduled at no charge.',
      },
      { t: 'h', text: 'Refunds' },
      {
        t: 'p',
        text: 'Refunds go back to the original card, usually within 5 to 10 business days depending on your bank. Free estimates can be canceled at any time at no cost.',
      },
    ],
  },
};

// ------------------------------------------------------------------------------------- font metrics
// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32..126, from the Adobe AFM files.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

const STYLES = {
  title: { font: 'F2', size: 20, leading: 26, before: 0, after: 4, widths: HELVETICA_BOLD, color: '0.031 0.498 0.357' },
  meta: { font: 'F1', size: 9.5, leading: 13, before: 0, after: 10, widths: HELVETICA, color: '0.45 0.45 0.45' },
  h: { font: 'F2', size: 12.5, leading: 17, before: 10, after: 2, widths: HELVETICA_BOLD, color: '0.13 0.13 0.13' },
  p: { font: 'F1', size: 10.5, leading: 14.5, before: 0, after: 6, widths: HELVETICA, color: '0.2 0.2 0.2' },
  li: { font: 'F1', size: 10.5, leading: 14.5, before: 0, after: 3, widths: HELVETICA, color: '0.2 0.2 0.2' },
};

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 72;
const BULLET_INDENT = 14;
const FOOTER_Y = 40;

/** Keeps to printable ASCII, which WinAnsiEncoding and the width tables above cover. */
function ascii(text) {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E]/g, '');
}

function textWidth(text, style) {
  let units = 0;
  for (const ch of text) units += style.widths[ch.charCodeAt(0) - 32] ?? 556;
  return (units * style.size) / 1000;
}

function wrap(text, style, maxWidth) {
  const lines = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, style) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const pdfString = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
const num = (v) => String(Math.round(v * 100) / 100);

/** Lays the blocks out on Letter pages; returns each page's content-stream operators. */
function layout(doc) {
  const pages = [[]];
  let y = PAGE_H - MARGIN;
  const textWidthMax = PAGE_W - 2 * MARGIN;
  for (const block of doc.blocks) {
    const style = STYLES[block.t];
    const indent = block.t === 'li' ? BULLET_INDENT : 0;
    const lines = wrap(ascii(block.text), style, textWidthMax - indent);
    y -= style.before;
    lines.forEach((text, i) => {
      if (y - style.leading < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= style.leading;
      const ops = pages.at(-1);
      ops.push(
        `${style.color} rg BT /${style.font} ${style.size} Tf ${num(MARGIN + indent)} ${num(y)} Td (${pdfString(text)}) Tj ET`,
      );
      if (block.t === 'li' && i === 0) {
        ops.push(`BT /F2 ${style.size} Tf ${num(MARGIN + 2)} ${num(y)} Td (-) Tj ET`);
      }
    });
    y -= style.after;
  }
  return pages.map((ops, i) =>
    [
      ...ops,
      `0.5 0.5 0.5 rg BT /F1 8.5 Tf ${MARGIN} ${FOOTER_Y} Td (${pdfString(`UpKeep - ${doc.title}`)}) Tj ET`,
      `BT /F1 8.5 Tf ${PAGE_W - MARGIN - 60} ${FOOTER_Y} Td (Page ${i + 1} of ${pages.length}) Tj ET`,
    ].join('\n'),
  );
}

/** Serializes a PDF: objects numbered from 1, byte offsets in the xref table. */
function buildPdf(doc) {
  const contents = layout(doc);
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add(null); // filled once the page tree's id is known
  const pagesId = add(null);
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const infoId = add(
    `<< /Title (${pdfString(`UpKeep ${doc.title}`)}) /Author (UpKeep) /Producer (make-legal-pdfs.mjs) /CreationDate (${PDF_DATE}) /ModDate (${PDF_DATE}) >>`,
  );
  const pageIds = contents.map((stream) => {
    const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return { bytes: Buffer.from(out, 'latin1'), pages: pageIds.length };
}

mkdirSync(OUT, { recursive: true });
for (const [name, doc] of Object.entries(DOCUMENTS)) {
  const { bytes, pages } = buildPdf(doc);
  writeFileSync(join(OUT, `${name}.pdf`), bytes);
  console.log(`${name}.pdf: ${pages} page(s), ${bytes.length} bytes`);
}
