/** The leads, reviews and earnings screens' cached answers, under the company token. */
export const insightKeys = {
  leads: (token: string, page: number) => ['company', token, 'insights', 'leads', page] as const,
  allLeads: (token: string) => ['company', token, 'insights', 'leads'] as const,
  reviews: (token: string) => ['company', token, 'insights', 'reviews'] as const,
  earnings: (token: string, month: string) => ['company', token, 'insights', 'earnings', month] as const,
};
