/** The discovery screens' cached answers that are not the offers' own (public, no token). */
export const discoveryKeys = {
  companyReviews: (companyId: number, page: number) => ['company-reviews', companyId, page] as const,
};
