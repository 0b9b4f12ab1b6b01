/**
 * Every cached ticket answer sits under ['customer', 'tickets', token]: keyed by token, so one customer's
 * tickets never show for the next one on this browser, and Log out (which forgets ['customer']) drops them.
 */
export const ticketKeys = {
  /** Everything of one customer's tickets: what a change invalidates. */
  all: (token: string) => ['customer', 'tickets', token] as const,
  list: (token: string, filters: object) => ['customer', 'tickets', token, 'list', filters] as const,
  /** Everything of one ticket. */
  ticket: (token: string, id: number) => ['customer', 'tickets', token, id] as const,
  detail: (token: string, id: number) => ['customer', 'tickets', token, id, 'detail'] as const,
  lines: (token: string, id: number) => ['customer', 'tickets', token, id, 'lines'] as const,
  history: (token: string, id: number) => ['customer', 'tickets', token, id, 'history'] as const,
  photos: (token: string, id: number) => ['customer', 'tickets', token, id, 'photos'] as const,
  messages: (token: string, id: number) => ['customer', 'tickets', token, id, 'messages'] as const,
  flow: (token: string, id: number) => ['customer', 'tickets', token, id, 'flow'] as const,
  charges: (token: string, id: number) => ['customer', 'tickets', token, id, 'charges'] as const,
  scheduledService: (token: string, id: number, serviceId: number) =>
    ['customer', 'tickets', token, id, 'scheduled-service', serviceId] as const,
  review: (token: string, id: number) => ['customer', 'tickets', token, id, 'review'] as const,
  tip: (token: string, id: number) => ['customer', 'tickets', token, id, 'tip'] as const,
  rescheduleFee: (token: string, id: number) => ['customer', 'tickets', token, id, 'reschedule-fee'] as const,
  companyService: (token: string, id: number) => ['customer', 'tickets', token, id, 'company-service'] as const,
};
