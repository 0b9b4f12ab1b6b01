/**
 * Every cached quote answer sits under ['customer', 'quotes', token]: keyed by token (the customer's, or a guest's
 * private-link session), so one person's quote never shows for the next one on this browser, and Log out (which
 * forgets ['customer']) drops them.
 */
export const quoteKeys = {
  all: (token: string) => ['customer', 'quotes', token] as const,
  quote: (token: string, id: number) => ['customer', 'quotes', token, id] as const,
  /** The ticket's company service (the slots a job may take). */
  companyService: (token: string, ticketId: number) =>
    ['customer', 'quotes', token, 'company-service', ticketId] as const,
};
