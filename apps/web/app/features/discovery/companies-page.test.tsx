import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, type Offer, VISIT_TOO_LONG, valleyToday } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, envelope, mockApi, type RecordedCall } from '../../../test/api-mock';
import { offer } from '../../../test/discovery-fixtures';
import { type Entry, renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { CompaniesPage } from './companies-page';
import type { CompaniesNavigationState } from './companies-state';

const OFFERS: Offer[] = [
  offer(1, 'Desert Bloom Landscaping', 1234.5, 4.6, { replyTime: 'Usually replies within 1 hour' }),
  offer(2, 'Red Rock Yard Works', 980, 3.2),
  offer(3, 'Mojave Green Landscape Co', 1499.99, 4.9, { reviewCount: 1 }),
];

const SEARCH: CompaniesNavigationState = {
  service: 'Landscaping',
  zipCode: '89102',
  serviceId: 4,
  subServiceId: 1,
  multiServices: true,
  serviceUnit: 'Service',
  date: valleyToday(),
  quantity: [1],
  idFeatures: [[100, 110, 120]],
  isServiceCall: false,
};

/** The server's behaviour in small: sorted by `sort`, filtered by `minRating`. */
function offersAnswer(call: RecordedCall): Answer {
  const body = call.body as { sort: 'price' | 'rating'; minRating: number };
  const list = OFFERS.filter((o) => o.averageScore >= body.minRating).sort((a, b) =>
    body.sort === 'rating' ? b.averageScore - a.averageScore : a.totalPrice - b.totalPrice,
  );
  return envelope(200, list);
}

function renderCompanies(entry: Entry = { pathname: '/companies', state: SEARCH }) {
  return renderScreen(
    <>
      <Notifications />
      <CompaniesPage />
    </>,
    { path: '/companies', entries: [entry] },
  );
}

const companyNames = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);

describe('the companies screen', () => {
  beforeEach(() => useSession.setState({ ...initialSession }));
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the first offers early, as the screen would, into the page's query client (issue 48)", async () => {
    const api = mockApi({ 'POST /customer/offer/new': offersAnswer });
    const { requestOffersEarly, offersQuery, offerRequestOf } = await import('./api/get-offers');
    const { getQueryClient } = await import('../../lib/query-client');
    requestOffersEarly({ pathname: '/companies' }, { usr: SEARCH });
    requestOffersEarly({ pathname: '/booking' }, { usr: SEARCH });
    requestOffersEarly({ pathname: '/companies' }, null);
    await waitFor(() => expect(api.callsTo('POST /customer/offer/new')).toHaveLength(1));
    const early = api.callsTo('POST /customer/offer/new')[0]?.body;
    const request = offerRequestOf(SEARCH, 'price', 0);
    await waitFor(() => expect(getQueryClient().getQueryData(offersQuery(request).queryKey)).toHaveLength(3));
    // The screen's own first request, for comparison: the same body.
    renderCompanies();
    await waitFor(() => expect(api.callsTo('POST /customer/offer/new')).toHaveLength(2));
    expect(api.callsTo('POST /customer/offer/new')[1]?.body).toEqual(early);
  });

  it('asks for the first offers early on the Spanish screen too, kept apart by language (issue 49)', async () => {
    const api = mockApi({ 'POST /customer/offer/new': offersAnswer });
    const { requestOffersEarly, offersQuery, offerRequestOf } = await import('./api/get-offers');
    const { getQueryClient } = await import('../../lib/query-client');
    getQueryClient().clear();
    requestOffersEarly({ pathname: '/es/companies' }, { usr: SEARCH });
    await waitFor(() => expect(api.callsTo('POST /customer/offer/new')).toHaveLength(1));
    const asked = api.callsTo('POST /customer/offer/new')[0]?.language;
    const key = offersQuery(offerRequestOf(SEARCH, 'price', 0)).queryKey;
    expect(key.at(-1)).toBe(asked);
    await waitFor(() => expect(getQueryClient().getQueryData(key)).toHaveLength(3));
  });

  it('asks the server for offers with the answers and shows each company, priced with 2 decimals', async () => {
    const api = mockApi({ 'POST /customer/offer/new': offersAnswer });
    renderCompanies();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare companies' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(api.callsTo('POST /customer/offer/new')[0]?.body).toEqual({
      zipCode: '89102',
      serviceID: 4,
      subServiceID: 1,
      minRating: 0,
      idFeatures: [[100, 110, 120]],
      quantity: [1],
      date: valleyToday(),
      sort: 'price',
    });
    const card = screen.getByRole('article', { name: 'Desert Bloom Landscaping' });
    expect(card.querySelector('img[src="/images/companies/desert-bloom-landscaping.svg"]')).not.toBeNull();
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '12 reviews of Desert Bloom Landscaping' })).toBeInTheDocument();
    expect(within(card).getByText('Licensed')).toBeInTheDocument();
    expect(within(card).getByText('Desert Bloom Landscaping has served the valley for years.')).toBeInTheDocument();
    // One plain line per priced item: "{Sub-service}: {option}", the sub-service not repeated.
    expect(within(card).getByText('Artificial Turf: up to 250 sq ft')).toBeInTheDocument();
    expect(within(card).queryByText(/Turf: Turf/)).toBeNull();
    expect(within(card).getByText('$1,205.50')).toBeInTheDocument();
    // The total the card is charged, as checkout states it: the work and the UpKeep fee (issue 46).
    expect(within(card).getByText(/^Total price/)).toHaveTextContent('Total price: $1,239.49');
    expect(within(card).getByText('$1,234.50 + $4.99 UpKeep fee')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Mojave Green Landscape Co' })).getByText('(1 review)'),
    ).toBeInTheDocument();
  });

  it("links the company's name to its page, and opens its reviews from its review count: stars, date, words, reply, paged", async () => {
    const review = (id: number, userName: string, reply: string | null = null) => ({
      id,
      userName,
      upKeepScore: 5,
      upKeepComment: 'Easy booking.',
      reviewDate: '2026-11-20T18:00:00.000Z',
      companyScore: 4,
      companyComment: `The crew was careful (${userName}).`,
      companyReply: reply,
    });
    const api = mockApi({
      'POST /customer/offer/new': offersAnswer,
      'GET /customer/reviews/up-keep': (call) =>
        call.query.get('PageNumber') === '2'
          ? envelope(200, [review(3, 'Third T.')], 'OK', {
              pages: { pageNumber: 2, pageSize: 5, totalCount: 6, totalPages: 2 },
            })
          : envelope(200, [review(1, 'Dana W.', 'Thank you, Dana!'), review(2, 'Sam K.')], 'OK', {
              pages: { pageNumber: 1, pageSize: 5, totalCount: 6, totalPages: 2 },
            }),
    });
    renderCompanies();
    const card = await screen.findByRole('article', { name: 'Desert Bloom Landscaping' });
    expect(within(card).getByRole('link', { name: 'Desert Bloom Landscaping' })).toHaveAttribute(
      'href',
      '/pros/desert-bloom-landscaping',
    );
    fireEvent.click(within(card).getByRole('button', { name: '12 reviews of Desert Bloom Landscaping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Desert Bloom Landscaping' });
    expect(within(dialog).getByRole('link', { name: 'See the page of Desert Bloom Landscaping' })).toHaveAttribute(
      'href',
      '/pros/desert-bloom-landscaping',
    );
    // How soon it answers messages, beside its rating.
    expect(within(dialog).getByText(/Usually replies within 1 hour\./)).toBeInTheDocument();
    const first = await within(dialog).findByRole('listitem', { name: 'Review by Dana W.' });
    expect(api.callsTo('GET /customer/reviews/up-keep')[0]?.query.get('CompanyID')).toBe(String(OFFERS[0]?.companyID));
    expect(api.callsTo('GET /customer/reviews/up-keep')[0]?.query.get('MinScore')).toBe('1');
    expect(within(first).getByText('4 of 5 stars')).toBeInTheDocument();
    expect(within(first).getByText('Fri, Nov 20, 2026')).toBeInTheDocument();
    expect(within(first).getByText('The crew was careful (Dana W.).')).toBeInTheDocument();
    expect(within(first).getByLabelText('Reply from Desert Bloom Landscaping')).toHaveTextContent('Thank you, Dana!');
    expect(within(dialog).getByRole('listitem', { name: 'Review by Sam K.' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await within(dialog).findByRole('listitem', { name: 'Review by Third T.' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sorts by price or by rating, and filters by a minimum star rating', async () => {
    const api = mockApi({ 'POST /customer/offer/new': offersAnswer });
    renderCompanies();
    await screen.findAllByRole('article');
    expect(companyNames()).toEqual(['Red Rock Yard Works', 'Desert Bloom Landscaping', 'Mojave Green Landscape Co']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'rating' } });
    await waitFor(() =>
      expect(companyNames()).toEqual(['Mojave Green Landscape Co', 'Desert Bloom Landscaping', 'Red Rock Yard Works']),
    );
    expect(api.callsTo('POST /customer/offer/new').at(-1)?.body).toMatchObject({ sort: 'rating', minRating: 0 });

    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum rating' }), { target: { value: '4' } });
    await waitFor(() => expect(companyNames()).toEqual(['Mojave Green Landscape Co', 'Desert Bloom Landscaping']));
    expect(api.callsTo('POST /customer/offer/new').at(-1)?.body).toMatchObject({ sort: 'rating', minRating: 4 });
  });

  it('names the minimum ratings as the reviews page does: singular for one star', async () => {
    mockApi({ 'POST /customer/offer/new': offersAnswer });
    renderCompanies();
    await screen.findAllByRole('article');
    const options = within(screen.getByRole('combobox', { name: 'Minimum rating' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All ratings',
      '1 star and up',
      '2 stars and up',
      '3 stars and up',
      '4 stars and up',
      '5 stars',
    ]);
  });

  it("says 'No services available.' when no company serves the search", async () => {
    mockApi({ 'POST /customer/offer/new': () => envelope(200, []) });
    renderCompanies();
    expect(await screen.findByText(Messages.noServices)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("says 'Failed to load services.' when the search fails, and tries again on request", async () => {
    let fail = true;
    mockApi({
      'POST /customer/offer/new': (call) => (fail ? envelope(500, null, 'Server error') : offersAnswer(call)),
    });
    renderCompanies();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(Messages.servicesLoadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('says what to change when the server refuses the answers, without a pointless retry', async () => {
    mockApi({
      'POST /customer/offer/new': () =>
        envelope(400, null, VISIT_TOO_LONG, {
          errors: [{ field: 'quantity', message: 'makes one visit longer than a day' }],
        }),
    });
    renderCompanies();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(Messages.servicesLoadFailed);
    expect(alert).toHaveTextContent(VISIT_TOO_LONG);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your answers' })).toHaveAttribute('href', '/questionnaire');
  });

  it('stores the chosen company as the booking and continues to the estimate screen', async () => {
    mockApi({ 'POST /customer/offer/new': offersAnswer });
    renderCompanies();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Choose Desert Bloom Landscaping' }));
    const where = await screen.findByTestId('where');
    const [path, state] = (where.textContent ?? '').split('|');
    expect(path).toBe('/booking');
    const expected = {
      zipCode: '89102',
      service: 'Landscaping',
      serviceId: 4,
      companyId: 1,
      companyName: 'Desert Bloom Landscaping',
      companyServiceId: 10,
      price: 1234.5,
      date: valleyToday(),
      duration: '06:30:00',
      serviceDuration: '06:30:00',
      idFeatures: [[100, 110, 120]],
      quantity: [1],
    };
    expect(JSON.parse(state ?? 'null')).toMatchObject(expected);
    const session = useSession.getState();
    expect(session.booking).toMatchObject(expected);
    expect(session.booking?.subservices).toHaveLength(2);
    expect(session.durationValues).toEqual({ duration: '06:30:00', serviceDuration: '06:30:00' });
  });

  it('without a search, says how to start one; with only a service, goes to its questionnaire', async () => {
    mockApi({});
    const view = renderCompanies({ pathname: '/companies' });
    expect(screen.getByRole('link', { name: 'Search services' })).toHaveAttribute('href', '/home');
    view.unmount();
    renderCompanies({ pathname: '/companies', state: { serviceId: 5 } });
    expect(await screen.findByTestId('where')).toHaveTextContent('/questionnaire?Service=5|');
  });
});

describe('a message to a company', () => {
  beforeEach(() => useSession.setState({ ...initialSession }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function openLead() {
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Send a message to Desert Bloom Landscaping' }));
    return screen.findByRole('dialog', { name: 'Send a message to Desert Bloom Landscaping' });
  }

  it('needs a message to go Next, then name, e-mail, phone and zip code to Send; success shows the toast', async () => {
    const api = mockApi({
      'POST /customer/offer/new': offersAnswer,
      'POST /customer/leads/service': () => envelope(201, { id: 1 }, 'Your message was sent to the company.'),
    });
    const toast = vi.spyOn(notifications, 'show');
    useSession.setState({
      isLoggedIn: true,
      token: 't',
      user: { name: 'Dana Demo', email: 'dana@upkeep.test', phoneNumber: '7025550100' },
    });
    renderCompanies();
    const dialog = await openLead();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Do you install turf in August?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    // Prefilled from the signed-in customer; the zip code from the search.
    expect(name).toHaveValue('Dana Demo');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('dana@upkeep.test');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('7025550100');
    expect(within(dialog).getByRole('textbox', { name: 'Zip code' })).toHaveValue('89102');

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /customer/leads/service')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Dana D.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(Messages.serviceLeadSent.title)).toBeInTheDocument();
    expect(screen.getByText(Messages.serviceLeadSent.text)).toBeInTheDocument();
    expect(api.callsTo('POST /customer/leads/service')[0]?.body).toEqual({
      name: 'Dana D.',
      email: 'dana@upkeep.test',
      phoneNumber: '7025550100',
      zipCode: '89102',
      message: 'Do you install turf in August?',
      companyServiceID: 10,
    });
    // Signed in: the question is the customer's (their account reads it and their booking adopts it).
    expect(api.callsTo('POST /customer/leads/service')[0]?.token).toBe('t');
    // Spec 000 section 9: the toast closes itself after 3000 ms.
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 3000 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on failure says so and keeps what was typed', async () => {
    mockApi({
      'POST /customer/offer/new': offersAnswer,
      'POST /customer/leads/service': () =>
        envelope(400, null, 'Invalid request', {
          errors: [{ field: 'phoneNumber', message: 'must have at least 7 digits' }],
        }),
    });
    renderCompanies();
    const dialog = await openLead();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Name' }), { target: { value: 'Sam' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'sam@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), { target: { value: '702' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('Phone must have at least 7 digits');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Sam');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('702');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    expect(screen.queryByText(Messages.serviceLeadSent.title)).not.toBeInTheDocument();
  });
});
