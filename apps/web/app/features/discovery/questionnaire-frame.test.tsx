/**
 * The questionnaire's frame is prerendered (contract's PRERENDERED_SCREENS) and painted from the HTML before
 * the scripts load (issue 14). These tests hold what that needs: the HTML the build writes hydrates without a
 * mismatch, and the painted frame (its intro, the page's largest text) stays the same element while the screen's
 * code (issue 33), the search and the questions load and fill it in.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { AppProviders } from '../../../test/app-providers';
import { LANDSCAPING_FEATURES, nextValuesHandler, SERVICES } from '../../../test/discovery-fixtures';
import { renderScreen } from '../../../test/render';
import { createQueryClient } from '../../lib/query-client';
import { initialSession, useSession } from '../../session/store';
import { QuestionnaireStandIn } from './questionnaire-frame';
import { QuestionnairePage, questionnaireScreenCode } from './questionnaire-page';

const INTRO = 'Answer a few questions and we will price the job with local companies.';
const LINK = '/questionnaire?Service=4&ZipCode=89101';

function questionnaireApi() {
  return mockApi({
    'GET /customer/services': () => envelope(200, SERVICES),
    'GET /customer/features/4': () => envelope(200, LANDSCAPING_FEATURES),
    'POST /customer/features/next-values': nextValuesHandler,
  });
}

/**
 * The screen in the app's providers at `url`: what the build prerenders, and what the browser hydrates (`page`:
 * another copy of the screen's modules, whose code is not yet loaded).
 */
function app(url: string, page: React.ReactNode = <QuestionnairePage />) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AppProviders>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/questionnaire" element={page} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>
  );
}

/**
 * The elements of rendered HTML: without Mantine's style tags, the names of their generated classes (made of
 * React's ids, which depend on where in the tree a part is) and the markers of a Suspense boundary.
 */
const elementsOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/__m__-[\w-]+_/g, '__m__')
    .replace(/<!--\/?\$-->/g, '');

describe('the prerendered questionnaire frame', () => {
  // The prerenderer renders the page once the screen's code is loaded (entry.server.tsx), as these tests do.
  beforeAll(() => questionnaireScreenCode.load());
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the heading, the intro and the places of the fields, with nothing that depends on the visit', () => {
    // The build renders /questionnaire without a query, a session or a date of the visit.
    const html = renderToString(app('/questionnaire'));
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Questionnaire');
    expect(within(page).getByText(INTRO).tagName).toBe('P');
    expect(page.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(page.textContent).toContain('Preferred date');
    expect(page.textContent).toContain('Zip code');
    expect(page.querySelector('input, select, button')).toBeNull();
    // The same HTML whatever the link: the build cannot know it.
    expect(renderToString(app(LINK))).toBe(html);
  });

  it('hydrates the prerendered HTML without a mismatch and fills it in without replacing it', async () => {
    questionnaireApi();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(LINK));
    document.body.append(container);
    const paintedIntro = within(container).getByText(INTRO);
    const paintedHeading = within(container).getByRole('heading', { level: 1 });

    const root = await act(async () =>
      hydrateRoot(container, app(LINK), { onRecoverableError: (error) => errors.push(error) }),
    );
    try {
      expect(await within(container).findByRole('heading', { level: 1, name: 'Landscaping' })).toBe(paintedHeading);
      expect(within(container).getByText(INTRO)).toBe(paintedIntro);
      expect(await within(container).findByRole('group', { name: 'Service 1' })).toBeInTheDocument();
      expect(within(container).getByRole('textbox', { name: 'Zip code' })).toHaveValue('89101');
      expect(container.querySelector('form')).not.toHaveAttribute('aria-busy');
      expect(errors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
      consoleError.mockRestore();
    }
  });

  it("hydrates the HTML before the screen's code is here, and keeps its frame when the code fills it in", async () => {
    questionnaireApi();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(LINK));
    document.body.append(container);
    const paintedIntro = within(container).getByText(INTRO);
    const paintedHeading = within(container).getByRole('heading', { level: 1 });
    // A page just opened: a copy of the modules whose screen code has not been fetched.
    vi.resetModules();
    const opened = await import('./questionnaire-page');
    await (await import('../../session/store')).useSession.persist.rehydrate();
    expect(opened.questionnaireScreenCode.loaded()).toBeNull();

    const root = await act(async () =>
      hydrateRoot(container, app(LINK, <opened.QuestionnairePage />), {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    try {
      expect(await within(container).findByRole('heading', { level: 1, name: 'Landscaping' })).toBe(paintedHeading);
      expect(opened.questionnaireScreenCode.loaded()).not.toBeNull();
      expect(within(container).getByText(INTRO)).toBe(paintedIntro);
      expect(await within(container).findByRole('group', { name: 'Service 1' })).toBeInTheDocument();
      expect(errors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
      consoleError.mockRestore();
    }
  });

  it('shows, while the code loads on a visit from another screen, the same frame as the screen renders first', () => {
    // And what a failed fetch of the code shows first where the screen's HTML is hydrated (questionnaire-page.tsx).
    const standIn = renderToString(
      <AppProviders>
        <QuestionnaireStandIn />
      </AppProviders>,
    );
    expect(elementsOf(standIn)).toContain('aria-busy="true"');
    expect(elementsOf(renderToString(app('/questionnaire')))).toBe(elementsOf(standIn));
  });

  it('never shows an earlier search kept in the session while a link names another', async () => {
    questionnaireApi();
    useSession.getState().startSearch({
      entryKey: 'link:Service=5&ZipCode=89102',
      serviceId: 5,
      service: 'Pool Service',
      zipCode: '89102',
      multiServices: false,
      serviceUnit: 'Pool',
      subServiceId: null,
      date: '2024-01-01',
    });
    renderScreen(<QuestionnairePage />, { path: '/questionnaire', entries: [LINK] });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Questionnaire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Landscaping' })).toBe(heading);
    expect(screen.queryByText('Pool Service')).not.toBeInTheDocument();
  });

  it("a new search for another service never shows the earlier service's questions while its own load", async () => {
    let answerPlumbing: (() => void) | undefined;
    const plumbing = LANDSCAPING_FEATURES.map((f) => ({ ...f, question: `Plumbing: ${f.question}` }));
    mockApi({
      'GET /customer/features/4': () => envelope(200, LANDSCAPING_FEATURES),
      'GET /customer/features/1': () =>
        new Promise((resolve) => {
          answerPlumbing = () => resolve(envelope(200, plumbing));
        }),
      'POST /customer/features/next-values': nextValuesHandler,
    });
    const card = (serviceId: number, service: string, searchId: string) => ({
      serviceId,
      service,
      zipCode: '89102',
      multiServices: true,
      serviceUnit: 'Service',
      searchId,
    });
    function SearchAgain() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/questionnaire', { state: card(1, 'Plumbing', 'search-2') })}>
          New search
        </button>
      );
    }
    renderScreen(
      <>
        <SearchAgain />
        <QuestionnairePage />
      </>,
      { path: '/questionnaire', entries: [{ pathname: '/questionnaire', state: card(4, 'Landscaping', 'search-1') }] },
    );
    const question = LANDSCAPING_FEATURES[0]?.question ?? '';
    expect(await screen.findByRole('combobox', { name: question })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'New search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: question })).not.toBeInTheDocument();
    act(() => answerPlumbing?.());
    expect(await screen.findByRole('heading', { level: 1, name: 'Plumbing' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: `Plumbing: ${question}` })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: question })).not.toBeInTheDocument();
  });
});
