/**
 * What the setup screens share besides their calls (which are under api/, one file per endpoint, with their
 * query keys): the token, and a 400's field errors.
 */
import { ApiError } from '../../lib/api';
import { useCompanyToken } from '../../session/realm-session';

/** The signed-in company user's token (the pro layout lets only signed-in users in). */
export const useToken = () => useCompanyToken() ?? '';

/** Puts a 400's field errors on the form's fields (the rest of what was typed is kept). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError && error.statusCode === 400) {
    for (const e of error.errors ?? []) fields[e.field] = e.message;
  }
  return fields;
}
