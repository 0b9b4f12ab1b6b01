/** SQL conditions of this module's rules that other modules' queries use too (a queries file is its module's own). */
import { addDays, valleyInstant } from '@upkeep/contract';
import { type SQL, sql } from 'drizzle-orm';

/** The filters of a ticket list (the customer's tickets, the company's jobs): dates are valley dates. */
export interface TicketListFilters {
  PageNumber: number;
  _pageSize: number;
  MinDate?: string | undefined;
  MaxDate?: string | undefined;
  TicketID?: number | undefined;
  StatusID?: number | undefined;
  ServiceID?: number | undefined;
}

/** The filters' conditions over `t` (tickets) and `cs` (its company service): one reading for every ticket list. */
export function ticketListConditions(f: TicketListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.MinDate)
    conditions.push(sql`t.scheduled_at >= ${valleyInstant(f.MinDate, '00:00').toISOString()}::timestamptz`);
  if (f.MaxDate)
    conditions.push(sql`t.scheduled_at < ${valleyInstant(addDays(f.MaxDate, 1), '00:00').toISOString()}::timestamptz`);
  if (f.TicketID) conditions.push(sql`t.id = ${f.TicketID}`);
  if (f.StatusID) conditions.push(sql`t.status_id = ${f.StatusID}`);
  if (f.ServiceID) conditions.push(sql`cs.service_id = ${f.ServiceID}`);
  return conditions;
}
