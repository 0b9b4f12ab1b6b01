/**
 * The language a ticket's customer is written to in (issue 49, decision 0038): the account's for a customer, the
 * booking's (the language its checkout was made in) for a guest.
 */
import type { Locale } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { TicketRow } from '../../tickets/lifecycle/ownership.ts';
import { customerLocaleOf } from './queries.ts';

export async function customerLocale(
  db: Database | Tx,
  ticket: Pick<TicketRow, 'customerId' | 'locale'>,
): Promise<Locale> {
  if (ticket.customerId === null) return ticket.locale;
  return (await customerLocaleOf(db, ticket.customerId)) ?? ticket.locale;
}

/** A customer account's language (a plan's customer, an account e-mail): English for none. */
export async function accountLocale(db: Database | Tx, customerId: number): Promise<Locale> {
  return (await customerLocaleOf(db, customerId)) ?? 'en';
}

/**
 * The language a question's asker is written to in (a question before booking, decision 0038): the language it was
 * asked in; a signed-in customer's Spanish account wins over an English page, as a temporary password's does.
 */
export async function askerLocale(
  db: Database | Tx,
  question: { customerId: number | null; locale: Locale },
): Promise<Locale> {
  if (question.customerId === null) return question.locale;
  const account = await customerLocaleOf(db, question.customerId);
  return account && account !== 'en' ? account : question.locale;
}
