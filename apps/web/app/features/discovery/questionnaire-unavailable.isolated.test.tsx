/**
 * The questionnaire when its screen's code cannot be fetched (offline, or a tab older than the release): the frame
 * says so, with Try again, which fetches it again; where the prerendered HTML is hydrated, it is kept until then
 * (no mismatch). Isolated: the failing import is this file's own mock.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { AppProviders } from '../../../test/app-providers';
import { LANDSCAPING_FEATURES, nextValuesHandler, SERVICES } from '../../../test/discovery-fixtures';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { QuestionnaireStandIn } from './questionnaire-frame';
import { QuestionnairePage } from './questionnaire-page';

/** What the screen says when a part's code or the API cannot be reached (ui/on-demand.ts). */
const PART_UNAVAILABLE = 'Could not reach UpKeep. Check your connection and try again.';

const INTRO = 'Answer a few questions and we will price the job with local companies.';
const LINK = '/questionnaire?Service=4&ZipCode=89101';

/** Whether the screen's code can be fetched: each import asks again (a failed one is not kept). */
const code = vi.hoisted(() => ({ reachable: false, fetches: 0 }));
vi.mock('./questionnaire-screen', async (importOriginal) => {
  code.fetches++;
  if (!code.reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

function questionnaireApi() {
  return mockApi({
    'GET /customer/services': () => envelope(200, SERVICES),
    'GET /customer/features/4': () => envelope(200, LANDSCAPING_FEATURES),
    'POST /customer/features/next-values': nextValuesHandler,
  });
}

describe('the questionnaire without its screen code', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a visit from another screen, says so in place of the fields, with Try again', async () => {
    questionnaireApi();
    renderScreen(<QuestionnairePage />, { path: '/questionnaire', entries: [LINK] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PART_UNAVAILABLE);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).not.toBeInTheDocument();
  });

  it('keeps the painted frame, says the connection failed, and Try again brings the questions', async () => {
    questionnaireApi();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    // The prerendered HTML: the screen's first render in its boundary, as the stand-in renders it
    // (questionnaire-frame.test.tsx holds them equal).
    const app = (page: React.ReactNode) => (
      <AppProviders>
        <MemoryRouter initialEntries={[LINK]}>
          <Routes>
            <Route path="/questionnaire" element={page} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      app(
        <Suspense fallback={null}>
          <QuestionnaireStandIn />
        </Suspense>,
      ),
    );
    document.body.append(container);
    const paintedIntro = within(container).getByText(INTRO);

    const root = await act(async () =>
      hydrateRoot(container, app(<QuestionnairePage />), { onRecoverableError: (error) => errors.push(error) }),
    );
    try {
      const alert = await within(container).findByRole('alert');
      expect(alert).toHaveTextContent('Could not load the questionnaire');
      expect(alert).toHaveTextContent(PART_UNAVAILABLE);
      expect(within(container).getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();
      expect(within(container).getByText(INTRO)).toBe(paintedIntro);
      expect(container.querySelector('form')).not.toHaveAttribute('aria-busy');
      expect(errors).toEqual([]);
      const fetched = code.fetches;

      code.reachable = true;
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await within(container).findByRole('heading', { level: 1, name: 'Landscaping' })).toBeInTheDocument();
      expect(await within(container).findByRole('group', { name: 'Service 1' })).toBeInTheDocument();
      expect(within(container).queryByRole('alert')).not.toBeInTheDocument();
      expect(code.fetches).toBe(fetched + 1);
    } finally {
      act(() => root.unmount());
      container.remove();
      consoleError.mockRestore();
    }
  });
});
