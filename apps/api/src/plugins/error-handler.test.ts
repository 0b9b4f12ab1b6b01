import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './error-handler.ts';

describe('what is logged of an unexpected error', () => {
  it('keeps a failed query’s statement and reason, and drops the values it was sent', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const error = new DrizzleQueryError(
      'insert into payments (provider_intent_id, client_secret) values ($1, $2)',
      ['pi_123', 'pi_123_secret_do_not_log'],
      cause,
    );
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain('secret_do_not_log');
    expect(logged).toMatchObject({
      err: { message: 'duplicate key value violates unique constraint', code: '23505' },
      query: 'insert into payments (provider_intent_id, client_secret) values ($1, $2)',
      paramCount: 2,
    });
  });

  it('logs any other error whole', () => {
    const error = new TypeError('boom');
    expect(loggableError(error)).toEqual({ err: error });
  });
});
