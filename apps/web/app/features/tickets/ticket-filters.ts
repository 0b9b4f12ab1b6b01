/**
 * The ticket list's filters live in the URL (?PageNumber=2&StatusID=4…), so a reload, the back button
 * and a shared link keep them. The names are the API's query names (spec 000 section 7).
 */
import { isIsoDate } from '@upkeep/contract';
import type { TicketFilters } from './api/get-tickets';
import { positiveInt } from './ticket-params';

export const FILTER_KEYS = ['MinDate', 'MaxDate', 'TicketID', 'StatusID', 'ServiceID'] as const;

export function filtersFromSearch(search: URLSearchParams): TicketFilters {
  const date = (key: string) => {
    const value = search.get(key);
    return value && isIsoDate(value) ? value : undefined;
  };
  const id = (key: string) => positiveInt(search.get(key)) ?? undefined;
  const filters: TicketFilters = { PageNumber: id('PageNumber') ?? 1 };
  const values = {
    MinDate: date('MinDate'),
    MaxDate: date('MaxDate'),
    TicketID: id('TicketID'),
    StatusID: id('StatusID'),
    ServiceID: id('ServiceID'),
  };
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  return filters;
}

/** The URL's query for filters; page 1 is left out. */
export function searchFromFilters(filters: TicketFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (filters.PageNumber > 1) search.set('PageNumber', String(filters.PageNumber));
  return search;
}

export function hasFilters(filters: TicketFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}
