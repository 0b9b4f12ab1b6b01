/**
 * Checks every API request makes before its schema: no control characters in any text it carries (path,
 * query or body). NUL would otherwise reach PostgreSQL and fail there (22021) as a 500.
 */
import { CONTROL_CHARACTER_PROBLEM, fieldWithControlCharacter } from '@upkeep/contract';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../lib/errors.ts';

export async function refuseControlCharacters(request: FastifyRequest) {
  const field =
    fieldWithControlCharacter(request.params) ??
    fieldWithControlCharacter(request.query) ??
    fieldWithControlCharacter(request.body);
  if (field) throw fieldError(field, CONTROL_CHARACTER_PROBLEM);
}
