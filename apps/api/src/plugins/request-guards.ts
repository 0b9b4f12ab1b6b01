/**
 * Checks every API request makes before its schema: no control characters in any text it carries (path,
 * query or body). NUL would otherwise reach PostgreSQL and fail there (22021) as a 500.
 */
import { CONTROL_CHARACTER_PROBLEM, fieldWithControlCharacter } from '@upkeep/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { fieldError } from '../lib/errors.ts';

/** A callback hook, not an async one: every API request passes here, and an async hook costs it a promise. */
export function refuseControlCharacters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const field =
    fieldWithControlCharacter(request.params) ??
    fieldWithControlCharacter(request.query) ??
    fieldWithControlCharacter(request.body);
  done(field ? fieldError(field, CONTROL_CHARACTER_PROBLEM) : undefined);
}
