/** Plans and their visits, as plain objects. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  companies,
  companyServices,
  customers,
  plans,
  planVisits,
  savedCards,
  services,
  tickets,
} from '../../../db/schema.ts';

type Db = Database | Tx;
export type PlanRow = typeof plans.$inferSelect;
export type PlanVisitRow = typeof planVisits.$inferSelect;

export async function planById(db: Db, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}

export async function planOfTicket(db: Db, ticketId: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.firstTicketId, ticketId));
  return row ?? null;
}

/** The service of a company service: its name, whether it allows plans, and the company's plan discounts. */
export async function serviceTerms(db: Db, companyServiceId: number) {
  const [row] = await db
    .select({
      serviceId: companyServices.serviceId,
      serviceName: services.name,
      plansAllowed: services.plansAllowed,
      planDiscounts: companyServices.planDiscounts,
      pricesVersion: companyServices.pricesVersion,
      companyName: companies.name,
    })
    .from(companyServices)
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .where(eq(companyServices.id, companyServiceId));
  return row ?? null;
}

export async function insertPlan(tx: Tx, values: typeof plans.$inferInsert): Promise<PlanRow> {
  const [row] = await tx.insert(plans).values(values).returning();
  if (!row) throw new Error('insert into plans returned no row');
  return row;
}

export async function updatePlan(db: Db, id: number, values: Partial<typeof plans.$inferInsert>): Promise<void> {
  await db.update(plans).set(values).where(eq(plans.id, id));
}

/** Moves the plan's status only from one it is in (false when it moved meanwhile). */
export async function movePlan(
  db: Db,
  id: number,
  from: readonly string[],
  values: Partial<typeof plans.$inferInsert>,
) {
  const rows = await db
    .update(plans)
    .set(values)
    .where(and(eq(plans.id, id), inArray(plans.status, [...from])))
    .returning({ id: plans.id });
  return rows.length > 0;
}

/** Puts a ticket in its plan (the first visit), with the plan's discount: the plan pays it (its hold is the lifecycle's). */
export async function attachFirstTicket(tx: Tx, ticketId: number, planId: number, discountCents: number) {
  await tx
    .update(tickets)
    .set({
      planId,
      discountCents: sql`least(${tickets.priceCents}, ${tickets.discountCents} + ${discountCents})`,
      totalCents: sql`greatest(0, ${tickets.priceCents} + ${tickets.feeCents} - least(${tickets.priceCents}, ${tickets.discountCents} + ${discountCents}))`,
    })
    .where(eq(tickets.id, ticketId));
}

/** Claims a plan's date for a visit (null when it is claimed already: another run places it). */
export async function insertVisit(db: Db, values: typeof planVisits.$inferInsert): Promise<number | null> {
  const [row] = await db
    .insert(planVisits)
    .values(values)
    .onConflictDoNothing({ target: [planVisits.planId, planVisits.date] })
    .returning({ id: planVisits.id });
  return row?.id ?? null;
}

/** Moves a visit's state only from one of `from` (false when it moved meanwhile). */
export async function moveVisit(
  db: Db,
  id: number,
  from: readonly string[],
  values: Partial<typeof planVisits.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(planVisits)
    .set(values)
    .where(and(eq(planVisits.id, id), inArray(planVisits.state, [...from])))
    .returning({ id: planVisits.id });
  return rows.length > 0;
}

/** Forgets the plan's future visits not charged (a pause): their dates are placed again on resuming. */
export async function forgetVisits(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.delete(planVisits).where(inArray(planVisits.id, [...ids]));
}

/** The plan's visits at risk go back to be charged (another card was given). */
export async function retryAtRisk(db: Db, planId: number): Promise<void> {
  await db
    .update(planVisits)
    .set({ state: 'upcoming', chargeError: null })
    .where(and(eq(planVisits.planId, planId), eq(planVisits.state, 'at_risk')));
}

export async function pendingPlansOf(db: Db, customerId: number): Promise<number> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.customerId, customerId), eq(plans.status, 'pending')));
  return rows.length;
}

export async function setVisit(db: Db, id: number, values: Partial<typeof planVisits.$inferInsert>): Promise<void> {
  await db.update(planVisits).set(values).where(eq(planVisits.id, id));
}

/** A plan's visits with their tickets, by date. */
export function visitsOf(db: Db, planIds: readonly number[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      visit: planVisits,
      scheduledAt: tickets.scheduledAt,
      totalCents: tickets.totalCents,
      statusId: tickets.statusId,
      confirmedAt: tickets.confirmedAt,
    })
    .from(planVisits)
    .leftJoin(tickets, eq(tickets.id, planVisits.ticketId))
    .where(inArray(planVisits.planId, [...planIds]))
    .orderBy(asc(planVisits.date));
}

export async function visitOfTicket(db: Db, planId: number, ticketId: number) {
  const [row] = await db
    .select()
    .from(planVisits)
    .where(and(eq(planVisits.planId, planId), eq(planVisits.ticketId, ticketId)));
  return row ?? null;
}

/** The company's service of a catalogue service (its plan discounts), or null. */
export async function companyServiceOf(db: Db, companyId: number, serviceId: number) {
  const [row] = await db
    .select({
      id: companyServices.id,
      planDiscounts: companyServices.planDiscounts,
      plansAllowed: services.plansAllowed,
    })
    .from(companyServices)
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(and(eq(companyServices.companyId, companyId), eq(companyServices.serviceId, serviceId)));
  return row ?? null;
}

export async function setPlanDiscounts(db: Db, companyServiceId: number, discounts: Record<string, number>) {
  await db.update(companyServices).set({ planDiscounts: discounts }).where(eq(companyServices.id, companyServiceId));
}

/** Plans with what their lists show: the company, the service, the customer and the card. */
export function plansWith(db: Db, where: { customerId?: number; companyId?: number; id?: number } = {}) {
  const conditions = [
    where.customerId !== undefined ? eq(plans.customerId, where.customerId) : undefined,
    where.companyId !== undefined ? eq(plans.companyId, where.companyId) : undefined,
    where.id !== undefined ? eq(plans.id, where.id) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select({
      plan: plans,
      companyName: companies.name,
      serviceId: services.id,
      serviceName: services.name,
      customerName: customers.name,
      cardBrand: savedCards.brand,
      cardLast4: savedCards.last4,
    })
    .from(plans)
    .innerJoin(companies, eq(companies.id, plans.companyId))
    .innerJoin(companyServices, eq(companyServices.id, plans.companyServiceId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .innerJoin(customers, eq(customers.id, plans.customerId))
    .leftJoin(savedCards, eq(savedCards.id, plans.savedCardId))
    .where(and(...conditions))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(200);
}

/** Plans whose visits should exist further ahead than they do (pending or active). */
export function plansToExtend(db: Db, through: string) {
  return db
    .select()
    .from(plans)
    .where(and(inArray(plans.status, ['pending', 'active']), sql`${plans.generatedThrough} < ${through}::date`))
    .limit(500);
}

/**
 * Visits of active plans due for their charge: upcoming, their ticket still Pending and unpaid, starting within
 * `chargeBefore` and not yet started.
 */
export function visitsDueForCharge(db: Db, now: Date, chargeBefore: Date, planId?: number) {
  return queryRows<{ visit_id: number; plan_id: number; ticket_id: number }>(
    db,
    sql`select v.id as visit_id, v.plan_id, v.ticket_id
          from plan_visits v
          join plans p on p.id = v.plan_id
          join tickets t on t.id = v.ticket_id
         where p.status = 'active' and t.confirmed_at is null and t.holds_slot
           and (v.state = 'upcoming'
                or (v.state = 'charging' and v.claimed_at < ${new Date(now.getTime() - 10 * 60_000).toISOString()}::timestamptz))
           and t.scheduled_at <= ${chargeBefore.toISOString()}::timestamptz
           and t.scheduled_at > ${now.toISOString()}::timestamptz
           ${planId === undefined ? sql`` : sql`and v.plan_id = ${planId}`}
         order by t.scheduled_at
         limit 200`,
  );
}

/** Visits still unpaid when their start is this close: upcoming or at risk, their ticket unconfirmed. */
export function visitsUnpaidBy(db: Db, now: Date, cutoff: Date) {
  return queryRows<{ visit_id: number; plan_id: number; ticket_id: number }>(
    db,
    sql`select v.id as visit_id, v.plan_id, v.ticket_id
          from plan_visits v
          join tickets t on t.id = v.ticket_id
         where v.state in ('upcoming', 'at_risk', 'charging') and t.confirmed_at is null and t.holds_slot
           and t.scheduled_at <= ${cutoff.toISOString()}::timestamptz
           and t.scheduled_at > ${new Date(now.getTime() - 24 * 3600_000).toISOString()}::timestamptz
         order by t.scheduled_at
         limit 200`,
  );
}

/** Visits upcoming or at risk whose ticket was paid meanwhile (the customer paid by the link). */
export function visitsPaidMeanwhile(db: Db) {
  return queryRows<{ visit_id: number; plan_id: number; ticket_id: number }>(
    db,
    sql`select v.id as visit_id, v.plan_id, v.ticket_id
          from plan_visits v
          join tickets t on t.id = v.ticket_id
         where v.state in ('upcoming', 'at_risk', 'charging') and t.confirmed_at is not null
         limit 200`,
  );
}

/**
 * The plan's visits not charged yet whose visit is still ahead (what pausing or cancelling cancels), or only
 * those dated `fromDate` or later (what moving the visits moves).
 */
export function uncharged(db: Db, planId: number, now: Date, fromDate?: string) {
  return queryRows<{ visit_id: number; ticket_id: number | null }>(
    db,
    sql`select v.id as visit_id, v.ticket_id
          from plan_visits v
          left join tickets t on t.id = v.ticket_id
         where v.plan_id = ${planId} and v.state in ('upcoming', 'at_risk', 'unplaced')
           and (t.id is null or (t.confirmed_at is null and t.scheduled_at > ${now.toISOString()}::timestamptz))
           ${fromDate === undefined ? sql`` : sql`and v.date >= ${fromDate}::date`}`,
  );
}

/**
 * Plans whose price may have to follow their company's: not cancelled, with their answers kept, whose price list
 * was saved since they last compared, or whose price change is due today.
 */
export function plansToReprice(db: Db, today: string) {
  return queryRows<{ id: number; prices_version: number }>(
    db,
    sql`select p.id, cs.prices_version
          from plans p
          join company_services cs on cs.id = p.company_service_id
         where p.status <> 'cancelled' and p.answers is not null
           and (cs.prices_version > p.prices_version_seen or p.next_price_from <= ${today}::date)
         order by p.id
         limit 500`,
  );
}

/**
 * The plan's visits made ahead (not its first booking, priced at checkout), upcoming and not paid, whose charge is
 * still more than `after` away: those a new price reaches.
 */
export function repriceableVisits(db: Db, planId: number, after: Date) {
  return queryRows<{ visit_id: number; date: string; ticket_id: number; price_cents: number }>(
    db,
    sql`select v.id as visit_id, v.date::text as date, t.id as ticket_id, t.price_cents
          from plan_visits v
          join plans p on p.id = v.plan_id
          join tickets t on t.id = v.ticket_id
         where v.plan_id = ${planId} and v.state = 'upcoming' and t.id <> p.first_ticket_id
           and t.confirmed_at is null and t.paid_cents = 0
           and t.scheduled_at > ${after.toISOString()}::timestamptz
         order by v.date`,
  );
}

/** Locks a visit while it is upcoming (a charge claims it only after; false when a charge holds it already). */
export async function lockUpcomingVisit(tx: Tx, visitId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from plan_visits where id = ${visitId} and state = 'upcoming' for update`,
  );
  return rows.length > 0;
}

/** Locks the plan's row for a change of its rule (a move), which the visits' claims check. */
export async function lockPlan(tx: Tx, planId: number): Promise<PlanRow | null> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
  return row ?? null;
}

/**
 * Claims a plan's date for a visit while the plan is active under `rule` (null when it is claimed already, or the
 * plan moved or stopped meanwhile: a move rewrote the rule under the plan's lock).
 */
export async function claimVisit(
  db: Db,
  values: { planId: number; date: string; rule: string; createdAt: Date },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into plan_visits (plan_id, date, state, created_at)
        select ${values.planId}, ${values.date}::date, 'unplaced', ${values.createdAt.toISOString()}::timestamptz
         where exists (select 1 from plans where id = ${values.planId} and status = 'active' and rule = ${values.rule})
        on conflict (plan_id, date) do nothing
        returning id`,
  );
  return row?.id ?? null;
}

/** A claimed date gets its ticket (false when the visit was forgotten meanwhile: a move or a pause took it). */
export async function placeVisit(db: Db, visitId: number, ticketId: number): Promise<boolean> {
  const rows = await db
    .update(planVisits)
    .set({ ticketId, state: 'upcoming' })
    .where(and(eq(planVisits.id, visitId), eq(planVisits.state, 'unplaced'), sql`${planVisits.ticketId} is null`))
    .returning({ id: planVisits.id });
  return rows.length > 0;
}

/** Visits are made up to `through` (never backwards, and only under the rule they were made by). */
export async function advanceGenerated(db: Db, planId: number, rule: string, through: string): Promise<void> {
  await db
    .update(plans)
    .set({ generatedThrough: through })
    .where(and(eq(plans.id, planId), eq(plans.rule, rule), sql`${plans.generatedThrough} < ${through}::date`));
}

/** Takes the customer's request to move the visits (null when none waits: answered or withdrawn meanwhile). */
export async function takeMoveRequest(db: Db, planId: number): Promise<{ date: string; time: string } | null> {
  const [row] = await queryRows<{ date: string | null; time: string | null }>(
    db,
    sql`update plans p set move_to_date = null, move_to_time = null, move_requested_at = null
          from (select id, move_to_date, move_to_time from plans where id = ${planId} for update) old
         where p.id = old.id and old.move_to_date is not null
         returning old.move_to_date::text as date, old.move_to_time as time`,
  );
  return row?.date && row.time ? { date: row.date, time: row.time } : null;
}

export async function customerCard(db: Db, customerId: number, savedCardId: number) {
  const [row] = await db
    .select({ paymentMethodId: savedCards.paymentMethodId, paymentCustomerId: customers.paymentCustomerId })
    .from(savedCards)
    .innerJoin(customers, eq(customers.id, savedCards.customerId))
    .where(and(eq(savedCards.id, savedCardId), eq(savedCards.customerId, customerId)));
  return row ?? null;
}

export async function ticketById(db: Db, id: number) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row ?? null;
}

/** The plan's first visit: the model every other visit repeats. */
export const planModel = ticketById;
