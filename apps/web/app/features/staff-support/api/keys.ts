/**
 * The support screens' cached answers (issue 15): the inbox, tickets with their refunds, customers, failed jobs. Every
 * key starts with ['staff', token, 'support'] so a change invalidates only what it touched.
 */
import type { InboxKind, InboxQuery, StaffCustomersQuery, StaffTicketsQuery } from '@upkeep/contract';

const root = (token: string) => ['staff', token, 'support'] as const;
export const supportKeys = {
  inbox: (token: string) => [...root(token), 'inbox'] as const,
  inboxList: (token: string, query: InboxQuery) => [...root(token), 'inbox', 'list', query] as const,
  inboxItem: (token: string, kind: InboxKind, id: number) => [...root(token), 'inbox', 'item', kind, id] as const,
  tickets: (token: string) => [...root(token), 'tickets'] as const,
  ticketList: (token: string, query: StaffTicketsQuery) => [...root(token), 'tickets', 'list', query] as const,
  ticket: (token: string, id: number) => [...root(token), 'tickets', 'item', id] as const,
  atRisk: (token: string) => [...root(token), 'at-risk'] as const,
  failedJobs: (token: string) => [...root(token), 'jobs', 'failed'] as const,
  companyOptions: (token: string, text: string) => [...root(token), 'company-options', text] as const,
  customers: (token: string) => [...root(token), 'customers'] as const,
  customerList: (token: string, query: StaffCustomersQuery) => [...root(token), 'customers', 'list', query] as const,
  customer: (token: string, id: number) => [...root(token), 'customers', 'item', id] as const,
};
