/**
 * The opening the API's Spanish tests share (issue 49, decision 0038): the file's app on its own database, built
 * before its tests and closed after them, called from the file's own block of client addresses (each call from a new
 * one, as many people: no rate limit of one address is met); and a guest's paid booking made from a Spanish page.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseKind } from '../../src/db/client.ts';
import { paidBooking } from '../factories.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { clientAddresses, type Inject, signInAsGuest } from '../sign-in.ts';

/** A Spanish page's Accept-Language, as the web sends it for a screen in Spanish. */
export const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };

export interface SpanishSuite {
  /** The app and its database (once the suite's `beforeAll` has built them). */
  context(): TestContext;
  db(): Database;
  /** Calls the app from the next address of the file's block. */
  inject: Inject;
}

/**
 * Builds the file's app in a `beforeAll` and closes it in an `afterAll` (a hook the file registers before this call
 * runs before the app is built, and after it is closed: an SMTP server, say, whose address `env` then reads).
 */
export function spanishSuite(
  kind: DatabaseKind,
  options: {
    /** The file's block of client addresses (`10.{block}.x.y`), its own among the test files. */
    block: number;
    now: () => Date;
    /** The app's environment, read when it is built. */
    env?: () => NodeJS.ProcessEnv;
  },
): SpanishSuite {
  const nextAddress = clientAddresses(options.block);
  let built: TestContext | undefined;
  const context = () => {
    if (!built) throw new Error('the app is built in beforeAll: call it from a hook or a test');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(kind, { now: options.now, ...(options.env ? { env: options.env() } : {}) });
  });
  afterAll(() => built?.close());
  return {
    context,
    db: () => context().database.db,
    inject: (request: InjectOptions) => context().app.inject({ remoteAddress: nextAddress(), ...request }),
  };
}

/**
 * A guest books and pays from a Spanish page (the checkout's Accept-Language is the booking's language): the guest's
 * token, the e-mail the booking was made with (`{mailbox}-{random}@example.com`) and the booking.
 */
export async function spanishGuestBooking(
  inject: Inject,
  options: { mailbox: string; name: string; date: string; headers?: Record<string, string> },
) {
  const guest = await signInAsGuest(inject);
  const email = `${options.mailbox}-${Math.random().toString(36).slice(2)}@example.com`;
  const booking = await paidBooking(inject, {
    customerToken: guest,
    email,
    name: options.name,
    date: options.date,
    headers: options.headers ?? SPANISH,
  });
  return { guest, email, booking };
}
