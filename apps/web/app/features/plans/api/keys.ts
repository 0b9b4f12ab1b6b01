/**
 * Every cached plan answer sits under ['customer', 'plans', token]: keyed by token, so one customer's plans never
 * show for the next one on this browser, and Log out (which forgets ['customer']) drops them.
 */
export const planKeys = {
  all: (token: string) => ['customer', 'plans', token] as const,
  list: (token: string) => ['customer', 'plans', token, 'list'] as const,
  plan: (token: string, id: number) => ['customer', 'plans', token, 'plan', id] as const,
};
