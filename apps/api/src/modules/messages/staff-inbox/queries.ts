/**
 * The staff inbox's database calls. The inbox is one list over five tables (contact messages, landing-page
 * leads, company leads, opt-out and partner requests), each row joined with its thread (state, assignee) by
 * (kind, source id); entries are the notes and replies kept with a message; suppressions are the addresses a
 * confirmed opt-out closed.
 */
import type { InboxKind, InboxState } from '@upkeep/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  contactMessages,
  contactSuppressions,
  inboxEntries,
  inboxThreads,
  leads,
  optOutRequests,
  partnerRequests,
  staffUsers,
} from '../../../db/schema.ts';

type Db = Database | Tx;

export interface InboxRow {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  subject: string;
  state: InboxState;
  assignedTo: { id: number; name: string } | null;
  createdAt: Date;
}

interface RawInboxRow extends Record<string, unknown> {
  kind: string;
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  subject: string;
  state: string;
  assigned_id: number | null;
  assigned_name: string | null;
  created_ms: number;
}

/**
 * Every message of every kind in one shape. A message without a thread is new, except a partner request
 * already decided and an opt-out already confirmed, which are done.
 */
const ITEMS = sql`(
  select 'contact' as kind, m.id, m.name, m.email, m.phone, m.message, 'Contact form' as subject,
         m.created_at, 'new' as default_state
    from contact_messages m
  union all
  select 'lead', l.id, l.name, l.email, l.phone_number,
         'Wished service: ' || l.wished_service || ' (from ' || l.origin || ')',
         'Landing-page lead: ' || l.wished_service, l.created_at, 'new'
    from leads l
  union all
  select 'company-lead', s.id, s.name, s.email, s.phone_number, s.message,
         'To ' || c.name || ' about ' || sv.name, s.registered_date, 'new'
    from service_leads s
    join company_services cs on cs.id = s.company_service_id
    join companies c on c.id = cs.company_id
    join services sv on sv.id = cs.service_id
  union all
  select 'optout', o.id, o.name, o.email, o.phone_number, o.message, 'Opt-out: ' || o.company_name, o.created_at,
         case when o.confirmed_at is null then 'new' else 'done' end
    from optout_requests o
  union all
  select 'partner', p.id, p.company_name, p.email, p.phone, p.services || ', ' || p.city || ' ' || p.state,
         'Partner request: ' || p.company_name, p.created_at,
         case when p.status = 'new' then 'new' else 'done' end
    from partner_requests p
) i
left join inbox_threads t on t.kind = i.kind and t.source_id = i.id
left join staff_users u on u.id = t.assigned_to`;

const ITEM_COLUMNS = sql`i.kind, i.id, i.name, i.email, i.phone, i.message, i.subject,
  coalesce(t.state, i.default_state) as state, u.id as assigned_id, u.name as assigned_name,
  floor(extract(epoch from i.created_at) * 1000)::float8 as created_ms`;

const toRow = (r: RawInboxRow): InboxRow => ({
  kind: r.kind as InboxKind,
  id: Number(r.id),
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  subject: r.subject,
  state: r.state as InboxState,
  assignedTo: r.assigned_id === null ? null : { id: Number(r.assigned_id), name: r.assigned_name ?? '' },
  createdAt: new Date(Number(r.created_ms)),
});

export interface InboxFilter {
  kind?: InboxKind;
  state?: InboxState;
  /** A staff member's id, or null for messages nobody is assigned. */
  assignedTo?: number | null;
}

function whereOf(f: InboxFilter) {
  const conditions = [sql`true`];
  if (f.kind) conditions.push(sql`i.kind = ${f.kind}`);
  if (f.state) conditions.push(sql`coalesce(t.state, i.default_state) = ${f.state}`);
  if (f.assignedTo === null) conditions.push(sql`t.assigned_to is null`);
  else if (f.assignedTo !== undefined) conditions.push(sql`t.assigned_to = ${f.assignedTo}`);
  return sql.join(conditions, sql` and `);
}

/** One page of the inbox, newest first across kinds, and how many messages match. */
export async function listInbox(
  db: Db,
  filter: InboxFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: InboxRow[]; totalCount: number }> {
  const where = whereOf(filter);
  const rows = await queryRows<RawInboxRow>(
    db,
    sql`select ${ITEM_COLUMNS} from ${ITEMS} where ${where}
        order by i.created_at desc, i.kind, i.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const counts = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${ITEMS} where ${where}`);
  return { rows: rows.map(toRow), totalCount: Number(counts[0]?.n ?? 0) };
}

export async function inboxItem(db: Db, kind: InboxKind, id: number): Promise<InboxRow | null> {
  const [row] = await queryRows<RawInboxRow>(
    db,
    sql`select ${ITEM_COLUMNS} from ${ITEMS} where i.kind = ${kind} and i.id = ${id}`,
  );
  return row ? toRow(row) : null;
}

// ---------------------------------------------------------------- each kind's own fields

export async function contactMessageById(db: Db, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function leadById(db: Db, id: number) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

export async function serviceLeadById(db: Db, id: number) {
  const [row] = await queryRows<{
    name: string;
    email: string;
    phone_number: string;
    zip_code: string;
    message: string;
    company_name: string;
    service_name: string;
    handled_ms: number | null;
  }>(
    db,
    sql`select s.name, s.email, s.phone_number, s.zip_code, s.message, c.name as company_name,
               sv.name as service_name,
               floor(extract(epoch from s.handled_at) * 1000)::float8 as handled_ms
          from service_leads s
          join company_services cs on cs.id = s.company_service_id
          join companies c on c.id = cs.company_id
          join services sv on sv.id = cs.service_id
         where s.id = ${id}`,
  );
  return row ?? null;
}

export async function optOutById(db: Db, id: number) {
  const [row] = await db.select().from(optOutRequests).where(eq(optOutRequests.id, id));
  return row ?? null;
}

export async function partnerRequestById(db: Db, id: number) {
  const [row] = await db.select().from(partnerRequests).where(eq(partnerRequests.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------- threads and entries

export interface ThreadRecord {
  state: InboxState;
  assignedTo: number | null;
}

/** The thread of a message, locked for the transaction's change (null: none yet). */
export async function threadForUpdate(tx: Tx, kind: InboxKind, id: number): Promise<ThreadRecord | null> {
  const [row] = await tx
    .select({ state: inboxThreads.state, assignedTo: inboxThreads.assignedTo })
    .from(inboxThreads)
    .where(and(eq(inboxThreads.kind, kind), eq(inboxThreads.sourceId, id)))
    .for('update');
  return row ? { state: row.state as InboxState, assignedTo: row.assignedTo } : null;
}

/** Creates or replaces the thread of a message. */
export async function saveThread(tx: Tx, kind: InboxKind, id: number, thread: ThreadRecord, now: Date): Promise<void> {
  await tx
    .insert(inboxThreads)
    .values({ kind, sourceId: id, state: thread.state, assignedTo: thread.assignedTo, updatedAt: now })
    .onConflictDoUpdate({
      target: [inboxThreads.kind, inboxThreads.sourceId],
      set: { state: thread.state, assignedTo: thread.assignedTo, updatedAt: now },
    });
}

/** Sets the state of a message's thread, keeping its assignee (a new thread has none). */
export async function setThreadState(db: Db, kind: InboxKind, id: number, state: InboxState, now: Date) {
  await db
    .insert(inboxThreads)
    .values({ kind, sourceId: id, state, updatedAt: now })
    .onConflictDoUpdate({ target: [inboxThreads.kind, inboxThreads.sourceId], set: { state, updatedAt: now } });
}

export async function activeStaffMember(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), eq(staffUsers.active, true)));
  return row ?? null;
}

export async function insertEntry(
  tx: Tx,
  values: {
    kind: InboxKind;
    sourceId: number;
    staffUserId: number;
    type: 'note' | 'reply';
    body: string;
    outboxId?: number;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(inboxEntries)
    .values({ ...values, outboxId: values.outboxId ?? null })
    .returning({ id: inboxEntries.id });
  if (!row) throw new Error('insert into inbox_entries returned no row');
  return row.id;
}

/** A message's notes and replies, oldest first, with the staff member's name. */
export async function entriesOf(db: Db, kind: InboxKind, id: number) {
  const rows = await db
    .select({
      id: inboxEntries.id,
      type: inboxEntries.type,
      body: inboxEntries.body,
      staffName: staffUsers.name,
      createdAt: inboxEntries.createdAt,
    })
    .from(inboxEntries)
    .innerJoin(staffUsers, eq(staffUsers.id, inboxEntries.staffUserId))
    .where(and(eq(inboxEntries.kind, kind), eq(inboxEntries.sourceId, id)))
    .orderBy(asc(inboxEntries.createdAt), asc(inboxEntries.id));
  return rows.map((r) => ({ ...r, type: r.type as 'note' | 'reply' }));
}

// ---------------------------------------------------------------- opt-outs and suppressions

/** Whether the product may no longer write to this address (e-mails compared whatever their case). */
export async function isSuppressed(db: Db, channel: 'email' | 'sms', recipient: string): Promise<boolean> {
  const value = channel === 'email' ? recipient.toLowerCase() : recipient;
  const [row] = await db
    .select({ channel: contactSuppressions.channel })
    .from(contactSuppressions)
    .where(and(eq(contactSuppressions.channel, channel), eq(contactSuppressions.recipient, value)));
  return Boolean(row);
}

/**
 * Confirms an opt-out not yet confirmed; null when it is unknown or confirmed before. The condition on
 * confirmed_at confirms it once: a concurrent twin waits for the row and then finds it confirmed.
 */
export async function confirmOptOut(tx: Tx, id: number, staffUserId: number, now: Date) {
  const [row] = await tx
    .update(optOutRequests)
    .set({ confirmedAt: now, confirmedBy: staffUserId })
    .where(and(eq(optOutRequests.id, id), isNull(optOutRequests.confirmedAt)))
    .returning({ email: optOutRequests.email, phoneNumber: optOutRequests.phoneNumber });
  return row ?? null;
}

/** Adds addresses to the suppressions (one already there, from another opt-out, stays as it was). */
export async function insertSuppressions(
  tx: Tx,
  rows: { channel: 'email' | 'sms'; recipient: string; optOutRequestId: number; createdAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(contactSuppressions).values(rows).onConflictDoNothing();
}
