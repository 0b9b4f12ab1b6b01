/**
 * Discount codes in the staff console (issue 15): the list with uses, creating a code (a percentage or an
 * amount, a service, an expiry, uses in all and per customer), pausing and resuming it, its uses. Booking
 * applies the limits at look-up and at checkout (booking/checkout.ts `usableDiscount`), and counts a use by
 * the same rule the list does (booking/queries.ts `countsAsDiscountUse`).
 */
import { type CreateDiscountCodeRequest, type StaffDiscountCode, toCents, valleyToday } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { StaffCaller } from '../../../plugins/auth.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import * as q from './queries.ts';

export const CODE_EXISTS = 'A discount code with this name already exists.';

function toStaffCode(row: q.CodeRow): StaffDiscountCode {
  return {
    id: row.id,
    code: row.code,
    percentage: row.percentage === null ? null : Number(row.percentage),
    amount: row.amountCents === null ? null : dollars(row.amountCents),
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    expirationDate: row.expirationDate,
    maxUses: row.maxUses,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    uses: row.uses,
    createdDate: row.createdAt.toISOString(),
  };
}

export async function listCodes(deps: Pick<ServiceDeps, 'db' | 'now'>): Promise<StaffDiscountCode[]> {
  return (await q.codesWithUses(deps.db, deps.now())).map(toStaffCode);
}

async function codeById(deps: Pick<ServiceDeps, 'db' | 'now'>, id: number): Promise<StaffDiscountCode> {
  const [row] = await q.codesWithUses(deps.db, deps.now(), id);
  if (!row) throw notFound('Discount code not found');
  return toStaffCode(row);
}

/** Creates a code (its name upper-cased by the contract): 409 when the name exists in any case. */
export async function createCode(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  staff: StaffCaller,
  body: CreateDiscountCodeRequest,
): Promise<StaffDiscountCode> {
  const now = deps.now();
  if (body.expirationDate < valleyToday(now)) throw fieldError('expirationDate', 'must be today or later');
  if (body.serviceId !== undefined && !(await q.serviceExists(deps.db, body.serviceId))) {
    throw fieldError('serviceId', `service ${body.serviceId} does not exist`);
  }
  const values = {
    code: body.code,
    percentage: body.percentage ?? null,
    amountCents: body.amount === undefined ? null : toCents(body.amount),
    serviceId: body.serviceId ?? null,
    expirationDate: body.expirationDate,
    maxUses: body.maxUses ?? null,
    perCustomerLimit: body.perCustomerLimit ?? null,
    active: true,
    createdBy: staff.staffUserId,
    createdAt: now,
  };
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await q.codeNamed(tx, body.code)) throw conflict(CODE_EXISTS);
      const created = await q.insertCode(tx, values);
      const { createdBy: _, createdAt: __, ...terms } = values;
      await recordStaffAction(tx, staff, {
        action: 'discount_code.create',
        target: `discount_code:${created}`,
        before: null,
        after: terms,
        at: now,
      });
      return created;
    });
  } catch (err) {
    // A concurrent twin with the same name got there first.
    if (isUniqueViolation(err)) throw conflict(CODE_EXISTS);
    throw err;
  }
  return codeById(deps, id);
}

/** Pauses (active false: look-up and checkout answer 'Unavailable code.') or resumes a code. */
export async function setCodeActive(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  staff: StaffCaller,
  id: number,
  active: boolean,
): Promise<StaffDiscountCode> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const code = await q.lockCode(tx, id);
    if (!code) throw notFound('Discount code not found');
    if (code.active === active) return;
    await q.setActive(tx, id, active);
    await recordStaffAction(tx, staff, {
      action: active ? 'discount_code.resume' : 'discount_code.pause',
      target: `discount_code:${id}`,
      before: { active: code.active },
      after: { active },
      at,
    });
  });
  return codeById(deps, id);
}

export async function codeUses(db: Database, id: number, now: Date) {
  await codeById({ db, now: () => now }, id);
  const rows = await q.usesOf(db, id, now);
  return rows.map((r) => ({
    ticketId: Number(r.ticket_id),
    customerName: r.customer_name,
    email: r.email,
    discount: dollars(Number(r.discount_cents)),
    status: r.status,
    createdDate: new Date(r.created_at).toISOString(),
  }));
}
