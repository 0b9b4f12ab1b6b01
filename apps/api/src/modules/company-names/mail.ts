import { escapeHtml } from '../../lib/format.ts';

/** The e-mail telling a company what UpKeep decided of its rename. Plain text first; the HTML says the same. */
export function renameDecisionEmail(input: {
  /** The name customers see now (the new one once approved). */
  companyName: string;
  requestedName: string;
  ownerName: string;
  approved: boolean;
  reason?: string;
  contactUrl: string;
}) {
  const { companyName, requestedName, approved, contactUrl } = input;
  const greeting = input.ownerName.trim() ? `Hello ${input.ownerName.trim()},` : 'Hello,';
  const subject = approved
    ? `Your company is now called ${requestedName} on UpKeep`
    : `UpKeep declined the new name ${requestedName}`;
  const intro = approved
    ? `UpKeep approved your new name: customers now see your company as ${requestedName}.`
    : `UpKeep declined renaming ${companyName} to ${requestedName}, for this reason:`;
  const next = approved
    ? 'Your address on the marketplace stays the same, so links to your company keep working.'
    : `Customers keep seeing your company as ${companyName}. You can ask for another name from your profile.`;
  const reason = approved ? '' : (input.reason ?? '');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...(reason ? [reason, ''] : []),
    next,
    '',
    `Questions? Write to us: ${contactUrl}`,
    '',
    'The UpKeep team',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${reason ? `<blockquote style="white-space:pre-wrap">${escapeHtml(reason)}</blockquote>\n` : ''}<p>${escapeHtml(next)}</p>
<p>Questions? <a href="${escapeHtml(contactUrl)}">Write to us</a>.</p>
<p>The UpKeep team</p>`;
  return { subject, text, html };
}
