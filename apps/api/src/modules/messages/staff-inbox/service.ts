/**
 * The staff inbox (issue 15): every message the product collects in one list, newest first, with a state
 * (new, in progress, done), an assignee, internal notes and replies mailed to the sender through the outbox.
 * An opt-out confirmed by staff adds its e-mail and phone to the suppressions, which the outbox checks before
 * every delivery. Every change is written to the staff audit log in its own transaction.
 */
import {
  type InboxDetail,
  type InboxItem,
  type InboxKind,
  type InboxState,
  type inboxQuery,
  type Pages,
  STAFF_PAGE_SIZE,
  type UpdateInboxRequest,
} from '@upkeep/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { nanpPhoneNumber } from '../../../lib/phone.ts';
import type { StaffCaller } from '../../../plugins/auth.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { sendEmail } from '../notifications/outbox.ts';
import { replyEmail } from './mail.ts';
import * as queries from './queries.ts';

type Db = Database | Tx;

export const inboxTarget = (kind: InboxKind, id: number) => `inbox:${kind}:${id}`;

export const SUPPRESSED_MESSAGE =
  'This address asked not to be contacted (a confirmed opt-out): UpKeep sends it nothing more.';

const toItem = (r: queries.InboxRow): InboxItem => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  subject: r.subject,
  state: r.state,
  assignedTo: r.assignedTo,
  createdAt: r.createdAt.toISOString(),
});

/** GET /staff/inbox: one page of every kind, newest first. */
export async function listInbox(
  deps: ServiceDeps,
  caller: StaffCaller,
  query: z.output<typeof inboxQuery>,
): Promise<{ data: InboxItem[]; pages: Pages }> {
  const assignedTo =
    query.Assigned === undefined
      ? undefined
      : query.Assigned === 'me'
        ? caller.staffUserId
        : query.Assigned === 'unassigned'
          ? null
          : query.Assigned;
  const { rows, totalCount } = await queries.listInbox(
    deps.db,
    { kind: query.Kind, state: query.State, assignedTo },
    { limit: STAFF_PAGE_SIZE, offset: (query.Page - 1) * STAFF_PAGE_SIZE },
  );
  return {
    data: rows.map(toItem),
    pages: {
      pageNumber: query.Page,
      pageSize: STAFF_PAGE_SIZE,
      totalCount,
      totalPages: Math.ceil(totalCount / STAFF_PAGE_SIZE),
    },
  };
}

async function itemOrNotFound(db: Db, kind: InboxKind, id: number): Promise<queries.InboxRow> {
  const row = await queries.inboxItem(db, kind, id);
  if (!row) throw notFound('Message not found');
  return row;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Every field the message's form took, as label and value. */
async function fieldsOf(
  db: Db,
  kind: InboxKind,
  id: number,
): Promise<{ fields: { label: string; value: string }[]; confirmedAt: Date | null }> {
  const list = (pairs: [string, string | null | undefined][]) =>
    pairs
      .filter((p): p is [string, string] => typeof p[1] === 'string' && p[1] !== '')
      .map(([label, value]) => ({
        label,
        value,
      }));
  switch (kind) {
    case 'contact': {
      const m = await queries.contactMessageById(db, id);
      if (!m) throw notFound('Message not found');
      return {
        fields: list([
          ['Name', m.name],
          ['E-mail', m.email],
          ['Phone', m.phone],
          ['Message', m.message],
        ]),
        confirmedAt: null,
      };
    }
    case 'lead': {
      const l = await queries.leadById(db, id);
      if (!l) throw notFound('Message not found');
      return {
        fields: list([
          ['Name', l.name],
          ['E-mail', l.email],
          ['Phone', l.phoneNumber],
          ['Wished service', l.wishedService],
          ['Origin', l.origin],
          ['Exclusive lead', yesNo(l.isExclusiveLead)],
        ]),
        confirmedAt: null,
      };
    }
    case 'company-lead': {
      const s = await queries.serviceLeadById(db, id);
      if (!s) throw notFound('Message not found');
      return {
        fields: list([
          ['Name', s.name],
          ['E-mail', s.email],
          ['Phone', s.phone_number],
          ['ZIP code', s.zip_code],
          ['Company', s.company_name],
          ['Service', s.service_name],
          ['Message', s.message],
          [
            'Handled by the company',
            s.handled_ms === null ? 'No' : `Yes, ${new Date(Number(s.handled_ms)).toISOString()}`,
          ],
        ]),
        confirmedAt: null,
      };
    }
    case 'optout': {
      const o = await queries.optOutById(db, id);
      if (!o) throw notFound('Message not found');
      return {
        fields: list([
          ['Company', o.companyName],
          ['Name', o.name],
          ['E-mail', o.email],
          ['Phone', o.phoneNumber],
          ['Message', o.message],
        ]),
        confirmedAt: o.confirmedAt,
      };
    }
    case 'partner': {
      const p = await queries.partnerRequestById(db, id);
      if (!p) throw notFound('Message not found');
      return {
        fields: list([
          ['Company', p.companyName],
          ['E-mail', p.email],
          ['Phone', p.phone],
          ['Services', p.services],
          ['City', p.city],
          ['State', p.state],
          ['ZIP code', p.zipCode],
          ['Insured', yesNo(p.isInsured)],
          ['Licensed', yesNo(p.isLicensed)],
          ['Status', p.status.charAt(0).toUpperCase() + p.status.slice(1)],
          ['Decline reason', p.declineReason],
        ]),
        confirmedAt: null,
      };
    }
  }
}

/** GET /staff/inbox/{kind}/{id}: the message, its fields, notes and replies. */
export async function inboxDetail(deps: ServiceDeps, kind: InboxKind, id: number): Promise<InboxDetail> {
  const item = await itemOrNotFound(deps.db, kind, id);
  const { fields, confirmedAt } = await fieldsOf(deps.db, kind, id);
  const entries = await queries.entriesOf(deps.db, kind, id);
  return {
    ...toItem(item),
    fields,
    entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    confirmedAt: confirmedAt?.toISOString() ?? null,
  };
}

/** The message's thread as it stands (a message without one: its state by default, nobody assigned). */
async function currentThread(tx: Tx, item: queries.InboxRow): Promise<queries.ThreadRecord> {
  const thread = await queries.threadForUpdate(tx, item.kind, item.id);
  return thread ?? { state: item.state, assignedTo: null };
}

/** PUT /staff/inbox/{kind}/{id}: the state and/or the assignee (an active staff member, or null). */
export async function updateInboxItem(
  deps: ServiceDeps,
  caller: StaffCaller,
  kind: InboxKind,
  id: number,
  change: UpdateInboxRequest,
): Promise<InboxDetail> {
  await itemOrNotFound(deps.db, kind, id);
  if (typeof change.assignedTo === 'number' && !(await queries.activeStaffMember(deps.db, change.assignedTo))) {
    throw fieldError('assignedTo', 'no active staff member has this id');
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const item = await itemOrNotFound(tx, kind, id);
    const before = await currentThread(tx, item);
    const after: queries.ThreadRecord = {
      state: change.state ?? before.state,
      assignedTo: change.assignedTo === undefined ? before.assignedTo : change.assignedTo,
    };
    if (after.state === before.state && after.assignedTo === before.assignedTo) return;
    await queries.saveThread(tx, kind, id, after, now);
    await recordStaffAction(tx, caller, {
      action: 'inbox.update',
      target: inboxTarget(kind, id),
      before,
      after,
      at: now,
    });
  });
  return inboxDetail(deps, kind, id);
}

/** POST /staff/inbox/{kind}/{id}/notes: an internal note, never sent. */
export async function addNote(
  deps: ServiceDeps,
  caller: StaffCaller,
  kind: InboxKind,
  id: number,
  message: string,
): Promise<{ id: number }> {
  const now = deps.now();
  const entryId = await deps.db.transaction(async (tx) => {
    await itemOrNotFound(tx, kind, id);
    const created = await queries.insertEntry(tx, {
      kind,
      sourceId: id,
      staffUserId: caller.staffUserId,
      type: 'note',
      body: message,
      createdAt: now,
    });
    await recordStaffAction(tx, caller, {
      action: 'inbox.note',
      target: inboxTarget(kind, id),
      before: null,
      after: { entryId: created, body: message },
      at: now,
    });
    return created;
  });
  return { id: entryId };
}

/**
 * POST /staff/inbox/{kind}/{id}/reply: e-mails the sender through the outbox and keeps the reply with the
 * message; a new message is in progress from then on. Refused (409) when the sender's address is suppressed.
 */
export async function replyToSender(
  deps: ServiceDeps,
  caller: StaffCaller,
  kind: InboxKind,
  id: number,
  message: string,
): Promise<{ id: number }> {
  const now = deps.now();
  const entryId = await deps.db.transaction(async (tx) => {
    const item = await itemOrNotFound(tx, kind, id);
    if (await queries.isSuppressed(tx, 'email', item.email)) throw conflict(SUPPRESSED_MESSAGE, 'suppressed');
    const mail = replyEmail({ kind, name: item.name, message, publicUrl: deps.publicUrl });
    const outboxId = await sendEmail(deps.jobs, tx, item.email, mail, now);
    const created = await queries.insertEntry(tx, {
      kind,
      sourceId: id,
      staffUserId: caller.staffUserId,
      type: 'reply',
      body: message,
      outboxId,
      createdAt: now,
    });
    const thread = await currentThread(tx, item);
    const state: InboxState = thread.state === 'new' ? 'in_progress' : thread.state;
    if (state !== thread.state) await queries.saveThread(tx, kind, id, { ...thread, state }, now);
    await recordStaffAction(tx, caller, {
      action: 'inbox.reply',
      target: inboxTarget(kind, id),
      before: { state: thread.state },
      after: { state, entryId: created, outboxId, to: item.email, subject: mail.subject, body: message },
      at: now,
    });
    return created;
  });
  deps.outbox.kick();
  return { id: entryId };
}

/**
 * POST /staff/inbox/optout/{id}/confirm: the opt-out's e-mail (lower-cased) and phone (E.164, as the outbox
 * stores texts' recipients; left out when it is not a North American number) are suppressed, and the message
 * is done. Once only (409 after).
 */
export async function confirmOptOut(
  deps: ServiceDeps,
  caller: StaffCaller,
  id: number,
): Promise<{ confirmedAt: string; suppressed: { channel: 'email' | 'sms'; recipient: string }[] }> {
  const now = deps.now();
  const suppressed = await deps.db.transaction(async (tx) => {
    const request = await queries.confirmOptOut(tx, id, caller.staffUserId, now);
    if (!request) return null;
    const phone = nanpPhoneNumber(request.phoneNumber);
    const addresses: { channel: 'email' | 'sms'; recipient: string }[] = [
      { channel: 'email', recipient: request.email.trim().toLowerCase() },
      ...(phone ? [{ channel: 'sms' as const, recipient: phone }] : []),
    ];
    await queries.insertSuppressions(
      tx,
      addresses.map((a) => ({ ...a, optOutRequestId: id, createdAt: now })),
    );
    await queries.setThreadState(tx, 'optout', id, 'done', now);
    await recordStaffAction(tx, caller, {
      action: 'optout.confirm',
      target: `optout:${id}`,
      before: { confirmedAt: null },
      after: { confirmedAt: now, suppressed: addresses },
      at: now,
    });
    return addresses;
  });
  if (!suppressed) {
    const existing = await queries.optOutById(deps.db, id);
    if (!existing) throw notFound('Opt-out request not found');
    throw conflict('This opt-out request was already confirmed.', 'already-confirmed');
  }
  return { confirmedAt: now.toISOString(), suppressed };
}

/** Sets an inbox thread's state (onboarding closes a partner request it acted on). */
export { setThreadState } from './queries.ts';
