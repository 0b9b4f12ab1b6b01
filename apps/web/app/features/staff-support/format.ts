/** A positive integer from a URL (path or query), else undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
