/**
 * A company's page inside the app (issue 32): reached from the offers, it asks the API and shows the company,
 * its reviews and replies, and its credentials only when UpKeep checked them; a company the public may not see
 * shows the not-found page.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { CompanyPage } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { CompanyPageScreen } from './company-page';

function companyPage(patch: Partial<CompanyPage> = {}): CompanyPage {
  return {
    id: 2,
    slug: 'red-rock-yard-works',
    name: 'Red Rock Yard Works',
    logo: '/images/companies/red-rock-yard-works.svg',
    description: 'A west-side crew.',
    tags: ['Same-day'],
    services: [{ serviceId: 4, name: 'Landscaping', startingPrice: 27 }],
    location: { city: 'Las Vegas', zipCode: '89134' },
    areas: {
      cities: ['Las Vegas'],
      zipCodes: [{ code: '89134', city: 'Las Vegas', community: 'Summerlin', latitude: 36.2, longitude: -115.3 }],
    },
    hours: [{ dayOfWeek: 1, opens: '06:00', closes: '16:00', lastStart: '15:00' }],
    liveSince: '2023-05-01T12:00:00.000Z',
    jobsCompleted: 41,
    replyTime: 'Usually replies within 1 hour',
    credentials: { licence: null, insurance: null },
    rating: {
      count: 2,
      average: 4,
      histogram: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    },
    reviews: [
      {
        id: 7,
        userName: 'Ashley K.',
        score: 3,
        comment: 'Drip emitters left disconnected.',
        date: '2026-09-06T02:14:00.000Z',
        reply: 'We came back the next day.',
        replyDate: '2026-09-07T16:00:00.000Z',
      },
      {
        id: 6,
        userName: 'Dana W.',
        score: 5,
        comment: 'Not a single frond left behind.',
        date: '2026-08-02T03:00:00.000Z',
        reply: null,
        replyDate: null,
      },
    ],
    photos: [],
    updatedAt: '2026-09-07T16:00:00.000Z',
    ...patch,
  };
}

const PAGES = { pageNumber: 1, pageSize: 10, totalCount: 2, totalPages: 1 };

afterEach(() => vi.unstubAllGlobals());

describe('a company page inside the app', () => {
  it('shows the company, its services, hours, rating and reviews with replies; no badge unchecked', async () => {
    const api = mockApi({
      'GET /companies/red-rock-yard-works': () => envelope(200, companyPage(), 'OK', { pages: PAGES }),
    });
    renderScreen(<CompanyPageScreen slug="red-rock-yard-works" page={1} />, { path: '/pros/red-rock-yard-works' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Rock Yard Works' })).toBeInTheDocument();
    expect(api.callsTo('GET /companies/red-rock-yard-works')[0]?.query.get('page')).toBe('1');
    expect(screen.getByText('from $27')).toBeInTheDocument();
    expect(screen.getByText('Usually replies within 1 hour')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Monday/ })).toHaveTextContent('6:00 AM to 4:00 PM (last start 3:00 PM)');
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    const first = within(reviews).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Ashley K.');
    expect(first).toHaveTextContent('Sat, Sep 5, 2026');
    expect(first).toHaveTextContent('Reply from Red Rock Yard Works');
    expect(first).toHaveTextContent('We came back the next day.');
    expect(screen.getByRole('img', { name: '4.0 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByText('Licence verified')).toBeNull();
    expect(screen.queryByText('Insured')).toBeNull();
  });

  it('shows "Licence verified" and "Insured" with the dates UpKeep checked them', async () => {
    const checked = companyPage({
      credentials: {
        licence: { number: '0081234A', limit: 250000, verifiedAt: '2026-11-20T18:00:00.000Z' },
        insurance: { verifiedAt: '2026-11-21T18:00:00.000Z' },
      },
    });
    mockApi({ 'GET /companies/red-rock-yard-works': () => envelope(200, checked, 'OK', { pages: PAGES }) });
    renderScreen(<CompanyPageScreen slug="red-rock-yard-works" page={1} />, { path: '/pros/red-rock-yard-works' });
    const badges = await screen.findByRole('list', { name: 'Credentials' });
    expect(badges).toHaveTextContent('Licence verified');
    expect(badges).toHaveTextContent('Nevada licence 0081234A, limit $250,000; checked Fri, Nov 20, 2026');
    expect(badges).toHaveTextContent('Insuredchecked Sat, Nov 21, 2026');
  });

  it('hides zero figures, says "1 star", captions its photos and labels its map (issue 46)', async () => {
    const page = companyPage({
      jobsCompleted: 0,
      services: [
        { serviceId: 4, name: 'Landscaping', startingPrice: 0 },
        { serviceId: 1, name: 'Plumbing', startingPrice: 89 },
      ],
      rating: {
        count: 1,
        average: 1,
        histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 1 ? 1 : 0 })),
      },
      photos: [{ id: 3, url: '/photos/3.jpg', caption: 'New sod in the back yard' }],
      areas: {
        cities: ['Las Vegas'],
        zipCodes: [
          { code: '89134', city: 'Las Vegas', community: 'Summerlin', latitude: 36.2, longitude: -115.3 },
          { code: '89135', city: 'Las Vegas', community: 'Summerlin South', latitude: 36.1, longitude: -115.32 },
        ],
      },
    });
    mockApi({ 'GET /companies/red-rock-yard-works': () => envelope(200, page, 'OK', { pages: PAGES }) });
    renderScreen(<CompanyPageScreen slug="red-rock-yard-works" page={1} />, { path: '/pros/red-rock-yard-works' });
    await screen.findByRole('heading', { level: 1, name: 'Red Rock Yard Works' });
    expect(screen.queryByText('Jobs completed')).toBeNull();
    expect(screen.queryByText(/from \$0/)).toBeNull();
    expect(screen.getByText('from $89')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '1 star' })).toBeInTheDocument();
    expect(screen.queryByText('1 stars')).toBeNull();
    expect(screen.getByRole('rowheader', { name: '2 stars' })).toBeInTheDocument();
    // The photo is a captioned figure, not a bulleted list item.
    const photos = screen.getByRole('region', { name: 'Photos of our work' });
    expect(within(photos).queryByRole('listitem')).toBeNull();
    expect(within(photos).getByRole('figure')).toHaveTextContent('New sod in the back yard');
    // The map's points carry their zip codes; the list names the areas.
    const map = screen.getByRole('img', { name: 'Map of the 2 zip codes served' });
    expect([...map.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['89134', '89135']);
    expect(screen.getByText(/Zip codes: 89134 \(Summerlin\), 89135 \(Summerlin South\)/)).toBeInTheDocument();
  });

  it("moves within the app by the page's own links", async () => {
    mockApi({ 'GET /companies/red-rock-yard-works': () => envelope(200, companyPage(), 'OK', { pages: PAGES }) });
    renderScreen(<CompanyPageScreen slug="red-rock-yard-works" page={1} />, { path: '/pros/red-rock-yard-works' });
    fireEvent.click(await screen.findByRole('link', { name: 'Get a price' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/questionnaire?Service=4');
  });

  it('shows the not-found page for a company the public may not see', async () => {
    mockApi({});
    renderScreen(<CompanyPageScreen slug="suspended-yards" page={1} />, { path: '/pros/suspended-yards' });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});
