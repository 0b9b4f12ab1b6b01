import { Messages } from '@upkeep/contract';
import { ApiError } from '../../lib/api';

/** What a failed ticket call says: the server's 'Access denied…' for a ticket that is not the customer's. */
export function ticketErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.statusCode === 401) return Messages.accessDeniedTicket;
  if (error instanceof ApiError && error.statusCode === 0) return error.message;
  return 'Check your connection and try again.';
}
