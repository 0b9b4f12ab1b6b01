/** How the console writes what the server leaves to it: the roles' names, and a refusal with its field. */
import type { StaffRole } from '@upkeep/contract';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';

/** The server's message with the first field problem it names, if any (a 400's "value must be ..."). */
export function detailedErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  const first = error instanceof ApiError ? error.errors?.[0] : undefined;
  return first && !message.includes(first.message) ? `${message}: ${first.field} ${first.message}` : message;
}

export const ROLE_LABELS: Record<StaffRole, string> = { support: 'Support', admin: 'Administrator' };
