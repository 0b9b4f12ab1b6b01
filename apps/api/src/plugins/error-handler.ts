import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failedQueryOf } from '../db/query-errors.ts';
import { sayReason } from '../i18n/reasons.ts';
import { AppError, TooManyRequestsError } from '../lib/errors.ts';
import { requestLocale } from '../lib/request-locale.ts';

const GENERIC_5XX = 'Internal server error';
/** Never repeats the path back: a reflected URL is a gift to phishing and to injection in log viewers. */
export const ROUTE_NOT_FOUND = 'Route not found';

/**
 * Fastify's own 4xx answers, in words that never repeat the request (some of its messages quote the URL, a
 * header or a body). Codes not listed fall back to a generic text for their status.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the URL is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is set to 'application/json'",
  FST_ERR_CTP_INVALID_JSON_BODY: "Body is not valid JSON but content-type is set to 'application/json'",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
  FST_ERR_CTP_EMPTY_TYPE: 'The content type is empty',
  FST_ERR_CTP_INVALID_TYPE: 'The content type is not valid',
  FST_ERR_CTP_INVALID_CHARSET: 'Unsupported charset',
  FST_ERR_BAD_STATUS_CODE: 'Bad request',
};
const GENERIC_4XX: Record<number, string> = {
  400: 'Bad request',
  404: ROUTE_NOT_FOUND,
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Request body is too large',
  414: 'A part of the URL is too long',
  415: 'Unsupported Media Type',
};

/** The status and message of one of Fastify's own errors, safe to answer. */
export function frameworkErrorAnswer(error: FastifyError): { status: number; message: string } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return { status, message: FRAMEWORK_MESSAGES[error.code] ?? GENERIC_4XX[status] ?? 'Bad request' };
}

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
  return failedQueryOf(error) ?? { err: error };
}

/**
 * The one place errors become answers: domain errors keep their status and message, validation errors
 * name the fields, everything unexpected is logged (without a query's values) and answered as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Words of the catalogue are said in the caller's language (issue 49); field names stay as they are.
      const said = error.words || error.errors ? error.said(requestLocale(request)) : error;
      const body = {
        statusCode: error.statusCode,
        message: said.message,
        data: null,
        ...(said.errors ? { errors: said.errors } : {}),
        ...(error.code ? { code: error.code } : {}),
      };
      // A limit of ours says when to come back, as the rate limiter does.
      const limited: unknown = error;
      if (limited instanceof TooManyRequestsError && limited.retryAfterSeconds) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(limited.retryAfterSeconds))));
      }
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext ?? 'body';
      // The reasons in the caller's language (issue 49); the field names as the client sent them.
      const locale = requestLocale(request);
      const errors = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, context),
        message: sayReason(issue.message ?? 'Invalid value', locale),
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
    // The rate limiter's 429 says when to come back; Fastify's own 4xx get fixed words (never the request's).
    const message = status === 429 ? error.message : frameworkErrorAnswer(error).message;
    return reply.status(status).send({ statusCode: status, message, data: null });
  });
}
