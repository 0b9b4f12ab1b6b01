/** PostgreSQL error codes the services turn into answers (drivers put the code on the error or its cause). */
const codeOf = (err: unknown) =>
  (err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;

/** 23505: a unique index refused the row (a concurrent twin got there first). */
export const isUniqueViolation = (err: unknown) => codeOf(err) === '23505';

/** 23P01: an exclusion constraint refused the row (tickets_no_double_booking_ex: the time is taken). */
export const isExclusionViolation = (err: unknown) => codeOf(err) === '23P01';

/** The name of the constraint or index that refused the row, where the driver tells it. */
export const constraintOf = (err: unknown): string | undefined =>
  (err as { constraint?: string })?.constraint ?? (err as { cause?: { constraint?: string } })?.cause?.constraint;
