/**
 * The states of a screen's list or record while it loads: the loader, the failure with a retry, the line for
 * nothing found, then the content. Every console and portal screen showed these four the same way. A refusal
 * (403) is no failure to retry: it says the role does not allow it (issue 46: "Try again" after a 403).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { errorMessage } from '../lib/errors';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';

export const FORBIDDEN = 'Your role does not give access to this. Ask an administrator if you need it.';

export function QueryView<T>({
  query,
  errorTitle,
  fallback,
  forbidden = FORBIDDEN,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** The failure's heading ('Could not load the companies'). */
  errorTitle: string;
  /** What a failure without the server's words says ('Server error' unless told). */
  fallback?: string;
  /** What a refusal (403) says: who may see it. */
  forbidden?: string;
  /** Whether the answer has nothing to show (then `empty` shows); an empty list unless told. */
  isEmpty?: (data: T) => boolean;
  empty?: React.ReactNode;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.statusCode === 403) {
      return <ErrorState title="Not for your role" message={forbidden} />;
    }
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error, fallback)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
