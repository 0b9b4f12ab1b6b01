/**
 * The states of a screen's list or record while it loads: the loader, the failure with a retry, the line for
 * nothing found, then the content. Every console and portal screen showed these four the same way.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/errors';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';

export function QueryView<T>({
  query,
  errorTitle,
  fallback,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** The failure's heading ('Could not load the companies'). */
  errorTitle: string;
  /** What a failure without the server's words says ('Server error' unless told). */
  fallback?: string;
  /** Whether the answer has nothing to show (then `empty` shows); an empty list unless told. */
  isEmpty?: (data: T) => boolean;
  empty?: React.ReactNode;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
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
