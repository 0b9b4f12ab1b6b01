/** Small formatting helpers shared by answers, e-mails and PDFs. */
import { toDollars } from '@upkeep/contract';

/** Cents as dollars (a number with at most two decimals), as answers carry money: the contract's toDollars. */
export const dollars = toDollars;

/** Cents as '$1,234.50', as e-mails and PDFs show money. */
export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
