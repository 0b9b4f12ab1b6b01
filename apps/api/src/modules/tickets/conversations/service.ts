/**
 * The conversation of a ticket (issue 30) between its customer (or guest), the company's users (a crew member:
 * their crew's jobs) and UpKeep's staff. Each side reads it through its realm's ownership rule; reading marks the
 * other side's messages read; a message tells the open streams of every process (bus.ts) and, unread after
 * UNREAD_REMINDER_MINUTES, is sent to the other side by e-mail (and to the company by text), at most once an
 * hour per conversation and side. Before the booking is confirmed, contact details in the other side's messages
 * are hidden (contacts.ts).
 */
import {
  type ConversationMessage,
  type Locale,
  MAX_MESSAGE_PHOTOS,
  MESSAGE_PAGE_SIZE,
  MESSAGE_PHOTO_MAX_BYTES,
  type MessageAuthorKind,
  UNREAD_REMINDER_MINUTES,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { say, type Words } from '../../../i18n/words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { countAction, HOUR_MS, MINUTE_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import { type ImageRules, reencodeImage } from '../../../lib/images.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import { nanpPhoneNumber } from '../../../lib/phone.ts';
import { gsm7Letters } from '../../../lib/sms-parts.ts';
import type { CompanyCaller, Principal } from '../../../plugins/auth.ts';
import { companyUserById } from '../../accounts/accounts/company-users.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { companyAlertRecipients, jobLinkFor } from '../../messages/booking-alerts/service.ts';
import { customerPageUrl, ticketLink, visitIn } from '../../messages/notifications/customer-notice.ts';
import { enqueue, sendEmail, topicTextsToday } from '../../messages/notifications/outbox.ts';
import { askerLocale, customerLocale } from '../../messages/notifications/recipient-locale.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { ownedTicket, type TicketRow } from '../lifecycle/ownership.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';
import { callerJob } from '../tickets/company.ts';
import { hideContacts } from './contacts.ts';
import { unreadToCompanyEmail, unreadToCustomerEmail } from './mail.ts';
import * as q from './queries.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now' | 'jobs' | 'publicUrl' | 'outbox' | 'ticketLinks'>;

export const CONVERSATION_MESSAGES = {
  ticketNotFound: 'Ticket not found',
  messageNotFound: 'Message not found',
} as const;

/** A conversation is a talk, not a feed: past this an hour, one side is flooding the other. */
export const MESSAGE_LIMITS = [
  {
    max: 60,
    windowMs: HOUR_MS,
    refusal: 'You have sent 60 messages in this conversation in the last hour, the most allowed.',
  },
] as const satisfies readonly WindowLimit[];
const REPORT_LIMITS = [
  { max: 20, windowMs: HOUR_MS, refusal: 'You have reported 20 messages in the last hour, the most allowed.' },
] as const satisfies readonly WindowLimit[];

/** Who reads or writes: the side and who they are. */
type Party = { side: 'customer' } | { side: 'company'; caller: CompanyCaller } | { side: 'staff'; staffUserId: number };
/**
 * Who reads or writes, and where: a ticket's conversation (`ticket`), or a question asked before booking
 * (`question`, the conversation itself: no ticket yet, so contact details stay hidden).
 */
export type Viewer = Party &
  ({ ticket: TicketRow; question?: undefined } | { ticket: null; question: q.ConversationRow });

// ---------------------------------------------------------------- who may

/** The customer's or guest's ticket (401 'Access denied' for anyone else's, as every ticket call). */
export async function customerViewer(db: Database, principal: Principal | null, ticketId: number): Promise<Viewer> {
  return { side: 'customer', ticket: await ownedTicket(db, ticketId, principal) };
}

/** The company's job (404 for another company's; a crew member: 403 for another crew's). */
export async function companyViewer(db: Database, caller: CompanyCaller, ticketId: number): Promise<Viewer> {
  return { side: 'company', ticket: await callerJob(db, caller, ticketId), caller };
}

/** Any ticket, for UpKeep's staff (404 when there is none). */
export async function staffViewer(db: Database, staffUserId: number, ticketId: number): Promise<Viewer> {
  const ticket = await q.ticketById(db, ticketId);
  if (!ticket) throw notFound(CONVERSATION_MESSAGES.ticketNotFound);
  return { side: 'staff', ticket, staffUserId };
}

// ---------------------------------------------------------------- reading

/** Confirmed by the company (or later): contact details show from then on. */
export const isConfirmedStatus = (statusId: number | null) =>
  statusId === TicketStatusId.Scheduled ||
  statusId === TicketStatusId.InProgress ||
  statusId === TicketStatusId.Completed;
const isConfirmed = (ticket: Pick<TicketRow, 'statusId'>) => isConfirmedStatus(ticket.statusId);

/** The viewer's conversation if it has one yet (a ticket's: the asker's question adopted, if any). */
async function existingOf(deps: Pick<Deps, 'db' | 'now'>, viewer: Viewer): Promise<q.ConversationRow | null> {
  if (!viewer.ticket) return q.conversationById(deps.db, viewer.question.id);
  return (await q.existingConversation(deps.db, viewer.ticket.id)) ?? q.adoptQuestion(deps.db, viewer.ticket);
}

/** The viewer's conversation, made on first use for a ticket. */
const conversationOf = (db: Database | Tx, viewer: Viewer, now: Date) =>
  viewer.ticket ? q.conversationOfTicket(db, viewer.ticket, now) : Promise.resolve(viewer.question);

/** Where the viewer's side reaches the conversation's messages (under /api). */
const messagesPath = (viewer: Viewer) =>
  viewer.ticket
    ? `/api/${viewer.side}/tickets/${viewer.ticket.id}/messages`
    : `/api/${viewer.side}/conversations/${viewer.question.id}/messages`;

/** A message as `viewer` sees it. */
export function messageFor(
  viewer: Viewer,
  conversation: q.ConversationRow,
  row: q.MessageRow,
  photoIds: readonly number[] = [],
): ConversationMessage {
  const kind = row.authorKind as MessageAuthorKind;
  const hidden = row.hiddenAt !== null;
  const fromOtherParty = viewer.side !== 'staff' && kind !== viewer.side && kind !== 'staff';
  let body = row.body;
  if (hidden && viewer.side !== 'staff') body = '';
  else if (fromOtherParty && !(viewer.ticket && isConfirmed(viewer.ticket))) body = hideContacts(body);
  const readBy = kind === 'customer' ? conversation.companyReadUpTo : conversation.customerReadUpTo;
  return {
    id: row.id,
    author: { kind, name: row.authorName },
    body,
    // A hidden message's photos are hidden with it (UpKeep still sees them).
    photos:
      hidden && viewer.side !== 'staff'
        ? []
        : photoIds.map((id) => ({ id, url: `${messagesPath(viewer)}/photos/${id}` })),
    createdAt: row.createdAt.toISOString(),
    readByOtherSide: readBy >= row.id,
    hidden,
  };
}

/** The conversation, oldest first (the newest MESSAGE_PAGE_SIZE); the customer's and company's reading moves. */
export async function readMessages(deps: Pick<Deps, 'db' | 'now'>, viewer: Viewer): Promise<ConversationMessage[]> {
  const { db } = deps;
  let conversation = await existingOf(deps, viewer);
  if (!conversation) return [];
  const rows = await q.messagesOf(db, conversation.id, 0, MESSAGE_PAGE_SIZE);
  const last = rows.at(-1);
  if (last && viewer.side !== 'staff') {
    await q.markRead(db, conversation.id, viewer.side, last.id);
    conversation = (await q.conversationById(db, conversation.id)) ?? conversation;
  }
  const photos = await q.photoIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => messageFor(viewer, conversation, row, photos.get(row.id)));
}

/** One message of the conversation as the viewer sees it now (a stream's resend of a changed one), or null. */
export async function messageNow(db: Database, viewer: Viewer, conversationId: number, messageId: number) {
  const [row, conversation] = await Promise.all([q.messageById(db, messageId), q.conversationById(db, conversationId)]);
  if (!row || !conversation || row.conversationId !== conversationId) return null;
  const photos = await q.photoIdsOf(db, [row.id]);
  return messageFor(viewer, conversation, row, photos.get(row.id));
}

/** The messages after `afterId` (a stream's catch-up), marking them read as a page open on them does. */
export async function messagesAfter(db: Database, viewer: Viewer, conversationId: number, afterId: number) {
  const rows = await q.messagesOf(db, conversationId, afterId, MESSAGE_PAGE_SIZE);
  const last = rows.at(-1);
  if (last && viewer.side !== 'staff') await q.markRead(db, conversationId, viewer.side, last.id);
  const conversation = await q.conversationById(db, conversationId);
  const photos = await q.photoIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return conversation ? rows.map((row) => messageFor(viewer, conversation, row, photos.get(row.id))) : [];
}

/** The viewer's conversation, made on first use for a ticket (a stream opens on it before anyone wrote). */
export const conversationFor = (deps: Pick<Deps, 'db' | 'now'>, viewer: Viewer) =>
  conversationOf(deps.db, viewer, deps.now());

// ---------------------------------------------------------------- writing

async function authorOf(
  db: Database | Tx,
  viewer: Viewer,
): Promise<{ name: string; companyUserId?: number; staffUserId?: number }> {
  switch (viewer.side) {
    case 'customer':
      return { name: viewer.ticket?.name ?? viewer.question?.askerName ?? 'Customer' };
    case 'company': {
      const user = await companyUserById(db, viewer.caller.companyUserId);
      const first = user?.name.trim().split(/\s+/)[0] ?? '';
      const company = user?.companyName ?? '';
      return { name: first ? `${first} at ${company}` : company, companyUserId: viewer.caller.companyUserId };
    }
    case 'staff':
      return { name: 'UpKeep', staffUserId: viewer.staffUserId };
  }
}

/**
 * Writes a message in the ticket's conversation: the writer's side has read everything up to it; the other
 * side is reminded by e-mail if it is still unread after UNREAD_REMINDER_MINUTES (the queue's job, in the
 * message's transaction); the open streams hear of it when it commits.
 */
export async function sendMessage(
  deps: Deps,
  viewer: Viewer,
  body: string,
  photoIds: readonly number[] = [],
): Promise<ConversationMessage> {
  const now = deps.now();
  const author = await authorOf(deps.db, viewer);
  const { conversation, row } = await deps.db.transaction(async (tx) => {
    const conversation = await conversationOf(tx, viewer, now);
    await countAction(tx, 'message', `${viewer.side}:${conversation.id}`, MESSAGE_LIMITS, now);
    const row = await q.insertMessage(tx, {
      conversationId: conversation.id,
      authorKind: viewer.side,
      authorName: author.name,
      companyUserId: author.companyUserId ?? null,
      staffUserId: author.staffUserId ?? null,
      body,
      createdAt: now,
    });
    const photos = [...new Set(photoIds)];
    if (
      photos.length > 0 &&
      (await q.attachPhotos(tx, conversation.id, viewer.side, row.id, photos)) !== photos.length
    ) {
      throw fieldError('photoIds', 'names a photo not uploaded for this conversation, or already sent');
    }
    if (viewer.side !== 'staff') await q.markRead(tx, conversation.id, viewer.side, row.id);
    // UpKeep writing in a customer's and a company's conversation is recorded, as every console change is.
    else {
      await recordStaffAction(
        tx,
        { staffUserId: viewer.staffUserId },
        {
          action: 'ticket.message',
          target: viewer.ticket ? `ticket:${viewer.ticket.id}` : `conversation:${conversation.id}`,
          after: { messageId: row.id, body },
          at: now,
        },
      );
    }
    await remindLater(deps, tx, row.id, now);
    return { conversation: (await q.conversationById(tx, conversation.id)) ?? conversation, row };
  });
  return messageFor(viewer, conversation, row, [...new Set(photoIds)]);
}

/** The other side is reminded of the message if it is still unread UNREAD_REMINDER_MINUTES later (the queue's job). */
export async function remindLater(deps: Pick<Deps, 'jobs'>, tx: Tx, messageId: number, now: Date): Promise<void> {
  await deps.jobs.send(
    tx,
    'message-unread',
    { messageId },
    { startAfter: new Date(now.getTime() + UNREAD_REMINDER_MINUTES * MINUTE_MS) },
  );
}

/** A side reports a message of the other side (or UpKeep's) to UpKeep's staff. */
export async function reportMessage(deps: Pick<Deps, 'db' | 'now'>, viewer: Viewer, messageId: number, reason: string) {
  const conversation = await existingOf(deps, viewer);
  const message = conversation ? await q.messageById(deps.db, messageId) : null;
  if (!conversation || !message || message.conversationId !== conversation.id || message.authorKind === viewer.side) {
    throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await countAction(tx, 'message-report', `${viewer.side}:${conversation.id}`, REPORT_LIMITS, now);
    await q.insertReport(tx, { messageId, reporterKind: viewer.side, reason, createdAt: now });
  });
}

// ---------------------------------------------------------------- unread

/** The customer's or guest's unread messages per ticket. */
export async function customerUnread(db: Database, principal: Principal) {
  const owns: q.UnreadScope =
    principal.kind === 'customer'
      ? { customerId: principal.customerId }
      : { guestId: principal.guestId, ticketId: principal.ticketId };
  return unreadAnswer(await q.unreadByTicket(db, 'customer', owns));
}

/** The company's unread messages per job (a crew member: their crew's jobs), and in all with its questions. */
export async function companyUnread(db: Database, caller: CompanyCaller) {
  const theirs: q.UnreadScope =
    caller.role === 'crew' ? { companyId: caller.companyId, crewId: caller.crewId } : { companyId: caller.companyId };
  const answer = unreadAnswer(await q.unreadByTicket(db, 'company', theirs));
  // The owner and the office also answer the questions asked before booking (the count in the navigation).
  return caller.role === 'crew'
    ? answer
    : { ...answer, count: answer.count + (await q.unreadQuestions(db, caller.companyId)) };
}

const unreadAnswer = (rows: { ticket_id: number; unread: number }[]) => ({
  count: rows.reduce((n, r) => n + r.unread, 0),
  conversations: rows.map((r) => ({ ticketId: r.ticket_id, unread: r.unread })),
});

// ---------------------------------------------------------------- the reminder of an unread message

/** Where a reminder leads: the ticket's (its page; the job's page) or a question's (its private link; the portal). */
export interface ReminderLinks {
  question(conversation: q.ConversationRow): string;
}

/** What a reminder says about the conversation, per side: its subject line, the words before the quote, the link. */
async function reminderContext(deps: Deps, links: ReminderLinks, conversation: q.ConversationRow, authorName: string) {
  if (conversation.ticketId === null) {
    const about = await q.questionSubject(deps.db, conversation.id);
    const service = about?.serviceName ?? 'your question';
    // The asker's in the language they asked in (issue 49), linking the question's Spanish screen for a Spanish one.
    const locale = await askerLocale(deps.db, conversation);
    const s = (words: Words) => say(words, locale);
    return {
      viewer: (side: q.Side): Viewer => ({ side, ticket: null, question: conversation }) as Viewer,
      ticketId: null,
      customer: {
        name: conversation.askerName ?? '',
        email: conversation.askerEmail,
        subject: s(
          /*i18n*/ {
            id: 'question.unread.subject',
            message: 'UpKeep: {author} answered your question',
            values: { author: authorName },
          },
        ),
        intro: s(
          /*i18n*/ {
            id: 'question.unread.intro',
            message: '{author} wrote about your question on {service}:',
            values: {
              author: authorName,
              service: about
                ? serviceNameIn(about, locale)
                : s(/*i18n*/ { id: 'question.unread.yourQuestion', message: 'your question' }),
            },
          },
        ),
        link: linkIn(links.question(conversation), locale),
        linkWords: s(/*i18n*/ { id: 'question.unread.link', message: 'Read and answer it:' }),
        locale,
      },
      // A question before booking is the owner's and the office's: in English.
      company: (_locale: Locale) => ({
        locale: 'en' as Locale,
        subject: `UpKeep: a message from ${authorName}`,
        intro: `${authorName} wrote about ${service} (a question before booking):`,
        link: `${deps.publicUrl.replace(/\/+$/, '')}/pro/messages/${conversation.id}`,
        sms: `UpKeep: ${authorName} sent you a question.`,
      }),
    };
  }
  const ticket = await q.ticketById(deps.db, conversation.ticketId);
  if (!ticket) return null;
  const info = await companyServiceOf(deps.db, ticket);
  // The customer's in their language (the account's, a guest's booking's), each of the company's people in theirs
  // (a crew member's): issue 49.
  const locale = await customerLocale(deps.db, ticket);
  const s = (words: Words) => say(words, locale);
  return {
    viewer: (side: q.Side): Viewer => ({ side, ticket }) as Viewer,
    ticketId: ticket.id,
    customer: {
      name: ticket.name,
      email: ticket.email,
      subject: s(
        /*i18n*/ {
          id: 'unread.customer.subject',
          message: 'UpKeep ticket #{id}: a message from {author}',
          values: { id: ticket.id, author: authorName },
        },
      ),
      intro: s(
        /*i18n*/ {
          id: 'unread.customer.intro',
          message: '{author} wrote about your {service} booking for {visit}:',
          values: { author: authorName, service: serviceNameIn(info, locale), visit: visitIn(ticket, locale) },
        },
      ),
      link: ticketLink(deps, ticket.id),
      /** A guest's booking: the link goes through its private link (customerPageUrl, in the reminder's transaction). */
      ticket,
      linkWords: s(/*i18n*/ { id: 'unread.customer.link', message: 'Read and answer it on your ticket:' }),
      locale,
    },
    company: (l: Locale) => ({
      locale: l,
      subject: say(
        /*i18n*/ {
          id: 'unread.job.subject',
          message: 'UpKeep job #{id}: a message from {author}',
          values: { id: ticket.id, author: authorName },
        },
        l,
      ),
      intro: say(
        /*i18n*/ {
          id: 'unread.job.intro',
          message: '{author} wrote about job #{id} ({service}, {visit}):',
          values: { id: ticket.id, author: authorName, service: serviceNameIn(info, l), visit: visitIn(ticket, l) },
        },
        l,
      ),
      link: jobLinkFor(deps.publicUrl, ticket.id),
      sms: say(
        /*i18n*/ {
          id: 'unread.job.sms',
          message: 'UpKeep job #{id}: {author} sent you a message.',
          values: { id: ticket.id, author: authorName },
        },
        l,
      ),
    }),
  };
}

/**
 * A number gets at most this many texts a day about unread messages; the e-mails still go. One reminder per
 * conversation an hour is the first limit, but a company with many customers writing at once would otherwise get a
 * text for each of their conversations: a text costs and intrudes.
 */
export const MAX_UNREAD_TEXTS_PER_DAY = 10;

/**
 * The queue's `message-unread` job: the message still unread by the other side UNREAD_REMINDER_MINUTES later is
 * sent to it by e-mail (the company's people also by text, MAX_UNREAD_TEXTS_PER_DAY a number at most), with a
 * link back to the conversation; at most once an hour per conversation and side (a later message's job finds the
 * hour taken). Nothing for a hidden message.
 */
export async function remindUnread(
  deps: Deps,
  links: ReminderLinks,
  messageId: number,
): Promise<'sent' | 'read' | 'recent' | 'gone'> {
  const message = await q.messageById(deps.db, messageId);
  const conversation = message ? await q.conversationById(deps.db, message.conversationId) : null;
  if (!message || !conversation || message.hiddenAt) return 'gone';
  const side: q.Side = message.authorKind === 'customer' ? 'company' : 'customer';
  const readUpTo = side === 'customer' ? conversation.customerReadUpTo : conversation.companyReadUpTo;
  if (readUpTo >= message.id) return 'read';
  const context = await reminderContext(deps, links, conversation, message.authorName);
  if (!context) return 'gone';
  const now = deps.now();
  const shown = messageFor(context.viewer(side), conversation, message).body;
  const sent = await deps.db.transaction(async (tx) => {
    if (!(await q.claimReminder(tx, conversation.id, side, now, new Date(now.getTime() - HOUR_MS)))) return false;
    if (side === 'customer') {
      const to = context.customer;
      if (!to.email) return false;
      const link =
        'ticket' in to && to.ticket ? await customerPageUrl(deps, tx, to.ticket, { to: 'ticket' }, now) : to.link;
      const mail = unreadToCustomerEmail({
        subject: to.subject,
        name: to.name,
        intro: to.intro,
        message: shown,
        linkWords: to.linkWords,
        link,
        locale: to.locale,
      });
      await sendEmail(deps.jobs, tx, to.email, mail, now, { ticketId: context.ticketId, topic: 'unread-message' });
      return true;
    }
    const company = await companyAlertRecipients(tx, conversation.companyId);
    // One text a number: the company's contact and one of its people often share one.
    const texted = new Set<string>();
    for (const person of company?.recipients ?? []) {
      const to = context.company(person.locale);
      const mail = unreadToCompanyEmail({
        subject: to.subject,
        name: person.name,
        intro: to.intro,
        message: shown,
        link: to.link,
        locale: to.locale,
      });
      await sendEmail(deps.jobs, tx, person.email, mail, now, { ticketId: context.ticketId, topic: 'unread-message' });
      // The number in E.164, as the outbox writes it: the day's count reads the rows in that form (issue 46).
      const phone = person.phoneNumber ? nanpPhoneNumber(person.phoneNumber) : null;
      if (
        phone &&
        !texted.has(phone) &&
        (await topicTextsToday(tx, 'unread-message', phone, now)) < MAX_UNREAD_TEXTS_PER_DAY
      ) {
        texted.add(phone);
        await enqueue(
          deps.jobs,
          tx,
          {
            channel: 'sms',
            recipient: phone,
            body: to.locale === 'en' ? `${to.sms} ${to.link}` : gsm7Letters(`${to.sms} ${to.link}`),
            ticketId: context.ticketId,
            topic: 'unread-message',
          },
          now,
        );
      }
    }
    return true;
  });
  if (sent) deps.outbox.kick();
  return sent ? 'sent' : 'recent';
}

// ---------------------------------------------------------------- UpKeep's moderation

export async function reportedMessages(db: Database) {
  const rows = await q.openReports(db);
  return rows.map((r) => ({
    reportId: r.report_id,
    messageId: r.message_id,
    ticketId: r.ticket_id,
    author: { kind: r.author_kind as MessageAuthorKind, name: r.author_name },
    body: r.body,
    reporterKind: r.reporter_kind as MessageAuthorKind,
    reason: r.reason,
    reportedAt: new Date(r.reported_at).toISOString(),
    sentAt: new Date(r.sent_at).toISOString(),
  }));
}

/**
 * UpKeep hides a message with a reason: both sides then see that UpKeep hid it, not what it said; its reports
 * are closed; the audit log keeps the words and the reason. 404 for no such message; hiding twice changes nothing.
 */
export async function hideMessage(
  deps: Pick<Deps, 'db' | 'now'>,
  staffUserId: number,
  messageId: number,
  reason: string,
) {
  const message = await q.messageById(deps.db, messageId);
  if (!message) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const hidden = await q.hideMessage(tx, messageId, reason, now);
    const closed = await q.resolveReports(tx, messageId, now);
    if (!hidden && closed === 0) return;
    // The open pages of the conversation replace it with "hidden by UpKeep".
    if (hidden) await q.notifyMessage(tx, message.conversationId, messageId, true);
    await recordStaffAction(
      tx,
      { staffUserId },
      {
        action: 'message.hide',
        target: `message:${messageId}`,
        before: { body: message.body, hidden: message.hiddenAt !== null },
        after: { hidden: true, reason },
        at: now,
      },
    );
  });
}

/** UpKeep keeps a reported message as it is: its reports are closed (audited). */
export async function keepMessage(deps: Pick<Deps, 'db' | 'now'>, staffUserId: number, messageId: number) {
  const message = await q.messageById(deps.db, messageId);
  if (!message) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if ((await q.resolveReports(tx, messageId, now)) === 0) return;
    await recordStaffAction(
      tx,
      { staffUserId },
      { action: 'message.keep', target: `message:${messageId}`, after: { reportsClosed: true }, at: now },
    );
  });
}

// ---------------------------------------------------------------- photos

const PHOTO_RULES: ImageRules = {
  side: 1600,
  maxBytes: MESSAGE_PHOTO_MAX_BYTES,
  maxPixels: 40_000_000,
  quality: 80,
  alsoRead: ['heif'],
  messages: {
    notAnImage: 'The file is not a JPEG, PNG, WebP or HEIC photo UpKeep can read.',
    tooManyPixels: 'The photo is too large: at most 40 megapixels.',
    tooManyBytes: 'A photo must be at most 10 MB.',
  },
};
const PHOTO_LIMITS = [
  {
    max: 30,
    windowMs: HOUR_MS,
    refusal: 'You have added 30 photos to this conversation in the last hour, the most allowed.',
  },
] as const satisfies readonly WindowLimit[];

/**
 * A photo for the side's next message: counted before the decoding it protects, re-encoded as WebP without its
 * metadata (locations included), kept unsent until a message names it. Answers its id.
 */
export async function uploadMessagePhoto(deps: Pick<Deps, 'db' | 'now'>, viewer: Viewer, bytes: Buffer) {
  const now = deps.now();
  const conversation = await conversationOf(deps.db, viewer, now);
  // Photos wait for their message: a side keeps a few waiting, not a store of them.
  if ((await q.unsentPhotoCount(deps.db, conversation.id, viewer.side)) >= 2 * MAX_MESSAGE_PHOTOS) {
    throw conflict(`${2 * MAX_MESSAGE_PHOTOS} photos are waiting to be sent: send them with a message first.`);
  }
  await deps.db.transaction((tx) =>
    countAction(tx, 'message-photo', `${viewer.side}:${conversation.id}`, PHOTO_LIMITS, now),
  );
  const image = await reencodeImage(bytes, PHOTO_RULES);
  const id = await q.insertMessagePhoto(deps.db, {
    conversationId: conversation.id,
    side: viewer.side,
    contentType: image.contentType,
    bytes: image.bytes,
    width: image.width,
    height: image.height,
    createdAt: now,
  });
  return { id };
}

/** A photo of the ticket's conversation for its member: sent ones (not hidden, but for UpKeep), or one's own upload. */
export async function messagePhoto(deps: Pick<Deps, 'db' | 'now'>, viewer: Viewer, photoId: number) {
  const { db } = deps;
  const conversation = await existingOf(deps, viewer);
  const photo = conversation ? await q.messagePhotoImage(db, conversation.id, photoId) : null;
  const visible =
    photo !== null &&
    (photo.messageId === null ? photo.side === viewer.side : photo.hiddenAt === null || viewer.side === 'staff');
  if (!photo || !visible) throw notFound('Photo not found');
  return photo;
}
