/** The payouts screen's cached answers, under the company token. */
export const payoutKeys = {
  overview: (token: string) => ['company', token, 'payouts'] as const,
};
