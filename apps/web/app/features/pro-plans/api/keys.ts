/**
 * The portal's plan screens' cached answers, under ['pro', token, 'plans']: keyed by token, so signing out or in
 * never shows another user's plans.
 */
export const proPlanKeys = {
  all: (token: string) => ['pro', token, 'plans'] as const,
  list: (token: string) => ['pro', token, 'plans', 'list'] as const,
  services: (token: string) => ['pro', token, 'plans', 'services'] as const,
  discounts: (token: string, serviceId: number) => ['pro', token, 'plans', 'discounts', serviceId] as const,
  /** The portal frame's count of what needs action (pro-portal's `proKeys.needsAction`): plans count in it. */
  needsAction: (token: string) => ['pro', token, 'jobs', 'needs-action'] as const,
};
