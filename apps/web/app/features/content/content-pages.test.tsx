import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BLOG_ARTICLES } from '@upkeep/content';
import { BLOG_ARTICLE_SLUGS, required, truncateReview } from '@upkeep/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { AppProviders } from '../../../test/app-providers';
import { publicReview } from '../../../test/ticket-fixtures';
import { forgetPlainReads } from '../../lib/plain-read';
import { createQueryClient } from '../../lib/query-client';
import { initialSession, useSession } from '../../session/store';
import { FEATURED_SERVICES, SERVICE_CATALOG } from '../../shared/search/services-catalog';
import { loadBlogCards } from './blog-article-loader';
import { BlogPage } from './blog-page';
import { articleById, formatArticleDate, truncate } from './blog-utils';
import { BlogViewPage } from './blog-view-page';
import { FAQS } from './help-faqs';
import { HelpPage } from './help-page';
import { HomePage } from './home-page';
import { ServicesPage } from './services-page';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../../public');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</p>;
}

function renderPage(
  element: React.ReactNode,
  entry: string | { pathname: string; search?: string; state?: unknown } = '/',
) {
  // A new page load: a fresh query client, and the public reads (the reviews) forgotten.
  forgetPlainReads();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AppProviders>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/sign-up" element={<Where />} />
            <Route path="*" element={element} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
}

// The search card asks for the catalogue: every call answers 404 here, so it keeps its built-in list.
beforeEach(() => {
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('blog helpers', () => {
  it('cuts a brief at 200 characters with an ellipsis', () => {
    expect(truncate('short')).toBe('short');
    const long = 'a'.repeat(250);
    expect(truncate(long)).toBe(`${'a'.repeat(200)}…`);
    expect(truncate('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('formats dates the same on every machine', () => {
    expect(formatArticleDate('2025-02-11')).toBe('Tue, Feb 11, 2025');
    expect(formatArticleDate('2025-02-11T06:00:00Z')).toBe('Mon, Feb 10, 2025');
  });

  it('finds an article by 1-based id or by slug', () => {
    expect(articleById(0)).toBeUndefined();
    expect(articleById('nope')).toBeUndefined();
    if (BLOG_ARTICLES.length > 0) {
      expect(articleById(1)).toBe(BLOG_ARTICLES[0]);
      expect(articleById('1')).toBe(BLOG_ARTICLES[0]);
      expect(articleById(BLOG_ARTICLES[0]?.slug)).toBe(BLOG_ARTICLES[0]);
    }
  });

  it('has an image for every article and section', () => {
    for (const slug of BLOG_ARTICLE_SLUGS) {
      expect(existsSync(`${PUBLIC_DIR}/images/blog/${slug}.svg`), slug).toBe(true);
      for (const n of [1, 2, 3]) expect(existsSync(`${PUBLIC_DIR}/images/blog/${slug}-${n}.svg`)).toBe(true);
    }
    for (const article of BLOG_ARTICLES) {
      const urls = [article.imageUrl, ...article.sections.flatMap((s) => (s.imageUrl ? [s.imageUrl] : []))];
      for (const url of urls) expect(existsSync(`${PUBLIC_DIR}${url}`), url).toBe(true);
    }
  });
});

describe('the services catalogue', () => {
  it('lists the twelve services with their images, three coming soon', () => {
    expect(SERVICE_CATALOG).toHaveLength(12);
    expect(SERVICE_CATALOG.filter((s) => s.comingSoon).map((s) => s.name)).toEqual([
      'Car Wash',
      'Pet Grooming',
      'Mobile Mechanic',
    ]);
    for (const s of SERVICE_CATALOG) expect(existsSync(`${PUBLIC_DIR}${s.image}`), s.image).toBe(true);
    expect(FEATURED_SERVICES.map((s) => s.id)).toEqual([4, 1, 5, 2, 15]);
  });

  it('links bookable services to their questionnaire and badges the rest', () => {
    renderPage(<ServicesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Services');
    expect(screen.getByRole('link', { name: 'Book now: HVAC Service' })).toHaveAttribute(
      'href',
      '/questionnaire?Service=15',
    );
    expect(screen.getByRole('link', { name: 'Book now: Plumbing' })).toHaveAttribute(
      'href',
      '/questionnaire?Service=1',
    );
    expect(screen.getAllByRole('link', { name: /^Book / })).toHaveLength(9);
    expect(screen.getAllByText('Coming soon')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Book now: Car Wash' })).not.toBeInTheDocument();
  });
});

describe('the home page', () => {
  beforeEach(() => useSession.setState({ ...initialSession }));

  it('has one h1, the sections of spec 000 and a sign-up box that carries the e-mail to /sign-up', async () => {
    renderPage(<HomePage />, '/home');
    // What is below the first screen is in chunks of their own (the lower sections a second one).
    expect(await screen.findByRole('heading', { name: 'Featured services' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'What our customers say' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const heading of [
      'Featured services',
      'What our customers say',
      'How it works',
      'Serving the whole Las Vegas valley',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Partner Up' })).toHaveAttribute('href', '/partner-us');
    expect(screen.getByRole('img', { name: /Map of the Las Vegas valley/ })).toHaveAttribute(
      'src',
      '/images/landing/valley-map.svg',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/sign-up|{"inputEmail":"new@example.com"}'),
    );
  });

  it('carries the five-star public reviews in its carousel, texts cut as on /reviews', async () => {
    const long =
      'The crew came early, fixed the leak under the sink and explained everything. Booking took two minutes.';
    // The answer waits until the loader has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = mockApi({
      'GET /customer/reviews/up-keep': async () => {
        await answered;
        return envelope(
          200,
          [publicReview(7, { userName: 'Dana P.' }), publicReview(8, { upKeepComment: long })],
          'OK',
          { pages: { pageNumber: 1, pageSize: 20, totalCount: 2, totalPages: 1 } },
        );
      },
    });
    renderPage(<HomePage />, '/home');
    const section = await screen.findByRole('region', { name: 'What our customers say' });
    expect(within(section).getByLabelText('Loading the reviews')).toBeInTheDocument();
    answer();
    expect(await within(section).findByRole('article', { name: 'Review by Dana P.' })).toHaveTextContent(
      '5 of 5 stars',
    );
    expect(within(section).getByRole('article', { name: 'Review by Customer 8' })).toHaveTextContent(
      truncateReview(long),
    );
    expect(within(section).getByRole('button', { name: 'Pause reviews' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Read more reviews' })).toHaveAttribute('href', '/reviews');
    expect(
      Object.fromEntries(required(api.callsTo('GET /customer/reviews/up-keep')[0], 'a reviews call').query),
    ).toEqual({
      PageNumber: '1',
      MinScore: '5',
      _pageSize: '20',
    });
  });

  it('says so when there are no reviews yet, and offers a retry when they cannot be loaded', async () => {
    mockApi({
      'GET /customer/reviews/up-keep': () =>
        envelope(200, [], 'OK', { pages: { pageNumber: 1, pageSize: 20, totalCount: 0, totalPages: 0 } }),
    });
    const empty = renderPage(<HomePage />, '/home');
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause reviews' })).not.toBeInTheDocument();
    empty.unmount();

    let fail = true;
    mockApi({
      'GET /customer/reviews/up-keep': () =>
        fail
          ? envelope(400, null, 'Bad request')
          : envelope(200, [publicReview(3)], 'OK', {
              pages: { pageNumber: 1, pageSize: 20, totalCount: 1, totalPages: 1 },
            }),
    });
    renderPage(<HomePage />, '/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Review by Customer 3' })).toBeInTheDocument();
  });

  it('hides the sign-up box when logged in', () => {
    useSession.setState({ isLoggedIn: true });
    renderPage(<HomePage />, '/home');
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});

describe('help, blog and blog view', () => {
  it('links the help page to contact, the three policies and opt-out', () => {
    renderPage(<HelpPage faqs={FAQS} />, '/help');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Opt out here' })).toHaveAttribute('href', '/optout');
    for (const pdf of ['privacy-policy', 'terms-and-conditions', 'cancelation-policy']) {
      expect(document.querySelector(`a[href="/legal/${pdf}.pdf"]`)).not.toBeNull();
      expect(existsSync(`${PUBLIC_DIR}/legal/${pdf}.pdf`)).toBe(true);
    }
  });

  it('lists a card per article, linking to its page', () => {
    renderPage(<BlogPage articles={loadBlogCards(new Request('http://localhost/blog')).articles} />, '/blog');
    if (BLOG_ARTICLES.length === 0) {
      expect(screen.getByText(/New articles are on their way/)).toBeInTheDocument();
      return;
    }
    expect(screen.getAllByRole('article')).toHaveLength(BLOG_ARTICLES.length);
    const first = required(BLOG_ARTICLES[0], 'an article');
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.slug}`);
  });

  it('shows the article whose id arrives in navigation state, or a way back to the blog', () => {
    const { unmount } = renderPage(<BlogViewPage />, { pathname: '/blog/view', state: { id: 1 } });
    if (BLOG_ARTICLES.length > 0) {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        required(BLOG_ARTICLES[0], 'an article').title,
      );
    }
    unmount();
    renderPage(<BlogViewPage />, { pathname: '/blog/view', search: '?id=999' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog article');
    expect(screen.getByRole('link', { name: 'Browse the blog' })).toHaveAttribute('href', '/blog');
  });
});
