import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const GENERIC_5XX = 'Internal server error';

/** Names a failed field the way the client sent it: `/Email` becomes `Email`, `/items/0/price` `items.0.price`. */
function fieldName(instancePath: string, fallback: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || fallback;
}

/**
 * What is logged of an unexpected error. A failed query's error carries the values it was sent (password
 * hashes, payment client secrets, customers' details) in its message and `params`: only the statement and
 * the database's own reason are logged, never the values.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
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
  return { err: error };
}

/**
 * The one place errors become answers: domain errors keep their status and message, validation errors
 * name the fields, everything unexpected is logged (without a query's values) and answered as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = {
        statusCode: error.statusCode,
        message: error.message,
        data: null,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.code ? { code: error.code } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext ?? 'body';
      const errors = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, context),
        message: issue.message ?? 'Invalid value',
      }));
      const message = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return reply.status(400).send({ statusCode: 400, message, data: null, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ statusCode: 500, message: GENERIC_5XX, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(loggableError(error), 'unhandled error');
      return reply.status(status).send({ statusCode: status, message: GENERIC_5XX, data: null });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit): their messages are safe.
    return reply.status(status).send({ statusCode: status, message: error.message, data: null });
  });
}
