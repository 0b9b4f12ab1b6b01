import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, type CrewJob, valleyInstant, valleyToday } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { crewUser } from '../../../test/company-fixtures';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { MyJobsPage } from './my-jobs-page';

const today = valleyToday();
const job = (id: number, time: string, patch: Partial<CrewJob> = {}): CrewJob => ({
  id,
  scheduledDate: valleyInstant(today, time).toISOString(),
  duration: '01:00:00',
  status: 'Scheduled',
  statusId: 2,
  serviceName: 'Pool cleaning',
  customerName: 'Dana Reyes',
  phoneNumber: '7025550177',
  address: '4 Juniper Ridge Ct',
  zipCode: '89052',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=4%20Juniper%20Ridge%20Ct%2C%2089052',
  instructions: 'Side gate code 2468',
  description: '',
  lines: [{ id: 1, displayName: 'Weekly pool cleaning', quantity: 1 }],
  steps: [{ action: 'Start Service', nextStatusID: 3 }],
  startFrom: null,
  canNotifyOnMyWay: true,
  photos: [],
  ...patch,
});
const crew = { id: 4, name: 'Truck A', color: '#1971c2' };

describe("a crew member's jobs", () => {
  beforeEach(() => {
    act(() =>
      useCompanySession.setState({
        token: 'crew-token',
        user: crewUser(),
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the door: address with a map link, phone, instructions, what was booked, and no price', async () => {
    mockApi({ 'GET /company/my-jobs': () => envelope(200, { crew, jobs: [job(41, '09:00')] }) });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Job #41' });
    expect(screen.getByRole('region', { name: 'Today' })).toContainElement(card);
    expect(screen.getByText('Truck A')).toBeInTheDocument();
    expect(within(card).getByText('9:00 AM - 10:00 AM')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', job(41, '09:00').mapUrl);
    expect(within(card).getByRole('link', { name: 'Call (702) 555-0177' })).toHaveAttribute('href', 'tel:7025550177');
    expect(within(card).getByRole('link', { name: 'Text Dana Reyes' })).toHaveAttribute('href', 'sms:7025550177');
    expect(card).toHaveTextContent('Side gate code 2468');
    expect(card).toHaveTextContent('Weekly pool cleaning');
    expect(card).not.toHaveTextContent('$');
  });

  it("keeps last night's visit, not started yet, under Yesterday above today's", async () => {
    const late = job(40, '23:30', { scheduledDate: valleyInstant(addDays(today, -1), '23:30').toISOString() });
    mockApi({ 'GET /company/my-jobs': () => envelope(200, { crew, jobs: [late, job(41, '09:00')] }) });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Job #40' });
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(yesterday).toContainElement(card);
    expect(within(card).getByText('11:30 PM - 12:30 AM')).toBeInTheDocument();
    expect(yesterday.compareDocumentPosition(screen.getByRole('region', { name: 'Today' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('one tap each: on my way, start; a refusal says why', async () => {
    const api = mockApi({
      'GET /company/my-jobs': () => envelope(200, { crew, jobs: [job(41, '09:00')] }),
      'POST /company/tickets/41/on-my-way': () => envelope(200, null, 'The customer was told you are on your way.'),
      'PUT /company/tickets/41': () => envelope(409, null, 'You can start this job from Thursday, 7:00 AM'),
    });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Job #41' });
    fireEvent.click(within(card).getByRole('button', { name: 'On my way' }));
    await waitFor(() => expect(api.callsTo('POST /company/tickets/41/on-my-way')).toHaveLength(1));
    // The card says it was sent, and stays saying it (issue 46: no feedback before).
    expect(await within(card).findByRole('status')).toHaveTextContent(
      /^Dana Reyes was texted that you are on your way \(\d{1,2}:\d{2} [AP]M\)\.$/,
    );
    expect(within(card).getByRole('button', { name: 'Tell them again' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Start Service' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /company/tickets/41')[0]?.body).toEqual({ TicketsStatusID: 3, Comments: '' }),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent('You can start this job from');
    expect(api.callsTo('PUT /company/tickets/41')[0]?.token).toBe('crew-token');
  });

  it('asks before completing; a job in progress offers no "On my way" (issue 46)', async () => {
    const started = job(41, '09:00', {
      status: 'In Progress',
      statusId: 3,
      canNotifyOnMyWay: false,
      steps: [{ action: 'Complete Service', nextStatusID: 4 }],
    });
    const api = mockApi({
      'GET /company/my-jobs': () => envelope(200, { crew, jobs: [started] }),
      'PUT /company/tickets/41': () => envelope(200, { ticketId: 41, statusId: 4, status: 'Completed' }, 'Done.'),
    });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Job #41' });
    expect(within(card).queryByRole('button', { name: 'On my way' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Complete Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete job #41?' });
    expect(dialog).toHaveTextContent('Dana Reyes is told the work is done');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /company/tickets/41')).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Complete Service' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete Service' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /company/tickets/41')[0]?.body).toEqual({ TicketsStatusID: 4, Comments: '' }),
    );
  });

  it('says the zip once, and lays the photo buttons one under the other at full width (issue 46)', async () => {
    const full = '11024 Summer Glen Dr, Las Vegas, NV 89135';
    mockApi({
      'GET /company/my-jobs': () =>
        envelope(200, { crew, jobs: [job(41, '09:00', { address: full, zipCode: '89135' })] }),
    });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Job #41' });
    expect(within(card).getByText(full)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('89135, 89135');
    // Side by side in a grow group, "Add before photo" was cut to "Add before p" on a 390 px phone.
    for (const name of ['Add before photo', 'Add after photo']) {
      expect(within(card).getByRole('button', { name })).toHaveAttribute('data-block', 'true');
    }
  });

  it('adds a before photo as the image itself, and shows the photos taken', async () => {
    const api = mockApi({
      'GET /company/my-jobs': () =>
        envelope(200, {
          crew,
          jobs: [
            job(41, '09:00', {
              photos: [{ id: 5, kind: 'after', width: 800, height: 600, createdAt: new Date().toISOString() }],
            }),
          ],
        }),
      'POST /company/tickets/41/photos': () =>
        envelope(201, { id: 6, kind: 'before', width: 800, height: 600, createdAt: new Date().toISOString() }),
      'GET /company/tickets/41/photos/5': () => envelope(200, null),
    });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const photos = await screen.findByRole('region', { name: 'Photos of job #41' });
    expect(await within(photos).findByRole('img', { name: 'After photo 1' })).toHaveAttribute('src', 'blob:photo');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'yard.jpg', { type: 'image/jpeg' });
    const input = photos.querySelectorAll('input[type="file"]')[0] as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(api.callsTo('POST /company/tickets/41/photos')).toHaveLength(1));
    const call = api.callsTo('POST /company/tickets/41/photos')[0];
    expect(call?.query.get('kind')).toBe('before');
    expect(call?.body).toBe(file);
  });

  it('says when there is nothing to do', async () => {
    mockApi({ 'GET /company/my-jobs': () => envelope(200, { crew, jobs: [] }) });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    expect(await screen.findByText(/No jobs for your crew today or in the next 6 days/)).toBeInTheDocument();
  });

  it("opens the job's conversation with the customer on a tap, and answers it", async () => {
    const api = mockApi({
      'GET /company/my-jobs': () => envelope(200, { crew, jobs: [job(41, '09:00')] }),
      'GET /company/tickets/41/messages': () =>
        envelope(200, [
          {
            id: 1,
            author: { kind: 'customer', name: 'Dana Reyes' },
            body: 'The dog stays inside.',
            photos: [],
            createdAt: new Date().toISOString(),
            readByOtherSide: false,
            hidden: false,
          },
        ]),
      'POST /company/tickets/41/messages': () =>
        envelope(201, {
          id: 2,
          author: { kind: 'company', name: 'Luis at Red Rock Yard Works' },
          body: 'Thanks, on our way.',
          photos: [],
          createdAt: new Date().toISOString(),
          readByOtherSide: false,
          hidden: false,
        }),
    });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Job #41' });
    expect(api.callsTo('GET /company/tickets/41/messages')).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Messages with Dana Reyes' }));
    const thread = await within(card).findByRole('region', { name: 'Messages with Dana Reyes' });
    expect(await within(thread).findByText('The dog stays inside.')).toBeInTheDocument();
    fireEvent.change(within(thread).getByLabelText('Your message'), { target: { value: 'Thanks, on our way.' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.callsTo('POST /company/tickets/41/messages')[0]?.body).toEqual({ body: 'Thanks, on our way.' }),
    );
  });
});
