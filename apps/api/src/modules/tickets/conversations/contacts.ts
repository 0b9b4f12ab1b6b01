/**
 * Before a booking is confirmed, the two sides cannot take the job off the marketplace: phone numbers, e-mail
 * addresses and links in the other side's messages are hidden (issue 30). Pure.
 *
 * Matching reads a normalised copy of the message (issue 47: the masking was bypassed by "702 - 555 - 0144",
 * digits split by zero-width spaces, full-width digits and "＠", numbers spelled out in English or Spanish, and
 * "rosa.sp @ gmail . com"): each character in NFKC form, format characters (zero-width spaces, joiners, soft
 * hyphens) removed. What is found is hidden in the message as written; the rest of it is left exactly as it was.
 */
import { HIDDEN_CONTACT } from '@upkeep/contract';

type Kind = keyof typeof HIDDEN_CONTACT;

/** An address as written (rosa@example.com), or spelled out with both words (rosa at example dot com). */
const EMAIL =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|[\p{L}\p{N}._%+-]+\s*(?:\(at\)|\[at\]|\s+at\s+|\s+arroba\s+)\s*[\p{L}\p{N}-]+\s*(?:\(dot\)|\[dot\]|\s+dot\s+|\s+punto\s+)\s*[\p{L}\p{N}-]+/giu;
/** The same with spaces around "@" and the dots: "rosa.sp @ gmail . com" (the domain ends in a known suffix). */
const SPACED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)*?\s*\.\s*(?:com|net|org|edu|gov|io|co|us|mx|es|info|biz|me|app|ca|dev|ai|xyz|live|icloud)\b/giu;
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|co|us|biz|info|me|app|site|online|xyz|ca|dev|ly|gl|tv|ai|shop|store|page|link)\b(?:\/\S*)?/giu;
/**
 * A North American number however it is punctuated: (702) 555-0142, 702.555.0142, 702/555/0142, +1 702 555 0142,
 * 7025550142. Not a date, a price, a time or an invoice number (ten digits in the 3-3-4 shape only).
 */
const PHONE = /(?<![\d/.-])(?:\+?1[\s./-]?)?\(?\d{3}\)?[\s./-]?\d{3}[\s./-]?\d{4}(?![\d/-])/g;

/** The digits a person may spell, in English and in Spanish ("oh" for zero; not "o", the Spanish "or"). */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  cero: '0',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
};
const DIGIT_TOKEN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${Object.keys(DIGIT_WORDS).join('|')})(?![\\p{L}])|\\p{Nd}`,
  'giu',
);
/** What may stand between the digits of one number: spaces, dots, dashes, slashes, brackets, underscores, stars. */
const BETWEEN_DIGITS = /^[\s.\-‐‑‒–—/()[\]_*·+]*$/u;

interface Group {
  digits: string;
  start: number;
  end: number;
  /** What stands before this group in its run (empty for the first). */
  before: string;
}

/** A date written with dashes or slashes (2026-12-08, 12/08/2026): its three groups are not a phone number. */
const isDate = (a: Group, b: Group, c: Group) => {
  const sep = /^[-/]$/;
  if (!sep.test(b.before) || !sep.test(c.before)) return false;
  const [x, y, z] = [a.digits.length, b.digits.length, c.digits.length];
  return (x === 4 && y <= 2 && z <= 2) || (x <= 2 && y <= 2 && z === 4);
};

/**
 * Ten digits (or eleven after a 1) that belong together: groups of at most four digits or spelled-out digits, with
 * only spaces, dots, dashes or brackets between them ("702 - 555 - 0144", "7 0 2 5 5 5 0 1 4 4", "seven zero two
 * …", "siete cero dos …"). The ranges are in the normalised text.
 */
function spreadNumbers(text: string): [number, number][] {
  const runs: Group[][] = [];
  let run: Group[] = [];
  let last: Group | null = null;
  for (const match of text.matchAll(DIGIT_TOKEN)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const digit = DIGIT_WORDS[match[0].toLowerCase()] ?? match[0];
    const word = match[0].length > 1 || !/\d/.test(match[0]);
    const between: string = last ? text.slice(last.end, start) : '';
    if (last && !word && between === '' && /\d$/.test(text.slice(last.start, last.end))) {
      last.digits += digit;
      last.end = end;
      continue;
    }
    if (last && !BETWEEN_DIGITS.test(between)) {
      runs.push(run);
      run = [];
    }
    last = { digits: digit, start, end, before: run.length ? between.trim() : '' };
    run.push(last);
  }
  runs.push(run);
  const found: [number, number][] = [];
  for (const groups of runs) {
    const dates = new Set<number>();
    for (let i = 0; i + 2 < groups.length; i++) {
      const [a, b, c] = [groups[i], groups[i + 1], groups[i + 2]];
      if (a && b && c && isDate(a, b, c)) for (const k of [i, i + 1, i + 2]) dates.add(k);
    }
    for (let i = 0; i < groups.length; i++) {
      let digits = '';
      for (let j = i; j < groups.length; j++) {
        const group = groups[j];
        if (!group || dates.has(j) || (group.digits.length > 4 && j > i)) break;
        digits += group.digits;
        // "1 702 555 0144": ten digits after a leading 1 are the number, not the first ten.
        const next = groups[j + 1];
        const longer = digits.length === 10 && digits.startsWith('1') && next?.digits.length === 1 && !dates.has(j + 1);
        const phone = !longer && (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')));
        if (phone && (group.digits.length <= 4 || i === j)) {
          found.push([groups[i]?.start ?? 0, group.end]);
          i = j;
          break;
        }
        if (digits.length > 11) break;
      }
    }
  }
  return found;
}

/** The message as matching reads it, with where each of its characters came from in the message as written. */
function normalised(body: string): { text: string; from: number[]; to: number[] } {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const char of body) {
    const next = at + char.length;
    const form = /\p{Cf}/u.test(char) ? '' : char.normalize('NFKC');
    for (let k = 0; k < form.length; k++) {
      from.push(at);
      to.push(next);
    }
    text += form;
    at = next;
  }
  return { text, from, to };
}

export function hideContacts(body: string): string {
  const { text, from, to } = normalised(body);
  const spans: { start: number; end: number; kind: Kind }[] = [];
  const add = (start: number, end: number, kind: Kind) => {
    if (end <= start) return;
    spans.push({ start: from[start] ?? 0, end: to[end - 1] ?? body.length, kind });
  };
  for (const pattern of [EMAIL, SPACED_EMAIL]) {
    for (const m of text.matchAll(pattern)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'email');
  }
  for (const m of text.matchAll(LINK)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'link');
  for (const m of text.matchAll(PHONE)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'phone');
  for (const [start, end] of spreadNumbers(text)) add(start, end, 'phone');
  if (spans.length === 0) return body;
  // Earlier first; of two that overlap, the one found first (an address before a link inside it) wins.
  const order: Kind[] = ['email', 'link', 'phone'];
  spans.sort((a, b) => a.start - b.start || order.indexOf(a.kind) - order.indexOf(b.kind) || b.end - a.end);
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    out += body.slice(at, span.start) + HIDDEN_CONTACT[span.kind];
    at = span.end;
  }
  return out + body.slice(at);
}
