/** Conversations and their messages, as plain objects. */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { conversations, messagePhotos, messageReports, messages, tickets } from '../../../db/schema.ts';

type Db = Database | Tx;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type Side = 'customer' | 'company';

/** The channel of `NOTIFY` that carries `conversationId:messageId` of each new message (ids only). */
export const MESSAGE_CHANNEL = 'upkeep_messages';

export async function ticketById(db: Db, id: number) {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
  return ticket ?? null;
}

/** What a ticket's conversation is found, made or adopted by. */
export interface TicketKeys {
  id: number;
  companyId: number;
  customerId: number | null;
  confirmedAt: Date | null;
  createdAt: Date;
}

/** The ticket's conversation, made on first use (two callers at once get the same one). */
export async function conversationOfTicket(db: Db, ticket: TicketKeys, now: Date): Promise<ConversationRow> {
  const existing = await existingConversation(db, ticket.id);
  if (existing) return existing;
  const adopted = await adoptQuestion(db, ticket);
  if (adopted) return adopted;
  const [made] = await db
    .insert(conversations)
    .values({ companyId: ticket.companyId, ticketId: ticket.id, customerId: ticket.customerId, createdAt: now })
    .onConflictDoNothing({ target: conversations.ticketId })
    .returning();
  if (made) return made;
  const [found] = await db.select().from(conversations).where(eq(conversations.ticketId, ticket.id));
  if (!found) throw new Error(`the conversation of ticket ${ticket.id} was not made`);
  return found;
}

/** A question asked before booking is adopted by its asker's booking with that company within this many days. */
export const QUESTION_ADOPTION_DAYS = 30;

/**
 * A confirmed booking (paid, or an estimate request booked) of a signed-in customer adopts their latest question to
 * its company asked in the QUESTION_ADOPTION_DAYS before they booked (never one asked after), unless the ticket
 * has a conversation. Only the asker's own account adopts: an e-mail typed at a checkout proves nothing. Two at
 * once: the ticket's unique conversation keeps one, and a question adopted meanwhile is not taken again.
 */
export async function adoptQuestion(db: Db, ticket: TicketKeys): Promise<ConversationRow | null> {
  if (ticket.customerId === null || ticket.confirmedAt === null) return null;
  const booked = ticket.createdAt.toISOString();
  const since = new Date(ticket.createdAt.getTime() - QUESTION_ADOPTION_DAYS * 24 * 3600_000).toISOString();
  try {
    const rows = await db.transaction(async (tx) => {
      const adopted = await queryRows<{ id: number }>(
        tx,
        sql`update conversations set ticket_id = ${ticket.id}, customer_id = coalesce(customer_id, ${ticket.customerId}::int)
             where id = (select id from conversations
                          where ticket_id is null and company_id = ${ticket.companyId}
                            and customer_id = ${ticket.customerId}
                            and created_at >= ${since}::timestamptz and created_at <= ${booked}::timestamptz
                          order by last_message_at desc nulls last, id desc
                          limit 1)
               and ticket_id is null
               and not exists (select 1 from conversations where ticket_id = ${ticket.id})
             returning id`,
      );
      return adopted;
    });
    const [row] = rows;
    return row ? conversationById(db, row.id) : null;
  } catch (error) {
    // Another request gave the ticket its conversation meanwhile (the unique index): that one is the ticket's.
    if ((error as { code?: string }).code === '23505') return existingConversation(db, ticket.id);
    throw error;
  }
}

/** A question asked before booking: its conversation, first message and private link's hash. */
export async function insertQuestion(
  tx: Tx,
  values: Pick<
    typeof conversations.$inferInsert,
    'companyId' | 'companyServiceId' | 'customerId' | 'askerName' | 'askerEmail' | 'locale' | 'createdAt'
  >,
): Promise<ConversationRow> {
  const [row] = await tx.insert(conversations).values(values).returning();
  if (!row) throw new Error('insert into conversations returned no row');
  return row;
}

/** What a question is about: the service asked about (null once the company's service is gone). */
export async function questionSubject(db: Db, conversationId: number) {
  const [row] = await queryRows<{ service_id: number; service_name: string }>(
    db,
    sql`select s.id as service_id, s.name as service_name from conversations c
          join company_services cs on cs.id = c.company_service_id
          join services s on s.id = cs.service_id
         where c.id = ${conversationId}`,
  );
  return row ? { serviceId: row.service_id, serviceName: row.service_name } : null;
}

export async function setAccessTokenHash(tx: Tx, id: number, hash: string): Promise<void> {
  await tx.update(conversations).set({ accessTokenHash: hash }).where(eq(conversations.id, id));
}

/**
 * The company's conversations with messages, the latest first: who it talks to, the service, the newest
 * message (not hidden) and how many of the customer's messages it has not read.
 */
export function companyConversations(db: Db, companyId: number, limit: number) {
  return queryRows<{
    id: number;
    ticket_id: number | null;
    name: string | null;
    service_name: string | null;
    last_body: string | null;
    last_at: string | Date;
    unread: number;
    status_id: number | null;
  }>(
    db,
    sql`select c.id, c.ticket_id, coalesce(t.name, c.asker_name) as name,
               coalesce(ts.name, qs.name) as service_name, t.status_id,
               (select m.body from messages m where m.conversation_id = c.id and m.hidden_at is null
                 order by m.id desc limit 1) as last_body,
               c.last_message_at as last_at,
               (select count(*)::int from messages m where m.conversation_id = c.id and m.id > c.company_read_up_to
                   and m.author_kind <> 'company' and m.hidden_at is null) as unread
          from conversations c
          left join tickets t on t.id = c.ticket_id
          left join company_services tcs on tcs.id = t.company_service_id
          left join services ts on ts.id = tcs.service_id
          left join company_services qcs on qcs.id = c.company_service_id
          left join services qs on qs.id = qcs.service_id
         where c.company_id = ${companyId} and c.last_message_at is not null
         order by c.last_message_at desc, c.id desc
         limit ${limit}`,
  );
}

/** The ticket's conversation if it has one. */
export async function existingConversation(db: Db, ticketId: number): Promise<ConversationRow | null> {
  const [found] = await db.select().from(conversations).where(eq(conversations.ticketId, ticketId));
  return found ?? null;
}

export async function conversationById(db: Db, id: number): Promise<ConversationRow | null> {
  const [found] = await db.select().from(conversations).where(eq(conversations.id, id));
  return found ?? null;
}

/** The newest `limit` messages after `afterId`, oldest first. */
export async function messagesOf(db: Db, conversationId: number, afterId: number, limit: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.id, afterId)))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export async function messageById(db: Db, id: number): Promise<MessageRow | null> {
  const [found] = await db.select().from(messages).where(eq(messages.id, id));
  return found ?? null;
}

/** Adds a message, moves the conversation's last message time, and tells every process (NOTIFY at commit). */
export async function insertMessage(tx: Tx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  // The conversation's row lock first: its messages then commit in the order of their ids, so a stream that has
  // sent id N never finds a smaller one committed after it.
  await tx.execute(sql`select id from conversations where id = ${values.conversationId} for update`);
  const [row] = await tx.insert(messages).values(values).returning();
  if (!row) throw new Error('insert into messages returned no row');
  await tx.update(conversations).set({ lastMessageAt: row.createdAt }).where(eq(conversations.id, row.conversationId));
  await notifyMessage(tx, row.conversationId, row.id);
  return row;
}

/**
 * Tells every process's open streams of the conversation that the message is new, or `changed` (hidden by
 * UpKeep: sent again as it now shows), when the transaction commits.
 */
export async function notifyMessage(tx: Tx, conversationId: number, messageId: number, changed = false) {
  const payload = `${conversationId}:${messageId}${changed ? ':changed' : ''}`;
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${payload})`);
}

/** A side has read the conversation up to `messageId` (never backwards). */
export async function markRead(db: Db, conversationId: number, side: Side, messageId: number): Promise<void> {
  const column = side === 'customer' ? conversations.customerReadUpTo : conversations.companyReadUpTo;
  await db
    .update(conversations)
    .set(
      side === 'customer'
        ? { customerReadUpTo: sql`greatest(${column}, ${messageId})` }
        : { companyReadUpTo: sql`greatest(${column}, ${messageId})` },
    )
    .where(eq(conversations.id, conversationId));
}

/** The side's reminder of unread messages was sent now, unless one was within the last hour (then false). */
export async function claimReminder(tx: Tx, conversationId: number, side: Side, now: Date, since: Date) {
  const column = side === 'customer' ? 'customer_reminded_at' : 'company_reminded_at';
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update conversations set ${sql.raw(column)} = ${now.toISOString()}::timestamptz
         where id = ${conversationId} and (${sql.raw(column)} is null or ${sql.raw(column)} <= ${since.toISOString()}::timestamptz)
         returning id`,
  );
  return rows.length > 0;
}

/**
 * Whose tickets an unread count covers: a customer's; a guest's (one ticket, when their session is a ticket's
 * private link); a company's (a crew member: their crew's).
 */
export type UnreadScope =
  | { customerId: number }
  | { guestId: string; ticketId?: number }
  | { companyId: number; crewId?: number | null };

const unreadTickets = (scope: UnreadScope) =>
  'customerId' in scope
    ? sql`t.customer_id = ${scope.customerId}`
    : 'guestId' in scope
      ? scope.ticketId !== undefined
        ? sql`t.id = ${scope.ticketId} and t.guest_id = ${scope.guestId} and t.customer_id is null`
        : sql`t.guest_id = ${scope.guestId} and t.customer_id is null`
      : scope.crewId !== undefined
        ? sql`t.company_id = ${scope.companyId} and t.crew_id = ${scope.crewId}`
        : sql`t.company_id = ${scope.companyId}`;

/**
 * Unread messages per ticket conversation for one side, among the tickets of `scope`: another side's messages
 * after the side's reading, not hidden. Newest conversation first.
 */
export async function unreadByTicket(db: Db, side: Side, scope: UnreadScope) {
  const readUpTo = side === 'customer' ? sql`c.customer_read_up_to` : sql`c.company_read_up_to`;
  return queryRows<{ ticket_id: number; unread: number }>(
    db,
    sql`select c.ticket_id, count(*)::int as unread
          from conversations c
          join tickets t on t.id = c.ticket_id
          join messages m on m.conversation_id = c.id and m.id > ${readUpTo}
                          and m.author_kind <> ${side} and m.hidden_at is null
         where ${unreadTickets(scope)}
         group by c.ticket_id, c.last_message_at
         order by c.last_message_at desc
         limit 100`,
  );
}

/** The visitors' unread messages in the company's questions before booking. */
export async function unreadQuestions(db: Db, companyId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from conversations c
          join messages m on m.conversation_id = c.id and m.id > c.company_read_up_to
                          and m.author_kind <> 'company' and m.hidden_at is null
         where c.company_id = ${companyId} and c.ticket_id is null`,
  );
  return row?.n ?? 0;
}

export async function insertReport(db: Db, values: typeof messageReports.$inferInsert): Promise<void> {
  await db.insert(messageReports).values(values);
}

/** The open reports, oldest first, with their message and its ticket. */
export function openReports(db: Db) {
  return queryRows<{
    report_id: number;
    message_id: number;
    ticket_id: number | null;
    author_kind: string;
    author_name: string;
    body: string;
    reporter_kind: string;
    reason: string;
    reported_at: string | Date;
    sent_at: string | Date;
  }>(
    db,
    sql`select r.id as report_id, m.id as message_id, c.ticket_id, m.author_kind, m.author_name, m.body,
               r.reporter_kind, r.reason, r.created_at as reported_at, m.created_at as sent_at
          from message_reports r
          join messages m on m.id = r.message_id
          join conversations c on c.id = m.conversation_id
         where r.resolved_at is null
         order by r.id
         limit 200`,
  );
}

/** Hides a message (once: false when it already was hidden or does not exist). */
export async function hideMessage(tx: Tx, id: number, reason: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(messages)
    .set({ hiddenAt: now, hiddenReason: reason })
    .where(and(eq(messages.id, id), sql`${messages.hiddenAt} is null`))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** Closes the message's open reports; answers how many. */
export async function resolveReports(tx: Tx, messageId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(messageReports)
    .set({ resolvedAt: now })
    .where(and(eq(messageReports.messageId, messageId), sql`${messageReports.resolvedAt} is null`))
    .returning({ id: messageReports.id });
  return rows.length;
}

export async function insertMessagePhoto(db: Db, values: typeof messagePhotos.$inferInsert): Promise<number> {
  const [row] = await db.insert(messagePhotos).values(values).returning({ id: messagePhotos.id });
  if (!row) throw new Error('insert into message_photos returned no row');
  return row.id;
}

/** Attaches the side's uploaded, not yet sent photos of the conversation to a message; answers how many. */
export async function attachPhotos(tx: Tx, conversationId: number, side: string, messageId: number, ids: number[]) {
  const rows = await tx
    .update(messagePhotos)
    .set({ messageId })
    .where(
      and(
        inArray(messagePhotos.id, ids),
        eq(messagePhotos.conversationId, conversationId),
        eq(messagePhotos.side, side),
        isNull(messagePhotos.messageId),
      ),
    )
    .returning({ id: messagePhotos.id });
  return rows.length;
}

/** The photo ids of these messages, by message id (in upload order). */
export async function photoIdsOf(db: Db, messageIds: readonly number[]): Promise<Map<number, number[]>> {
  const byMessage = new Map<number, number[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ id: messagePhotos.id, messageId: messagePhotos.messageId })
    .from(messagePhotos)
    .where(inArray(messagePhotos.messageId, [...messageIds]))
    .orderBy(messagePhotos.id);
  for (const row of rows) {
    if (row.messageId === null) continue;
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row.id]);
  }
  return byMessage;
}

/** One photo of the conversation with its bytes, its message (null: not sent yet) and who uploaded it. */
export async function messagePhotoImage(db: Db, conversationId: number, photoId: number) {
  const [row] = await db
    .select({
      contentType: messagePhotos.contentType,
      bytes: messagePhotos.bytes,
      messageId: messagePhotos.messageId,
      side: messagePhotos.side,
      hiddenAt: messages.hiddenAt,
    })
    .from(messagePhotos)
    .leftJoin(messages, eq(messages.id, messagePhotos.messageId))
    .where(and(eq(messagePhotos.id, photoId), eq(messagePhotos.conversationId, conversationId)));
  return row ?? null;
}

/** The side's photos of the conversation not sent yet. */
export async function unsentPhotoCount(db: Db, conversationId: number, side: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from message_photos
         where conversation_id = ${conversationId} and side = ${side} and message_id is null`,
  );
  return row?.n ?? 0;
}
