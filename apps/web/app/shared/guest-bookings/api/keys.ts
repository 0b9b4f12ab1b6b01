/** Under ['customer', ...]: signing out forgets it; keyed by token, so one customer's count never shows for another. */
export const guestBookingKeys = {
  count: (token: string) => ['customer', 'guest-bookings', token] as const,
};
