/**
 * Conversations (issue 30): one thread per ticket between its customer (or guest), the company's users and
 * UpKeep's staff; plain text, live over Server-Sent Events, contact details hidden from the other side until the
 * booking is confirmed.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { positiveId, requiredText } from './fields.ts';

/** The longest message. */
export const MAX_MESSAGE_LENGTH = 2000;
/** Photos a message carries at most, and what each may be as sent (HEIC as phones take them). */
export const MAX_MESSAGE_PHOTOS = 5;
export const MESSAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
/** POST .../messages/photos answers the uploaded photo's id, to send with the message. */
export const messagePhotoUploadResponse = envelope(z.object({ id: z.number().int() }));
export const messagePhotoParams = z.object({ id: positiveId, photoId: positiveId });
/** Messages a conversation answers at most in one read (the newest). */
export const MESSAGE_PAGE_SIZE = 200;
export const MESSAGE_AUTHOR_KINDS = ['customer', 'company', 'staff'] as const;
export type MessageAuthorKind = (typeof MESSAGE_AUTHOR_KINDS)[number];
/** An unread message waits this long before it is sent by e-mail (and, to the company, by text). */
export const UNREAD_REMINDER_MINUTES = 5;

/** What stands where a contact detail was, before the booking is confirmed. */
export const HIDDEN_CONTACT = {
  phone: '[phone hidden until booking]',
  email: '[e-mail hidden until booking]',
  link: '[link hidden until booking]',
} as const;

export const conversationMessage = z.object({
  id: z.number().int(),
  author: z.object({ kind: z.enum(MESSAGE_AUTHOR_KINDS), name: z.string() }),
  body: z.string(),
  photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  /** ISO instant. */
  createdAt: z.string(),
  /** The other side has read it (for UpKeep's messages: the customer). */
  readByOtherSide: z.boolean(),
  /** UpKeep's staff hid it: its body is gone (the reason shows in the console only). */
  hidden: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;
export const conversationMessagesResponse = envelope(z.array(conversationMessage));
export const conversationMessageResponse = envelope(conversationMessage);

/** POST .../messages: the message's text (plain, at most 2,000 characters). */
export const sendMessageRequest = z
  .object({
    body: requiredText(MAX_MESSAGE_LENGTH),
    /** Photos uploaded for this message (POST .../messages/photos), at most MAX_MESSAGE_PHOTOS. */
    photoIds: z.array(positiveId).max(5, 'must have at most 5 photos').optional(),
  })
  .strict();
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** The realms' unread messages: in all, and per ticket conversation (newest first). */
export const unreadMessagesResponse = envelope(
  z.object({
    count: z.number().int(),
    conversations: z.array(z.object({ ticketId: z.number().int(), unread: z.number().int() })),
  }),
);

/** POST .../messages/{messageId}/report */
export const reportMessageRequest = z.object({ reason: requiredText(500) }).strict();
export const messageParams = z.object({ id: positiveId, messageId: positiveId });
/** The stream's resume point, when the browser cannot send `Last-Event-ID` (a message id). */
export const messageStreamQuery = z.object({
  lastEventId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/**
 * A question asked from the offers before booking (issue 30) is a conversation of its own with the company: the
 * visitor reads the answers at QUESTION_PATH/{id}?token=... (the private link mailed to them; a signed-in
 * customer who asked needs no token), the company in the portal; it follows the ticket when they book it.
 */
export const QUESTION_PATH = '/my-question';
// The fields as a plain object, not `questionAccessQuery.shape`: a property read keeps the schema in every browser
// page that loads this module (the web build drops unused schemas: decision 0035).
const questionAccessFields = { token: z.string().min(20).max(200).optional() };
export const questionAccessQuery = z.object(questionAccessFields);
export const questionStreamQuery = messageStreamQuery.extend(questionAccessFields);
export const conversationIdParam = z.object({ id: positiveId });

/** GET /company/conversations: the company's conversations with messages, the latest first (questions too). */
export const companyConversation = z.object({
  id: z.number().int(),
  /** The job it belongs to; null for a question before booking. */
  ticketId: z.number().int().nullable(),
  /** Who the company talks to (the customer's or visitor's name). */
  name: z.string(),
  /** The service asked about or booked. */
  serviceName: z.string(),
  /** The newest message's first words (contact details as the company sees them), and when it came. */
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type CompanyConversation = z.infer<typeof companyConversation>;
export const companyConversationsResponse = envelope(z.array(companyConversation));
/** The conversations a company's list shows at most (the latest). */
export const CONVERSATION_LIST_SIZE = 100;

/** GET /staff/messages/reported: the messages reported and not yet dealt with, oldest report first. */
export const reportedMessage = z.object({
  reportId: z.number().int(),
  messageId: z.number().int(),
  ticketId: z.number().int().nullable(),
  author: z.object({ kind: z.enum(MESSAGE_AUTHOR_KINDS), name: z.string() }),
  body: z.string(),
  reporterKind: z.enum(MESSAGE_AUTHOR_KINDS),
  reason: z.string(),
  /** ISO instants. */
  reportedAt: z.string(),
  sentAt: z.string(),
});
export type ReportedMessage = z.infer<typeof reportedMessage>;
export const reportedMessagesResponse = envelope(z.array(reportedMessage));
/** POST /staff/messages/{id}/hide: why (kept in the audit log; the two sides see only that it was hidden). */
export const hideMessageRequest = z.object({ reason: requiredText(500) }).strict();
export const messageIdParam = z.object({ id: positiveId });

/** Business hours for reply times: 8 AM to 6 PM valley time, Monday to Saturday. */
export const BUSINESS_HOURS = { from: 8, to: 18, days: [1, 2, 3, 4, 5, 6] } as const;
/** A company's reply time is claimed from this many answered messages in the last 30 days. */
export const REPLY_TIME_MIN_SAMPLES = 3;

/** "Usually replies within 1 hour" (and the like) for a median in business minutes. */
export function replyTimeWords(medianMinutes: number): string {
  if (medianMinutes <= 60) return 'Usually replies within 1 hour';
  if (medianMinutes <= 4 * 60) return 'Usually replies within a few hours';
  if (medianMinutes <= 10 * 60) return 'Usually replies within a day';
  return 'Usually replies within a few days';
}
