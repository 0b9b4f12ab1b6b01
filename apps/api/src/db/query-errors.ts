import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * A failed query as a log reads it: the statement with placeholders, how many values it had (never the values)
 * and the database's own reason; null for any other error (plugins/error-handler.ts `loggableError`).
 */
export function failedQueryOf(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof DrizzleQueryError)) return null;
  const cause = error.cause as { message?: string; code?: string; stack?: string } | undefined;
  return {
    err: {
      type: 'DrizzleQueryError',
      message: cause?.message ?? 'query failed',
      code: cause?.code,
      stack: cause?.stack,
    },
    query: error.query,
    paramCount: error.params.length,
  };
}
