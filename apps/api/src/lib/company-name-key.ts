/**
 * The key under which a company's name is compared with the others' (issue 24): two names with one key look
 * the same to a customer, so two companies never share one (`companies.name_key`, unique; a pending rename's
 * `pending_name_key` likewise).
 *
 * The steps: NFKC (full-width and styled letters become plain ones), format and other default-ignorable
 * characters removed (zero-width spaces and joiners, bidi marks, soft hyphens, variation selectors), whitespace
 * collapsed and trimmed, trailing punctuation removed, case folded, and every character mapped to its skeleton
 * by Unicode's confusables table (UTS #39, the `unhomoglyph` package's copy of confusables.txt): a Cyrillic
 * 'о' and a Greek 'ο' are an 'o', a '0' is an 'O', an 'm' is 'rn'. The key is for comparing only, never shown.
 *
 * Case folding and the table do not commute: the table maps the capital Cyrillic 'В' to 'B' but its small
 * 'в' to 'ʙ', and maps 'I' to 'l' while 'i' stays. A character is therefore folded first (so that every case
 * variant of a Latin name has one key), except a capital outside ASCII, which is mapped as written when that
 * gives Latin letters ('В' and 'B' then meet at 'b', the Greek 'Ν' and 'N' at 'n').
 */
import unhomoglyph from 'unhomoglyph';

/** Characters no one sees: format characters (Cf: zero-width space, joiners, bidi marks, BOM) and the rest. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const WHITESPACE = /[\s\p{Z}]+/gu;
const TRAILING_PUNCTUATION = /[\p{P}\s]+$/u;
const ASCII = /^\p{ASCII}*$/u;

/** The table's mapping, each character by itself (NFD around it, as UTS #39's skeleton). */
const skeleton = (s: string) => unhomoglyph(s.normalize('NFD')).normalize('NFD');

/** Folded and mapped until nothing changes (a mapping can give a letter that folds, a fold one that maps). */
function settle(s: string): string {
  let current = s;
  for (let i = 0; i < 4; i++) {
    const next = skeleton(current.toLowerCase()).toLowerCase();
    if (next === current) break;
    current = next;
  }
  return current;
}

function keyOfCharacter(ch: string): string {
  const folded = settle(ch);
  if (ASCII.test(ch) || ch.toLowerCase() === ch) return folded;
  // A capital outside ASCII is mapped as written: 'В' is a 'B' (its small 'в' is not a 'b'). The table maps
  // capitals that look like an 'I' to 'l', where a Latin 'I' folds to 'i': they fold to 'i' too.
  const written = skeleton(ch);
  const asWritten = settle(written === 'l' ? 'I' : written);
  return ASCII.test(asWritten) ? asWritten : folded;
}

/** The key of a company's name (see above). Empty for a name of nothing but invisible characters. */
export function companyNameKey(name: string): string {
  const cleaned = name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(WHITESPACE, ' ')
    .trim()
    .replace(TRAILING_PUNCTUATION, '');
  let key = '';
  for (const ch of cleaned.normalize('NFD')) key += keyOfCharacter(ch);
  return key.normalize('NFC');
}
