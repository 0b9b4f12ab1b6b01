/** Guest access (issue 26): opening a link and asking for one are mutations; a question's conversation is kept here. */
export const guestAccessKeys = {
  all: ['guest-access'] as const,
};
