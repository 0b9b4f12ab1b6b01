import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxDetail, InboxItem } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { InboxItemPage } from './inbox-item-page';
import { InboxPage } from './inbox-page';

const staff = { id: 1, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'support' as const };
const pages = (totalPages: number, pageNumber = 1) => ({
  pageNumber,
  pageSize: 50,
  totalCount: totalPages * 50,
  totalPages,
});

function item(id: number, patch: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    kind: 'contact',
    name: `Dana ${id}`,
    email: `dana${id}@example.com`,
    phone: '7025550100',
    message: 'My sprinklers flood the sidewalk.',
    subject: 'Contact form',
    state: 'new',
    assignedTo: null,
    createdAt: '2026-11-20T17:00:00.000Z',
    ...patch,
  };
}

function detail(patch: Partial<InboxDetail> = {}): InboxDetail {
  return {
    ...item(7),
    fields: [
      { label: 'Name', value: 'Dana 7' },
      { label: 'Page', value: '/contact' },
    ],
    entries: [],
    confirmedAt: null,
    ...patch,
  };
}

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedIn({ token: 'staff-token', user: staff });
});
afterEach(() => vi.unstubAllGlobals());

describe('the inbox', () => {
  it('lists messages with their kind and state, each linking to its page', async () => {
    const api = mockApi({
      'GET /staff/inbox': () =>
        envelope(
          200,
          [item(1), item(2, { kind: 'optout', state: 'done', assignedTo: { id: 1, name: 'Sky Staff' } })],
          'OK',
          {
            pages: pages(1),
          },
        ),
    });
    renderScreen(<InboxPage />, { path: '/staff/inbox' });
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(within(table).getByRole('link', { name: 'Dana 1' })).toHaveAttribute('href', '/staff/inbox/contact/1');
    expect(within(table).getByRole('link', { name: 'Dana 2' })).toHaveAttribute('href', '/staff/inbox/optout/2');
    expect(within(table).getByText('Opt-out request')).toBeInTheDocument();
    expect(within(table).getByText('Done')).toBeInTheDocument();
    expect(within(table).getByText('Sky Staff')).toBeInTheDocument();
    expect(api.callsTo('GET /staff/inbox')[0]?.token).toBe('staff-token');
  });

  it('keeps the filters in the URL and asks the server with them', async () => {
    const api = mockApi({ 'GET /staff/inbox': () => envelope(200, [item(1)], 'OK', { pages: pages(3, 2) }) });
    renderScreen(<InboxPage />, { path: '/staff/inbox', entries: ['/staff/inbox?Kind=lead&Assigned=me&Page=2'] });
    await screen.findByRole('table', { name: 'Messages' });
    const first = api.callsTo('GET /staff/inbox')[0];
    expect(first?.query.get('Kind')).toBe('lead');
    expect(first?.query.get('Assigned')).toBe('me');
    expect(first?.query.get('Page')).toBe('2');
    expect(screen.getByLabelText('Kind')).toHaveValue('lead');

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'in_progress' } });
    await waitFor(() => expect(api.callsTo('GET /staff/inbox').at(-1)?.query.get('State')).toBe('in_progress'));
    // A new filter starts again from the first page.
    expect(api.callsTo('GET /staff/inbox').at(-1)?.query.get('Page')).toBe('1');

    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.callsTo('GET /staff/inbox').at(-1)?.query.get('Page')).toBe('3'));
  });

  it('is live: a new message shows without reloading (issue 46)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let items = [item(7)];
      mockApi({
        'GET /staff/inbox': () => envelope(200, items, 'OK', { pages: { ...pages(1), totalCount: items.length } }),
      });
      renderScreen(<InboxPage />, { path: '/staff/inbox' });
      expect(await screen.findByText('1 message')).toBeInTheDocument();
      items = [item(8), item(7)];
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByText('2 messages')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when nothing matches, and clears the filters', async () => {
    mockApi({ 'GET /staff/inbox': () => envelope(200, [], 'OK', { pages: { ...pages(0), totalCount: 0 } }) });
    renderScreen(<InboxPage />, { path: '/staff/inbox', entries: ['/staff/inbox?State=done'] });
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('The inbox is empty.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /staff/inbox': () => envelope(403, null, 'Forbidden') });
    renderScreen(<InboxPage />, { path: '/staff/inbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });
});

describe('an inbox message', () => {
  const renderItem = (kind = 'contact', id = '7') =>
    renderScreen(<InboxItemPage kind={kind} id={id} />, { path: '/staff/inbox/x' });

  it('links the tickets a message names (issue 46: "Ticket #18" was plain text)', async () => {
    mockApi({
      'GET /staff/inbox/contact/7': () =>
        envelope(200, detail({ message: 'Ticket #18 kept $25. My other booking 21 is fine; color #ff0 aside.' })),
      'GET /staff/users': () => envelope(200, []),
    });
    renderItem();
    const card = await screen.findByRole('region', { name: 'Message' });
    expect(within(card).getByRole('link', { name: 'Ticket #18' })).toHaveAttribute('href', '/staff/tickets/18');
    expect(within(card).getByRole('link', { name: 'booking 21' })).toHaveAttribute('href', '/staff/tickets/21');
    expect(card).toHaveTextContent('Ticket #18 kept $25. My other booking 21 is fine; color #ff0 aside.');
    expect(within(card).queryAllByRole('link', { name: /#ff0/ })).toHaveLength(0);
  });

  it('shows its fields; replying sends the text and the reply joins the thread', async () => {
    let current = detail();
    const api = mockApi({
      'GET /staff/inbox/contact/7': () => envelope(200, current),
      'GET /staff/users': () => envelope(200, []),
      'POST /staff/inbox/contact/7/reply': (call) => {
        current = detail({
          entries: [
            {
              id: 1,
              type: 'reply',
              body: (call.body as { message: string }).message,
              staffName: 'Sky Staff',
              createdAt: '2026-11-20T18:00:00.000Z',
            },
          ],
        });
        return envelope(200, { id: 1 });
      },
    });
    renderItem();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact message from Dana 7' })).toBeInTheDocument();
    expect(screen.getByText('/contact')).toBeInTheDocument();
    expect(screen.getByText('My sprinklers flood the sidewalk.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Reply by e-mail' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Reply is required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Reply/), { target: { value: ' We will call you today. ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.callsTo('POST /staff/inbox/contact/7/reply')[0]?.body).toEqual({ message: 'We will call you today.' }),
    );
    const thread = screen.getByRole('region', { name: 'Thread' });
    expect(await within(thread).findByText('We will call you today.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/^Reply/)).toHaveValue(''));
  });

  it('adds an internal note', async () => {
    const api = mockApi({
      'GET /staff/inbox/contact/7': () => envelope(200, detail()),
      'GET /staff/users': () => envelope(200, []),
      'POST /staff/inbox/contact/7/notes': () => envelope(201, { id: 2 }),
    });
    renderItem();
    const form = await screen.findByRole('form', { name: 'Internal note' });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: 'Called, no answer.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(api.callsTo('POST /staff/inbox/contact/7/notes')[0]?.body).toEqual({ message: 'Called, no answer.' }),
    );
  });

  it('changes the state and the assignee', async () => {
    const api = mockApi({
      'GET /staff/inbox/contact/7': () => envelope(200, detail()),
      'GET /staff/users': () =>
        envelope(200, [
          { ...staff, active: true, invited: false, createdDate: '2026-01-01T00:00:00.000Z' },
          {
            id: 2,
            name: 'Ada Admin',
            email: 'admin@upkeep.test',
            role: 'admin',
            active: true,
            invited: false,
            createdDate: '2026-01-01T00:00:00.000Z',
          },
          {
            id: 3,
            name: 'Gone',
            email: 'gone@upkeep.test',
            role: 'support',
            active: false,
            invited: false,
            createdDate: '2026-01-01T00:00:00.000Z',
          },
        ]),
      'PUT /staff/inbox/contact/7': (call) => envelope(200, detail(call.body as Partial<InboxDetail>)),
    });
    renderItem();
    const handling = await screen.findByRole('region', { name: 'Handling' });
    expect(within(handling).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(handling).getByRole('button', { name: 'In progress' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/inbox/contact/7')[0]?.body).toEqual({ state: 'in_progress' }));
    await waitFor(() =>
      expect(within(handling).getByRole('button', { name: 'In progress' })).toHaveAttribute('aria-pressed', 'true'),
    );

    const select = within(handling).getByLabelText('Assigned to');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Ada Admin' })).toBeInTheDocument());
    expect(within(select).queryByRole('option', { name: 'Gone' })).not.toBeInTheDocument();
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(api.callsTo('PUT /staff/inbox/contact/7')[1]?.body).toEqual({ assignedTo: 2 }));
    fireEvent.click(within(handling).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/inbox/contact/7')[2]?.body).toEqual({ assignedTo: 1 }));
  });

  it('confirms an opt-out only after a dialog saying what stops', async () => {
    let current = detail({ kind: 'optout', id: 4, email: 'owner@pools.test', phone: '7025550199' });
    const api = mockApi({
      'GET /staff/inbox/optout/4': () => envelope(200, current),
      'GET /staff/users': () => envelope(200, []),
      'POST /staff/inbox/optout/4/confirm': () => {
        current = { ...current, confirmedAt: '2026-11-21T10:00:00.000Z' };
        return envelope(200, {
          confirmedAt: '2026-11-21T10:00:00.000Z',
          suppressed: [
            { channel: 'email', recipient: 'owner@pools.test' },
            { channel: 'sms', recipient: '7025550199' },
          ],
        });
      },
    });
    renderItem('optout', '4');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm opt-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this opt-out?' });
    expect(dialog).toHaveTextContent('UpKeep stops writing to owner@pools.test and 7025550199');
    expect(api.callsTo('POST /staff/inbox/optout/4/confirm')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm opt-out' }));
    await waitFor(() => expect(api.callsTo('POST /staff/inbox/optout/4/confirm')).toHaveLength(1));
    const card = screen.getByRole('region', { name: 'Opt-out' });
    expect(
      await within(card).findByText(/^Confirmed .*no longer writes to owner@pools.test and 7025550199/),
    ).toBeInTheDocument();
  });

  it('answers an unknown kind without calling the server', () => {
    const api = mockApi({});
    renderItem('spam', '1');
    expect(screen.getByRole('alert')).toHaveTextContent('No such message');
    expect(api.calls).toHaveLength(0);
  });
});
