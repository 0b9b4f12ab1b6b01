/**
 * A ticket's conversation on one side (issue 30): the messages (read once, then kept current by the stream),
 * sending, and the live stream. The stream is Server-Sent Events read with fetch (EventSource cannot send the
 * bearer token): each `message` event is checked against the contract and added to the list; after a drop it
 * reconnects with the last event id, so nothing is missed or shown twice.
 */
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ConversationMessage, MESSAGE_AUTHOR_KINDS, type MessageAuthorKind } from '@upkeep/contract';
import { useCallback, useEffect, useRef } from 'react';
import { API_BASE } from '../../lib/api';

const RECONNECT_MS = 3000;

/**
 * Adds messages to a list, in id order, without doubles (a sent message comes back on the stream too). A
 * message of the other party means it has read everything before it (writing marks one's side read): `side`'s
 * earlier messages show Seen from then on.
 */
export function mergeMessages(
  list: readonly ConversationMessage[],
  more: readonly ConversationMessage[],
  side?: MessageAuthorKind,
) {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  const answered = Math.max(
    0,
    ...more.filter((m) => side && m.author.kind !== side && m.author.kind !== 'staff').map((m) => m.id),
  );
  return merged.map((m) =>
    m.author.kind === side && m.id < answered && !m.readByOtherSide ? { ...m, readByOtherSide: true } : m,
  );
}

/** Reads `text/event-stream` blocks; calls `onEvent` for each complete one. Answers what is left over. */
export function parseEvents(buffer: string, onEvent: (event: { id?: string; event?: string; data: string }) => void) {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const event: { id?: string; event?: string; data: string } = { data: '' };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
    }
    if (event.data || event.event) onEvent(event);
  }
  return rest;
}

/**
 * Whether a stream's event is a message as the contract's `conversationMessage` declares it. Checked by hand, not by
 * the schema: the screens with a conversation go without zod (issue 48, decision 0035), and the server wrote the
 * event through that schema already; this keeps a malformed event (a proxy's, a newer server's) off the list.
 */
export function isConversationMessage(value: unknown): value is ConversationMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  const author = m.author as Record<string, unknown> | null | undefined;
  const photos = m.photos;
  return (
    Number.isInteger(m.id) &&
    typeof author === 'object' &&
    author !== null &&
    (MESSAGE_AUTHOR_KINDS as readonly unknown[]).includes(author.kind) &&
    typeof author.name === 'string' &&
    typeof m.body === 'string' &&
    Array.isArray(photos) &&
    photos.every(
      (p: unknown) =>
        typeof p === 'object' &&
        p !== null &&
        Number.isInteger((p as { id?: unknown }).id) &&
        typeof (p as { url?: unknown }).url === 'string',
    ) &&
    typeof m.createdAt === 'string' &&
    typeof m.readByOtherSide === 'boolean' &&
    typeof m.hidden === 'boolean'
  );
}

/** `url` with a private link's token as its query (a question's visitor has no session). */
const withLink = (url: string, linkToken?: string) =>
  linkToken ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(linkToken)}` : url;

/**
 * Follows the stream at `path` (under /api) while mounted, with the session's token or a private link's
 * (`linkToken`); `onMessage` for each new message.
 */
export function useMessageStream(
  path: string | null,
  token: string | null,
  onMessage: (m: ConversationMessage) => void,
  linkToken?: string,
) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!path || !(token || linkToken) || typeof fetch === 'undefined') return;
    const controller = new AbortController();
    let last = '';
    let stopped = false;
    const run = async () => {
      while (!stopped) {
        try {
          const response = await fetch(withLink(`${API_BASE}${path}`, linkToken), {
            headers: {
              accept: 'text/event-stream',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(last ? { 'last-event-id': last } : {}),
            },
            signal: controller.signal,
          });
          // Refused (signed out, no longer theirs): the page's own reads say why; no retry loop.
          if (!response.ok || !response.body) return;
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer = parseEvents(buffer + decoder.decode(value, { stream: true }), (event) => {
              if (event.id) last = event.id;
              if (event.event !== 'message') return;
              const message: unknown = JSON.parse(event.data);
              if (isConversationMessage(message)) handler.current(message);
            });
          }
        } catch {
          if (stopped) return;
        }
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void run();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [path, token, linkToken]);
}

export interface ConversationSource {
  /** Whose page it is. */
  side: MessageAuthorKind;
  /** The query key of the list (under the realm's own keys). */
  key: QueryKey;
  /** The session's token ('' for none). */
  token: string;
  /** A question's private link token, for a visitor without a session (sent as `?token=`). */
  linkToken?: string;
  list: (signal: AbortSignal) => Promise<ConversationMessage[]>;
  send: (body: string, photoIds: number[]) => Promise<ConversationMessage>;
  /** Uploads a photo for the next message (absent: this side sends words only). */
  uploadPhoto?: (file: File) => Promise<{ id: number }>;
  /** The stream's path under /api. */
  streamPath: string;
  /** Called when a new message arrives or is sent (the unread counts are read again). */
  onChange?: () => void;
}

export function useConversation(source: ConversationSource) {
  const queryClient = useQueryClient();
  const messages = useQuery({ queryKey: source.key, queryFn: ({ signal }) => source.list(signal) });
  const add = (more: ConversationMessage[]) =>
    queryClient.setQueryData<ConversationMessage[]>(source.key, (list) => mergeMessages(list ?? [], more, source.side));
  useMessageStream(
    source.streamPath,
    source.token,
    (message) => {
      add([message]);
      source.onChange?.();
    },
    source.linkToken,
  );
  const send = useMutation({
    // The photos first (each answers its id), then the message that carries them.
    mutationFn: async ({ body, files }: { body: string; files: File[] }) => {
      const ids: number[] = [];
      for (const file of files) {
        if (!source.uploadPhoto) break;
        ids.push((await source.uploadPhoto(file)).id);
      }
      return source.send(body, ids);
    },
    onSuccess: (message) => {
      add([message]);
      source.onChange?.();
    },
  });
  /** A photo of the conversation (its url is under /api and needs the token), as an image. */
  // Stable while the token is: each photo is fetched once, not again at every new message.
  const { token, linkToken } = source;
  const loadPhoto = useCallback(
    async (url: string): Promise<Blob> => {
      const response = await fetch(withLink(url, linkToken), {
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'image/*' },
      });
      if (!response.ok) throw new Error(`photo ${response.status}`);
      return response.blob();
    },
    [token, linkToken],
  );
  return { messages, send, loadPhoto, canAttach: Boolean(source.uploadPhoto) };
}
