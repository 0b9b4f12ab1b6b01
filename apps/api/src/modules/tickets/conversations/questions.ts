/**
 * Questions before booking (issue 30): "Send a message" on the offers opens a conversation with that company
 * (no ticket yet). The company answers it in the portal; the visitor reads the answers by a private link mailed
 * to them (a signed-in customer who asked, also under their account). When the asker books that company, the
 * question becomes the ticket's conversation (queries.ts `adoptQuestion`).
 *
 * The link's token is an HMAC of the conversation (its id and creation instant) under the server's secret: every
 * e-mail about the question can carry the link again, and only its SHA-256 is kept (clearing it revokes it).
 *
 * The question keeps the language it was asked in (`conversations.locale`, issue 49): what is sent to the asker is
 * in it (a signed-in customer's Spanish account too), linking the Spanish screen `/es/my-question/{id}`; what the
 * company's owner and office read stays English.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CONVERSATION_LIST_SIZE, type CompanyConversation, type Locale, QUESTION_PATH } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { notFound } from '../../../lib/errors.ts';
import { addressSubject, countAction, DAY_MS, HOUR_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import type { CompanyCaller, Principal } from '../../../plugins/auth.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { askerLocale } from '../../messages/notifications/recipient-locale.ts';
import { hideContacts } from './contacts.ts';
import { questionSentEmail } from './mail.ts';
import * as q from './queries.ts';
import { companyViewer, isConfirmedStatus, remindLater, type Viewer } from './service.ts';

export const QUESTION_NOT_FOUND = 'Conversation not found';
/** A question the asker booked: its link no longer opens it (the booking's own page does). */
export const QUESTION_BOOKED = 'This conversation continues on your booking: open it from your ticket.';

/** The private links of questions: made from the server's secret, so each e-mail can carry its question's again. */
export interface QuestionLinks {
  token(conversation: Pick<q.ConversationRow, 'id' | 'createdAt'>): string;
  url(conversation: Pick<q.ConversationRow, 'id' | 'createdAt'>): string;
}

export function questionLinks(secret: string, publicUrl: string): QuestionLinks {
  // A key of its own, derived from the secret: the tokens sign nothing else.
  const key = createHmac('sha256', secret).update('upkeep question links').digest();
  const token = (c: Pick<q.ConversationRow, 'id' | 'createdAt'>) =>
    createHmac('sha256', key).update(`${c.id}:${c.createdAt.getTime()}`).digest('base64url');
  return { token, url: (c) => `${publicUrl}${QUESTION_PATH}/${c.id}?token=${token(c)}` };
}

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** The asker: by the private link's token, or signed in as the customer who asked. 404 for anyone else. */
export async function askerViewer(
  db: Database,
  principal: Principal | null,
  conversationId: number,
  token: string | undefined,
): Promise<Viewer> {
  const conversation = await q.conversationById(db, conversationId);
  const stored = conversation?.accessTokenHash ? Buffer.from(conversation.accessTokenHash, 'hex') : null;
  const byLink =
    token !== undefined && stored !== null && stored.length === 32 && timingSafeEqual(sha256(token), stored);
  const byAccount =
    principal?.kind === 'customer' &&
    conversation?.customerId != null &&
    conversation.customerId === principal.customerId;
  if (!conversation || !(byLink || byAccount)) throw notFound(QUESTION_NOT_FOUND);
  if (conversation.ticketId !== null) throw notFound(QUESTION_BOOKED);
  return { side: 'customer', ticket: null, question: conversation };
}

/**
 * The company's owner or office on one of its conversations by id: a question, or once booked, the job's
 * conversation (read as the job's, contact details shown once it is confirmed). 404 for another company's.
 */
export async function companyConversationViewer(db: Database, caller: CompanyCaller, id: number): Promise<Viewer> {
  const conversation = await q.conversationById(db, id);
  if (!conversation || conversation.companyId !== caller.companyId) throw notFound(QUESTION_NOT_FOUND);
  if (conversation.ticketId !== null) return companyViewer(db, caller, conversation.ticketId);
  return { side: 'company', caller, ticket: null, question: conversation };
}

/** The company's conversations, the latest first: questions and jobs, with what was said last and unread counts. */
export async function companyConversationList(db: Database, companyId: number): Promise<CompanyConversation[]> {
  const rows = await q.companyConversations(db, companyId, CONVERSATION_LIST_SIZE);
  return rows.map((r) => ({
    id: r.id,
    ticketId: r.ticket_id,
    name: r.name ?? 'Customer',
    serviceName: r.service_name ?? '',
    // The list shows what the conversation shows: before confirmation, contact details hidden.
    lastMessage: preview(
      r.last_body === null
        ? ''
        : r.ticket_id !== null && isConfirmedStatus(r.status_id)
          ? r.last_body
          : hideContacts(r.last_body),
    ),
    lastMessageAt: new Date(r.last_at).toISOString(),
    unread: r.unread,
  }));
}

const preview = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/**
 * A visitor is mailed a question's link at most this often (their e-mail counted without dots or a +tag in its
 * name: one inbox, however it is spelled).
 */
const ASKER_MAIL_LIMITS = [
  {
    max: 10,
    windowMs: HOUR_MS,
    refusal: 'You have sent 10 questions from this e-mail in the last hour, the most allowed.',
  },
  { max: 30, windowMs: DAY_MS, refusal: 'You have sent 30 questions from this e-mail today, the most allowed.' },
] as const satisfies readonly WindowLimit[];
/** Each question mails (and, unread, texts) a company's people: a company takes this many a day from visitors. */
const COMPANY_QUESTION_LIMITS = [
  {
    max: 50,
    windowMs: DAY_MS,
    refusal: 'This company has received the most questions it can take today. Please try again tomorrow.',
  },
] as const satisfies readonly WindowLimit[];

/** One inbox however its name is spelled: lower case, no dots, no +tag before the @. */
export function inboxKey(address: string): string {
  const [name = '', domain = ''] = address.trim().toLowerCase().split('@');
  return `${name.split('+')[0]?.replaceAll('.', '')}@${domain}`;
}

export interface Question {
  companyId: number;
  companyServiceId: number;
  companyName: string;
  /** The catalogue's service, whose name the asker reads in their language. */
  serviceId: number;
  serviceName: string;
  customerId: number | null;
  name: string;
  email: string;
  message: string;
  /** The language the question was asked in (the page's): English when absent. */
  locale?: Locale;
}

/**
 * Opens a question's conversation in the caller's transaction (the lead's): its first message, the company's
 * reminder if nobody reads it, and the asker's e-mail with the private link. Answers the conversation's id.
 */
export async function openQuestion(
  deps: Pick<ServiceDeps, 'jobs'>,
  links: QuestionLinks,
  tx: Tx,
  question: Question,
  now: Date,
): Promise<number> {
  await countAction(tx, 'question-mail', addressSubject(inboxKey(question.email)), ASKER_MAIL_LIMITS, now);
  await countAction(tx, 'company-question', `company:${question.companyId}`, COMPANY_QUESTION_LIMITS, now);
  const conversation = await q.insertQuestion(tx, {
    companyId: question.companyId,
    companyServiceId: question.companyServiceId,
    customerId: question.customerId,
    askerName: question.name,
    askerEmail: question.email,
    locale: question.locale ?? 'en',
    createdAt: now,
  });
  await q.setAccessTokenHash(tx, conversation.id, sha256(links.token(conversation)).toString('hex'));
  const message = await q.insertMessage(tx, {
    conversationId: conversation.id,
    authorKind: 'customer',
    authorName: question.name,
    body: question.message,
    createdAt: now,
  });
  await q.markRead(tx, conversation.id, 'customer', message.id);
  await remindLater(deps, tx, message.id, now);
  const locale = await askerLocale(tx, conversation);
  const mail = questionSentEmail({
    name: question.name,
    companyName: question.companyName,
    serviceName: serviceNameIn(question, locale),
    message: question.message,
    conversationUrl: linkIn(links.url(conversation), locale),
    locale,
  });
  await sendEmail(deps.jobs, tx, question.email, mail, now, { topic: 'question' });
  return conversation.id;
}
