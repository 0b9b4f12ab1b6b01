/**
 * A form checks what it will send with the contract's own request schema, exactly as the server will, so a
 * problem is named before any request is made.
 */
import type { z } from 'zod';

/** The form's field names (the API's), each with the label the screen shows. */
export type FieldLabels<V> = { [K in keyof V]: string };

/**
 * Checks `values` (the body as it will be sent) against the contract's request schema, exactly as the server
 * will, and answers the first problem of each field of `labels` as "{label} {problem}" (e.g. 'Email must be
 * a valid e-mail address'). A problem of a field the form does not show (an id it sends) is left to the server.
 */
export function schemaErrors<V extends object>(
  schema: z.ZodType,
  values: unknown,
  labels: FieldLabels<V>,
): Partial<Record<keyof V, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof V, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof V | undefined;
    if (field === undefined || !(field in labels) || errors[field]) continue;
    errors[field] = `${labels[field]} ${issue.message}`;
  }
  return errors;
}
