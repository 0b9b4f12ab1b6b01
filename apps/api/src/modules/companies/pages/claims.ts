/**
 * What a company's tags may claim in public (issue 32: "Unverified, nothing is claimed"). A company types its
 * tags freely; a tag that claims a licence or insurance is shown only while UpKeep's check of that credential
 * stands, and one that claims a bond never (UpKeep checks no bond). The offers and the company page show a
 * company's tags through `publicTags`; the company's own profile keeps every tag it typed.
 */

export interface CheckedCredentials {
  /** UpKeep checked the licence the company states (`licence_verified_at`). */
  licence: boolean;
  /** UpKeep checked the insurance certificate the company uploaded (`insurance_verified_at`). */
  insurance: boolean;
}

/** The words that claim a credential, and which check stands behind them (null: none can). */
const CLAIMS: readonly { words: RegExp; checkedBy: keyof CheckedCredentials | null }[] = [
  // Licensed, licenced, licence, license, "Lic. #0081234".
  { words: /licen[cs]|\blic\b/i, checkedBy: 'licence' },
  // Insured, insurance.
  { words: /insur/i, checkedBy: 'insurance' },
  // Bonded, bond.
  { words: /\bbond/i, checkedBy: null },
];

/** Whether a tag claims a credential that UpKeep has not checked. */
const claimsUnchecked = (tag: string, checked: CheckedCredentials) =>
  CLAIMS.some(({ words, checkedBy }) => words.test(tag) && (checkedBy === null || !checked[checkedBy]));

/** The tags the public may read: those that claim nothing unchecked. */
export function publicTags(tags: readonly string[], checked: CheckedCredentials): string[] {
  return tags.filter((tag) => !claimsUnchecked(tag, checked));
}
