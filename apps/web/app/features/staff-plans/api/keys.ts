/** The console's plan screen's cached answers, under ['staff', token, 'plans']. */
export const staffPlanKeys = {
  list: (token: string) => ['staff', token, 'plans', 'list'] as const,
};
