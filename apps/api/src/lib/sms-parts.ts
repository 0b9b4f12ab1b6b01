/**
 * How many parts a text message is sent in (issue 49: Spanish texts are written to stay one part). A text in the
 * GSM-7 alphabet (GSM 03.38: Latin letters, digits, common punctuation, and é ñ ü ¿ ¡ among the few accented
 * letters) takes 160 characters in one part and 153 a part beyond, the extension table's characters (€ [ ] { } ~ ^ \ |)
 * counting two; a text with any other character (á í ó ú, an emoji) is sent as UCS-2: 70 UTF-16 units in one part,
 * 67 a part beyond. Carriers bill each part.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

/** The text's encoding and its length in that encoding's units (GSM-7 septets, or UTF-16 units). */
export function smsEncoding(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number } {
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else return { encoding: 'UCS-2', units: text.length };
  }
  return { encoding: 'GSM-7', units: septets };
}

/** The number of parts the text is sent in (an empty text is one part). */
export function smsParts(text: string): number {
  const { encoding, units } = smsEncoding(text);
  const [single, each] = encoding === 'GSM-7' ? [160, 153] : [70, 67];
  return units <= single ? 1 : Math.ceil(units / each);
}

/** The accented letters GSM-7 lacks, and the letter a Spanish text writes for each (é, ñ, ü, ¿ and ¡ are GSM-7). */
const GSM7_LETTERS: Readonly<Record<string, string>> = {
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  Á: 'A',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
};

/**
 * A Spanish text in GSM-7 letters: á í ó ú written a i o u, as Spanish texts commonly are, so that a service's name
 * ('Jardinería') or a weekday ('sáb') does not make the whole text UCS-2 (70 characters a part instead of 160).
 */
export const gsm7Letters = (text: string) => text.replace(/[áíóúÁÍÓÚ]/g, (letter) => GSM7_LETTERS[letter] ?? letter);
