/**
 * Every cached answer of the company portal sits under ['pro', token]: keyed by token, so signing out or in
 * never shows another user's data, and one invalidation refreshes every job screen after a move.
 */
import { useQueryClient } from '@tanstack/react-query';

export const proKeys = {
  all: (token: string) => ['pro', token] as const,
  me: (token: string) => ['pro', token, 'me'] as const,
  jobs: (token: string) => ['pro', token, 'jobs'] as const,
  jobList: (token: string, query: object) => ['pro', token, 'jobs', 'list', query] as const,
  job: (token: string, id: number) => ['pro', token, 'jobs', 'detail', id] as const,
  flow: (token: string, id: number) => ['pro', token, 'jobs', 'flow', id] as const,
  needsAction: (token: string) => ['pro', token, 'jobs', 'needs-action'] as const,
  crewChoices: (token: string, id: number) => ['pro', token, 'jobs', 'crew-choices', id] as const,
  team: (token: string) => ['pro', token, 'team'] as const,
  messages: (token: string, id: number) => ['pro', token, 'messages', id] as const,
  unread: (token: string) => ['pro', token, 'messages', 'unread'] as const,
  conversations: (token: string) => ['pro', token, 'messages', 'conversations'] as const,
  question: (token: string, id: number) => ['pro', token, 'messages', 'question', id] as const,
};

/** After any change to a job, every job screen (list, week, detail, flow) asks again. */
export function useRefreshJobs(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: proKeys.jobs(token) });
}
