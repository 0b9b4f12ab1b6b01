/** Guest access (issue 26) keeps nothing in the query cache: opening a link and asking for one are mutations. */
export const guestAccessKeys = {
  all: ['guest-access'] as const,
};
