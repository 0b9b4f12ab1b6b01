/**
 * How long the texts people type may be: the request schemas refuse longer ones and the forms stop typing
 * at the same length, so nobody writes a message the server then refuses.
 */
export const FIELD_LIMITS = {
  /** A person's name. */
  name: 100,
  /** A company's name. */
  companyName: 150,
  /** A city. */
  city: 100,
  /** A street address. */
  address: 300,
  /** A message, instructions, a description, a review's comment. */
  message: 2000,
  /** The comments that go with a status change. */
  statusComments: 1000,
  /** Where a visitor came from (a marketing source). */
  origin: 50,
} as const;
