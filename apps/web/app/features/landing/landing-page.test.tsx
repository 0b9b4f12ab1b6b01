import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SubServiceId } from '@upkeep/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { AppProviders } from '../../../test/app-providers';
import { SERVICES, zipInfo } from '../../../test/discovery-fixtures';
import { createQueryClient } from '../../lib/query-client';
import { initialSession, useSession } from '../../session/store';
import { getLandingContent } from './content/index';
import { LandingRouteScreen } from './landing-page';

/** What the route does with its loader's data, for the path in the router. */
function LandingAtPath() {
  const { pathname } = useLocation();
  return <LandingRouteScreen content={getLandingContent(pathname)} />;
}

function Questionnaire() {
  const location = useLocation();
  const state = location.state as { serviceId?: number; subServiceId?: number } | null;
  return (
    <p data-testid="questionnaire">{`${location.pathname}${location.search}|${state?.serviceId}|${state?.subServiceId}`}</p>
  );
}

function renderAt(path: string, state?: unknown) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AppProviders>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path="/questionnaire" element={<Questionnaire />} />
            <Route path="*" element={<LandingAtPath />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
}

describe('a landing page', () => {
  beforeEach(() => {
    useSession.setState({ ...initialSession });
    mockApi({
      'GET /customer/services': () => envelope(200, SERVICES),
      'GET /customer/services/1': () =>
        envelope(
          200,
          SERVICES.find((s) => s.id === 1),
        ),
      'GET /customer/services/15': () =>
        envelope(
          200,
          SERVICES.find((s) => s.id === 15),
        ),
      'GET /zip-codes/code/89101': () => envelope(200, zipInfo('89101')),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders one h1, the HVAC search pre-selected, the lead form and the sign-up prompt (area page)', async () => {
    renderAt('/hvac-in-summerlin');
    // The lead form and what is below the first screen are chunks of their own.
    expect(await screen.findByRole('link', { name: 'Sign up free' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'SEND' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HVAC Solutions in Summerlin');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('HVAC Service');
    expect(screen.getByRole('button', { name: 'SEND' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/sign-up');
  });

  it('hides the sign-up prompt from logged-in visitors', async () => {
    useSession.setState({ isLoggedIn: true });
    renderAt('/landscaping');
    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up free' })).not.toBeInTheDocument();
  });

  it('links LEARN MORE to the sub-service pages on a main page', async () => {
    renderAt('/hvac');
    expect(await screen.findByRole('link', { name: 'Learn more about Cooling' })).toHaveAttribute('href', '/cooling');
    expect(screen.getByRole('link', { name: 'Learn more about Repairs' })).toHaveAttribute('href', '/hvac-repairs');
    expect(screen.getAllByRole('link', { name: /^HVAC in / })).toHaveLength(10);
  });

  it('searches the sub-service of a sub-service page, taken from navigation state when given', async () => {
    renderAt('/cooling', { subServiceId: SubServiceId.Cooling, subServiceName: 'Cooling' });
    expect(await screen.findByText('Sub-service: Cooling')).toBeInTheDocument();
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    fireEvent.change(zip, { target: { value: '89a1014' } });
    expect(zip).toHaveValue('89101');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('questionnaire')).toHaveTextContent(
        `/questionnaire?Service=15&ZipCode=89101&SubService=${SubServiceId.Cooling}|15|${SubServiceId.Cooling}`,
      ),
    );
  });

  it('searches plumbing pages with Plumbing (1)', async () => {
    renderAt('/plumbing-in-centenial-hills');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plumbing Solutions in Centennial Hills');
    fireEvent.change(screen.getByRole('textbox', { name: 'Zip code' }), { target: { value: '89101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('questionnaire')).toHaveTextContent('/questionnaire?Service=1&ZipCode=89101|1|'),
    );
  });
});
