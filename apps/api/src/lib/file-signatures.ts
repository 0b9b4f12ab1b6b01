/**
 * What a file's first bytes say it is ("magic numbers"), to hold an upload kept as sent to the type it was sent
 * as: a file is served back with its declared type (and `nosniff`), so a declared PDF must be a PDF.
 */

/** A signature: these bytes at this offset (several: all of them). */
type Signature = readonly { offset: number; bytes: readonly number[] }[];

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Readonly<Record<string, Signature>> = {
  // ISO 32000: the file begins with its header, `%PDF-` and the version.
  'application/pdf': [{ offset: 0, bytes: ascii('%PDF-') }],
  // Start of image, then the marker of the next segment.
  'image/jpeg': [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }],
  // The whole 8-byte PNG signature.
  'image/png': [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  // A RIFF container whose form type is WEBP.
  'image/webp': [
    { offset: 0, bytes: ascii('RIFF') },
    { offset: 8, bytes: ascii('WEBP') },
  ],
};

/** Whether `bytes` begin as a file of `contentType` does (false for a type without a known signature). */
export function hasSignatureOf(contentType: string, bytes: Uint8Array): boolean {
  const signature = SIGNATURES[contentType.toLowerCase()];
  if (!signature) return false;
  return signature.every(({ offset, bytes: expected }) => expected.every((b, i) => bytes[offset + i] === b));
}
