/**
 * Before a booking is confirmed, the two sides cannot take the job off the marketplace: phone numbers, e-mail
 * addresses and links in the other side's messages are hidden (issue 30). Pure.
 */
import { HIDDEN_CONTACT } from '@upkeep/contract';

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\s+at\s+)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*[\p{L}\p{N}-]+)+/giu;
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|co|us|biz|info|me|app|site|online|xyz)\b(?:\/\S*)?/giu;
/** Seven or more digits, however they are spaced or punctuated ((702) 555-0142, 702.555.0142, +1 702 555 0142). */
const PHONE = /(?:\+?\(?\d[\s().-]*){7,}\d?/g;

export function hideContacts(body: string): string {
  return body
    .replace(EMAIL, HIDDEN_CONTACT.email)
    .replace(LINK, HIDDEN_CONTACT.link)
    .replace(PHONE, (match) => {
      // Keep a trailing separator the number swallowed ("call 702 555 0142 now").
      const trailing = /[\s().-]+$/.exec(match)?.[0] ?? '';
      return `${HIDDEN_CONTACT.phone}${trailing}`;
    });
}
