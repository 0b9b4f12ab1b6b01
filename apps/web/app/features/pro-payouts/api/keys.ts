/** The payouts screen's cached answers, under the company token. */
export const payoutKeys = {
  account: (token: string) => ['company', token, 'payouts', 'account'] as const,
};
