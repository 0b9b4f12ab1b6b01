import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ConversationMessage, conversationMessage } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { BodyText, Conversation } from './conversation';
import { isConversationMessage, mergeMessages, parseEvents, useConversation } from './use-conversation';

const message = (id: number, kind: 'customer' | 'company', body: string, patch: Partial<ConversationMessage> = {}) => ({
  id,
  author: { kind, name: kind === 'customer' ? 'Dana Reyes' : 'Rosa at Red Rock Yard Works' },
  body,
  photos: [],
  createdAt: '2026-11-26T17:00:00.000Z',
  readByOtherSide: false,
  hidden: false,
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());

describe('the event stream', () => {
  it('reads complete events, keeps a partial one for the next chunk, skips comments', () => {
    const events: { id?: string; event?: string; data: string }[] = [];
    const rest = parseEvents(
      'retry: 3000\n\n: keep-alive\n\nid: 7\nevent: message\ndata: {"a":1}\n\nid: 8\nevent: mes',
      (e) => events.push(e),
    );
    expect(events).toEqual([{ id: '7', event: 'message', data: '{"a":1}' }]);
    expect(rest).toBe('id: 8\nevent: mes');
  });

  it('merges messages in id order without doubles', () => {
    const merged = mergeMessages(
      [message(2, 'customer', 'b'), message(1, 'company', 'a')],
      [message(2, 'customer', 'b'), message(3, 'company', 'c')],
    );
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe("a stream's message, checked without the schema", () => {
  const message: ConversationMessage = {
    id: 7,
    author: { kind: 'company', name: 'Red Rock Yard Works' },
    body: 'On our way.',
    photos: [{ id: 3, url: '/api/photo/3' }],
    createdAt: '2026-11-29T16:00:00.000Z',
    readByOtherSide: false,
    hidden: false,
  };

  it("takes what the contract's schema takes, and refuses what it refuses", () => {
    const candidates: unknown[] = [
      message,
      { ...message, photos: [] },
      null,
      'text',
      { ...message, id: 7.5 },
      { ...message, id: '7' },
      { ...message, author: { kind: 'robot', name: 'R' } },
      { ...message, author: null },
      { ...message, body: undefined },
      { ...message, photos: [{ id: 3 }] },
      { ...message, photos: 'none' },
      { ...message, createdAt: 0 },
      { ...message, readByOtherSide: 'no' },
      { ...message, hidden: undefined },
    ];
    for (const candidate of candidates) {
      expect(isConversationMessage(candidate), JSON.stringify(candidate)).toBe(
        conversationMessage.safeParse(candidate).success,
      );
    }
  });
});

describe('a message body', () => {
  it('links http(s) addresses safely and nothing else', () => {
    renderScreen(<BodyText body={'See https://example.com/a, or javascript:alert(1) <b>bold</b>'} />, { path: '/' });
    const link = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText(/<b>bold<\/b>/)).toBeInTheDocument();
  });
});

function Thread() {
  const conversation = useConversation({
    side: 'customer',
    key: ['test', 'messages'],
    token: 't',
    list: () => fetch('/api/customer/tickets/41/messages').then(async (r) => (await r.json()).data),
    send: (body, photoIds) =>
      fetch('/api/customer/tickets/41/messages', {
        method: 'POST',
        body: JSON.stringify(photoIds.length ? { body, photoIds } : { body }),
      }).then(async (r) => (await r.json()).data),
    uploadPhoto: (file) =>
      fetch('/api/customer/tickets/41/messages/photos', { method: 'POST', body: file }).then(
        async (r) => (await r.json()).data,
      ),
    streamPath: '/customer/tickets/41/messages/stream',
  });
  return <Conversation side="customer" conversation={conversation} empty="No messages yet." placeholder="Write" />;
}

describe('the conversation', () => {
  it('shows the messages, marks my read ones Seen, sends one, and adds what the stream brings', async () => {
    let push: ((text: string) => void) | null = null;
    const api = mockApi({
      'GET /customer/tickets/41/messages': () =>
        envelope(200, [message(1, 'customer', 'Gate code?', { readByOtherSide: true }), message(2, 'company', 'Yes')]),
      'POST /customer/tickets/41/messages': () => envelope(201, message(3, 'customer', 'Thanks!')),
    });
    const json = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input: URL | string, init?: RequestInit) => {
      if (String(input).endsWith('/messages/stream')) {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
          },
        });
        return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      return json?.(input, init) as Promise<Response>;
    });
    renderScreen(<Thread />, { path: '/' });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Seen')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(api.callsTo('POST /customer/tickets/41/messages')[0]?.body).toEqual({ body: 'Thanks!' });
    expect(screen.getByLabelText('Your message')).toHaveValue('');

    await waitFor(() => expect(push).not.toBeNull());
    await act(async () => {
      push?.(`id: 4\nevent: message\ndata: ${JSON.stringify(message(4, 'company', 'See you at 9'))}\n\n`);
    });
    expect(await within(list).findByText('See you at 9')).toBeInTheDocument();
    // The company wrote after it: my 'Thanks!' was read.
    expect(within(list).getAllByText('Seen')).toHaveLength(2);
  });

  it('sends the chosen photos with the message: each uploaded first, then named by the message', async () => {
    const api = mockApi({
      'GET /customer/tickets/41/messages': () => envelope(200, []),
      'POST /customer/tickets/41/messages/photos': () => envelope(201, { id: 77 }),
      'POST /customer/tickets/41/messages': () =>
        envelope(
          201,
          message(5, 'customer', 'The broken head', {
            photos: [{ id: 77, url: '/api/customer/tickets/41/messages/photos/77' }],
          }),
        ),
      'GET /customer/tickets/41/messages/photos/77': () => envelope(200, null),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
    renderScreen(<Thread />, { path: '/' });
    await screen.findByText('No messages yet.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0xff, 0xd8])], 'head.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('button', { name: '1 photo to send' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'The broken head' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.callsTo('POST /customer/tickets/41/messages')[0]?.body).toEqual({
        body: 'The broken head',
        photoIds: [77],
      }),
    );
    expect(api.callsTo('POST /customer/tickets/41/messages/photos')[0]?.body).toBe(file);
    expect(await screen.findByRole('img', { name: 'Photo 1 from Dana Reyes' })).toHaveAttribute('src', 'blob:photo');
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
  });
});
