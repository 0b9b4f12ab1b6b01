/**
 * Accounts: sign-up, sign-in (with the temporary password of a recovery), guests, password change and
 * profile. Routes stay thin; the rules live here.
 */
import { randomInt } from 'node:crypto';
import { type CustomerUser, Messages, zipCodeOfAddress } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, guestSessions, revokedTokens, zipCodes } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, fieldError, unauthorized } from '../../lib/errors.ts';
import { decoyHash, hashPassword, needsRehash, passwordProblem, verifyPassword } from '../../lib/password.ts';
import { INVALID_TOKEN_MESSAGE } from '../../plugins/auth.ts';
import { enqueue } from '../notifications/outbox.ts';
import { signInsPausedEmail, temporaryPasswordEmail } from './mail.ts';

export const TEMP_PASSWORD_VALID_MINUTES = 60;
/** A customer gets at most one recovery e-mail per this many minutes, however often it is asked for. */
export const TEMP_PASSWORD_COOLDOWN_MINUTES = 2;

type CustomerRow = typeof customers.$inferSelect;

export function toUser(row: CustomerRow): CustomerUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    zipCode: row.zipCode,
  };
}

async function customerByEmail(app: FastifyInstance, email: string) {
  const [row] = await app.db.select().from(customers).where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
  return row;
}

async function customerById(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw unauthorized();
  return row;
}

const customerToken = (app: FastifyInstance, row: Pick<CustomerRow, 'id' | 'tokensValidAfter'>) =>
  app.tokens.sign({ kind: 'customer', customerId: row.id, validAfter: row.tokensValidAfter.getTime() });

export async function signUp(
  app: FastifyInstance,
  input: { name: string; email: string; phoneNumber: string; password: string; origin: string },
) {
  const problem = passwordProblem(input.password, { email: input.email, name: input.name });
  if (problem) throw fieldError('Password', problem);
  if (await customerByEmail(app, input.email)) throw badRequest(Messages.userAlreadyRegistered);
  const passwordHash = await hashPassword(input.password);
  let row: CustomerRow | undefined;
  try {
    [row] = await app.db
      .insert(customers)
      .values({
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash,
        origin: input.origin || 'upkeep',
        tokensValidAfter: app.now(),
      })
      .returning();
  } catch (err) {
    // Two sign-ups with one e-mail at the same instant: the unique index decides.
    if (isUniqueViolation(err)) throw badRequest(Messages.userAlreadyRegistered);
    throw err;
  }
  return { user: toUser(row!), token: await customerToken(app, row!), tempPassword: false };
}

/**
 * Checks the credentials. The real password always works; the temporary one works once, before it
 * expires. An unknown e-mail costs the same hashing time as a known one.
 */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const row = await customerByEmail(app, email);
  if (!row) {
    await verifyPassword(password, await decoyHash());
    return null;
  }
  const now = app.now();
  if (await verifyPassword(password, row.passwordHash)) {
    if (needsRehash(row.passwordHash)) {
      await app.db
        .update(customers)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(customers.id, row.id));
    }
    return { user: toUser(row), token: await customerToken(app, row), tempPassword: false };
  }
  if (
    row.tempPasswordHash &&
    !row.tempPasswordUsedAt &&
    row.tempPasswordExpiresAt &&
    row.tempPasswordExpiresAt > now &&
    (await verifyPassword(password, row.tempPasswordHash))
  ) {
    // Spend it: a second sign-in with it fails. It still proves the customer in the change that follows.
    const [spent] = await app.db
      .update(customers)
      .set({ tempPasswordUsedAt: now })
      .where(sql`${customers.id} = ${row.id} and ${customers.tempPasswordUsedAt} is null`)
      .returning({ id: customers.id });
    if (!spent) return null;
    return { user: toUser(row), token: await customerToken(app, row), tempPassword: true };
  }
  return null;
}

/** Ends the session of this token (customer or guest): it is refused from now on. 401 when it is not ours. */
export async function signOut(app: FastifyInstance, token: string | null) {
  const verified = token ? await app.tokens.verify(token) : null;
  if (!verified) throw unauthorized(INVALID_TOKEN_MESSAGE);
  await app.db
    .insert(revokedTokens)
    .values({ jti: verified.tokenId, expiresAt: verified.expiresAt, createdAt: app.now() })
    .onConflictDoNothing();
}

/** Tells the account's owner (if the e-mail is a customer's) that sign-ins from new devices are paused. */
export async function notifySignInsPaused(app: FastifyInstance, email: string, pausedMinutes: number) {
  const row = await customerByEmail(app, email);
  if (!row) return;
  const mail = signInsPausedEmail({
    name: row.name,
    pausedMinutes,
    forgotUrl: `${app.config.publicUrl}/recover-password`,
  });
  await enqueue(
    app.db,
    { channel: 'email', recipient: row.email, subject: mail.subject, body: mail.text, html: mail.html },
    app.now(),
  );
  app.outbox.kick();
}

export async function guestLogin(app: FastifyInstance) {
  const [guest] = await app.db.insert(guestSessions).values({}).returning({ id: guestSessions.id });
  return { token: await app.tokens.sign({ kind: 'guest', guestId: guest!.id }) };
}

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
  return out;
}

/** Issues a temporary password and queues its e-mail, in one transaction; silent when the e-mail is unknown. */
export async function forgotPassword(app: FastifyInstance, email: string) {
  const tempPassword = temporaryPassword();
  // Hash whether or not the customer exists, so the answer takes as long either way.
  const tempHash = await hashPassword(tempPassword);
  const row = await customerByEmail(app, email);
  if (!row) return;
  const now = app.now();
  if (
    row.tempPasswordIssuedAt &&
    now.getTime() - row.tempPasswordIssuedAt.getTime() < TEMP_PASSWORD_COOLDOWN_MINUTES * 60_000
  ) {
    return;
  }
  const mail = temporaryPasswordEmail({
    name: row.name,
    tempPassword,
    signInUrl: `${app.config.publicUrl}/sign-in`,
    validMinutes: TEMP_PASSWORD_VALID_MINUTES,
  });
  await app.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        tempPassword: true,
        tempPasswordHash: tempHash,
        tempPasswordIssuedAt: now,
        tempPasswordExpiresAt: new Date(now.getTime() + TEMP_PASSWORD_VALID_MINUTES * 60_000),
        tempPasswordUsedAt: null,
      })
      .where(eq(customers.id, row.id));
    await enqueue(
      tx,
      { channel: 'email', recipient: row.email, subject: mail.subject, body: mail.text, html: mail.html },
      now,
    );
  });
  app.outbox.kick();
}

/**
 * Changes the password: the current one is the real password, or the temporary one the customer signed in
 * with (still within its validity). Every token issued before is revoked; the answer carries a fresh one.
 */
export async function changePassword(app: FastifyInstance, customerId: number, current: string, next: string) {
  const row = await customerById(app, customerId);
  const now = app.now();
  const viaTemp =
    row.tempPasswordHash !== null &&
    row.tempPasswordUsedAt !== null &&
    row.tempPasswordExpiresAt !== null &&
    row.tempPasswordExpiresAt > now &&
    (await verifyPassword(current, row.tempPasswordHash));
  if (!viaTemp && !(await verifyPassword(current, row.passwordHash))) {
    throw fieldError('CurrentPassword', 'is incorrect');
  }
  const problem = passwordProblem(next, { email: row.email, name: row.name });
  if (problem) throw fieldError('NewPassword', problem);
  // Strictly later than before, even within one millisecond: older tokens must not match.
  const validAfter = new Date(Math.max(now.getTime(), row.tokensValidAfter.getTime() + 1));
  const [updated] = await app.db
    .update(customers)
    .set({
      passwordHash: await hashPassword(next),
      tempPassword: false,
      tempPasswordHash: null,
      tempPasswordIssuedAt: null,
      tempPasswordExpiresAt: null,
      tempPasswordUsedAt: null,
      tokensValidAfter: validAfter,
    })
    .where(eq(customers.id, row.id))
    .returning();
  return { token: await customerToken(app, updated!) };
}

export async function getProfile(app: FastifyInstance, customerId: number) {
  return toUser(await customerById(app, customerId));
}

/** Phone and address only. A zip code named in the address must match the one given. */
export async function updateProfile(
  app: FastifyInstance,
  customerId: number,
  input: { phoneNumber: string; address: string; zipCode?: string | undefined },
) {
  const addressZip = input.address ? zipCodeOfAddress(input.address) : null;
  if (input.zipCode && addressZip && addressZip !== input.zipCode) throw badRequest(Messages.profileZipMismatch);
  const candidate = input.zipCode || addressZip;
  let zip: string | null = null;
  if (candidate) {
    const [known] = await app.db.select({ code: zipCodes.code }).from(zipCodes).where(eq(zipCodes.code, candidate));
    zip = known?.code ?? null;
  }
  const [row] = await app.db
    .update(customers)
    .set({ phoneNumber: input.phoneNumber, address: input.address || null, zipCode: zip })
    .where(eq(customers.id, customerId))
    .returning();
  if (!row) throw unauthorized();
  return toUser(row);
}
