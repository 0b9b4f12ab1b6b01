/**
 * Before a booking is confirmed, the two sides cannot take the job off the marketplace: phone numbers, e-mail
 * addresses and links in the other side's messages are hidden (issue 30). Pure.
 */
import { HIDDEN_CONTACT } from '@upkeep/contract';

/** An address as written (rosa@example.com), or spelled out with both words (rosa at example dot com). */
const EMAIL =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|[\p{L}\p{N}._%+-]+\s*(?:\(at\)|\[at\]|\s+at\s+)\s*[\p{L}\p{N}-]+\s*(?:\(dot\)|\[dot\]|\s+dot\s+)\s*[\p{L}\p{N}-]+/giu;
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|co|us|biz|info|me|app|site|online|xyz|ca|dev|ly|gl|tv|ai|shop|store|page|link)\b(?:\/\S*)?/giu;
/**
 * A North American number however it is punctuated: (702) 555-0142, 702.555.0142, 702/555/0142, +1 702 555 0142,
 * 7025550142. Not a date, a price, a time or an invoice number (ten digits in the 3-3-4 shape only).
 */
const PHONE = /(?<![\d/.-])(?:\+?1[\s./-]?)?\(?\d{3}\)?[\s./-]?\d{3}[\s./-]?\d{4}(?![\d/-])/g;

export function hideContacts(body: string): string {
  return body
    .replace(EMAIL, HIDDEN_CONTACT.email)
    .replace(LINK, HIDDEN_CONTACT.link)
    .replace(PHONE, HIDDEN_CONTACT.phone);
}
