/**
 * A conversation's new messages as Server-Sent Events: after the messages past the client's last event id
 * (`Last-Event-ID`, or `?lastEventId=` where it cannot send the header), each new one as it commits, read for
 * the viewer (their side's reading moves, contact details hidden as they are on the page). A comment every 25
 * seconds keeps proxies from closing it; a message UpKeep hides goes again (without an id) as it now shows. The
 * reply is taken out of Fastify's hands (no compression, no ETag) and written through lib/sse.ts with backpressure:
 * a reader that is behind gets no heartbeats, and the reads a burst of messages asks for collapse into one, made
 * when it has caught up (from its last sent id), so a slow reader never makes the server queue messages for it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { commentFrame, EventStream, eventFrame } from '../../../lib/sse.ts';
import type { MessageBus } from './bus.ts';
import { messageNow, messagesAfter, type Viewer } from './service.ts';

export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser reconnects with its last event id: access is checked again then.
 * Between, a change that may end its access (the database's NOTIFY on `upkeep_access`: its user deactivated, moved
 * or signed out, its company suspended, its ticket given to another crew, its guest link revoked, its token signed
 * out) has it check again at once, and end within seconds when the access is gone (issue 47).
 */
export const STREAM_LIFETIME_MS = 5 * 60_000;

/** What a stream's access hangs on, and how to check it again. */
export interface StreamAccess {
  /** The access keys of the caller, the ticket and the token ('company_user:12', 'ticket:41', 'token:<jti>'). */
  keys: string[];
  /** Whether the request's caller may still read this conversation (false, or a failure, ends the stream). */
  stillAllowed(): Promise<boolean>;
}

/** The last event id the client has: the header, else the query's, else none (0). */
export function lastEventIdOf(request: FastifyRequest, queryValue: number | undefined): number {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  if (Number.isInteger(value) && value >= 0 && value <= 2_147_483_647) return value;
  return queryValue ?? 0;
}

export async function streamConversation(
  db: Database,
  bus: MessageBus,
  viewer: Viewer,
  conversationId: number,
  lastEventId: number,
  request: FastifyRequest,
  reply: FastifyReply,
  open: Set<() => void>,
  access?: StreamAccess,
): Promise<void> {
  // The headers the hooks set (security headers, the request id) go out with the stream's own.
  const hooked = Object.fromEntries(
    Object.entries(reply.getHeaders()).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...hooked,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Nginx and the like would hold the events back otherwise.
    'x-accel-buffering': 'no',
  });
  const events = new EventStream(raw);
  void events.send('retry: 3000\n\n');
  let sentUpTo = lastEventId;
  let closed = false;
  // One read at a time, in order: a notification during a read asks for one more after it, and any number of
  // notifications before that read starts ask for that one read (it reads everything past sentUpTo).
  let reading: Promise<void> = Promise.resolve();
  let catchUpQueued = false;
  const catchUp = () => {
    if (catchUpQueued) return;
    catchUpQueued = true;
    reading = reading.then(async () => {
      catchUpQueued = false;
      if (closed) return;
      try {
        for (const message of await messagesAfter(db, viewer, conversationId, sentUpTo)) {
          // Each frame waits for the reader to take the one before (false: the stream closed meanwhile).
          if (closed || !(await events.send(eventFrame('message', message, message.id)))) return;
          sentUpTo = Math.max(sentUpTo, message.id);
        }
      } catch (err) {
        request.log.warn({ err, conversationId }, 'a message stream could not read');
      }
    });
  };
  // A message already sent that changed (UpKeep hid it) goes again, without an id: the client's resume point
  // stays where it is, and the page replaces the message it has by its id.
  // One resend queued per message, however often it changes before it goes (it is read as it is then).
  const resends = new Set<number>();
  const resend = (messageId: number) => {
    if (resends.has(messageId)) return;
    resends.add(messageId);
    reading = reading.then(async () => {
      resends.delete(messageId);
      if (closed) return;
      try {
        const message = await messageNow(db, viewer, conversationId, messageId);
        if (message && !closed) await events.send(eventFrame('message', message));
      } catch (err) {
        request.log.warn({ err, conversationId }, 'a message stream could not read');
      }
    });
  };
  // A change is sent again after what is queued before it (a catch-up may be reading the message as it was).
  const unsubscribe = bus.subscribe(conversationId, (messageId, changed) => {
    if (changed) resend(messageId);
    else if (messageId > sentUpTo) catchUp();
  });
  // A reader that is behind gets none: the socket is busy, and heartbeats would only queue.
  const heartbeat = setInterval(() => events.offer(commentFrame('keep-alive')), HEARTBEAT_MS);
  heartbeat.unref();
  // Access checked again on each change that may end it: one check at a time, one more if another change came.
  let checking: Promise<void> | null = null;
  let again = false;
  const recheck = () => {
    if (closed || !access) return;
    if (checking) {
      again = true;
      return;
    }
    checking = (async () => {
      do {
        again = false;
        const allowed = await access.stillAllowed().catch((err: unknown) => {
          request.log.warn({ err, conversationId }, 'a message stream could not check its access');
          return false;
        });
        if (!allowed) {
          end();
          return;
        }
      } while (again && !closed);
    })().finally(() => {
      checking = null;
    });
  };
  const stopWatching = access ? bus.onAccessChange(access.keys, recheck) : () => {};
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    stopWatching();
    open.delete(end);
  };
  // The server closing ends the stream (the browser reconnects to another process with its last event id).
  const end = () => {
    close();
    events.end();
  };
  open.add(end);
  request.raw.on('close', close);
  // The reader leaving or a socket error (EventStream destroys the socket then).
  events.onClose(close);
  const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
  lifetime.unref();
  raw.on('close', () => clearTimeout(lifetime));
  // Gone before the listeners were attached (during the access checks): nothing to keep.
  if (request.raw.destroyed || raw.destroyed || raw.socket?.destroyed) {
    end();
    return;
  }
  catchUp();
  await reading;
}
