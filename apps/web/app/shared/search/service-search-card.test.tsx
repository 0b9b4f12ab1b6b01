import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { SERVICES, zipInfo } from '../../../test/discovery-fixtures';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { NO_SERVICE, ServiceSearchCard } from './service-search-card';

function catalogueApi() {
  return mockApi({
    'GET /customer/services': () => envelope(200, SERVICES),
    'GET /customer/services/4': () => envelope(200, SERVICES[0]),
    'GET /zip-codes/code/89102': () => envelope(200, zipInfo('89102')),
    'GET /zip-codes/code/89501': () => envelope(200, zipInfo('89501', false)),
    'GET /zip-codes/code/99999': () => envelope(404, null, 'ZIP Code given not found or not allowed'),
  });
}

const serviceInput = () => screen.getByRole('combobox', { name: 'Service' });
const zipInput = () => screen.getByRole('textbox', { name: 'Zip code' });

function chooseService(name: string) {
  const option = within(serviceInput()).getByRole<HTMLOptionElement>('option', { name });
  fireEvent.change(serviceInput(), { target: { value: option.value } });
  expect(serviceInput()).toHaveDisplayValue(name);
}

describe('the service search card', () => {
  beforeEach(() => useSession.setState({ ...initialSession }));
  afterEach(() => vi.unstubAllGlobals());

  it('says beside the Service field that a service is missing, focuses it, and asks the server nothing', async () => {
    const api = catalogueApi();
    renderScreen(<ServiceSearchCard serviceId={NO_SERVICE} />, { path: '/home' });
    fireEvent.change(zipInput(), { target: { value: '89102' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(serviceInput()).toHaveAttribute('aria-invalid', 'true');
    expect(serviceInput()).toHaveAccessibleDescription(Messages.selectService.text);
    expect(serviceInput()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zipInput()).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('GET /zip-codes/code/89102')).toHaveLength(0);
    // Choosing one clears the message.
    chooseService('Landscaping');
    expect(serviceInput()).not.toHaveAttribute('aria-invalid', 'true');
    // Focus engaged the card: its catalogue call ends within this test.
    await waitFor(() => expect(api.callsTo('GET /customer/services')).toHaveLength(1));
  });

  it('says beside each field what is missing when both are, focusing the first', async () => {
    const api = catalogueApi();
    renderScreen(<ServiceSearchCard serviceId={NO_SERVICE} />, { path: '/home' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(serviceInput()).toHaveAccessibleDescription(Messages.selectService.text);
    expect(zipInput()).toHaveAttribute('aria-invalid', 'true');
    expect(zipInput()).toHaveAccessibleDescription('Enter a 5-digit zip code');
    expect(serviceInput()).toHaveFocus();
    await waitFor(() => expect(api.callsTo('GET /customer/services')).toHaveLength(1));
  });

  it('lists coming-soon services but does not let them be chosen', async () => {
    catalogueApi();
    renderScreen(<ServiceSearchCard serviceId={NO_SERVICE} />, { path: '/home' });
    expect(within(serviceInput()).getByRole('option', { name: 'Car Wash (coming soon)' })).toBeDisabled();
    expect(within(serviceInput()).getByRole('option', { name: 'Landscaping' })).toBeEnabled();
  });

  it('asks the server for the catalogue once the visitor engages with the card, then lists its answer', async () => {
    const api = catalogueApi();
    renderScreen(<ServiceSearchCard serviceId={NO_SERVICE} />, { path: '/home' });
    // Until then the static list stands (the prerendered page shows it), and no API code is loaded.
    expect(within(serviceInput()).getByRole('option', { name: 'Pool Service' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /customer/services')).toHaveLength(0);
    act(() => serviceInput().focus());
    // The fixture's catalogue has no Pool Service: the server's answer replaces the static list.
    await waitFor(() =>
      expect(within(serviceInput()).queryByRole('option', { name: 'Pool Service' })).not.toBeInTheDocument(),
    );
    expect(within(serviceInput()).getByRole('option', { name: 'Landscaping' })).toBeEnabled();
    expect(api.callsTo('GET /customer/services')).toHaveLength(1);
  });

  it('keeps digits only in the zip code', () => {
    catalogueApi();
    renderScreen(<ServiceSearchCard serviceId={NO_SERVICE} />, { path: '/home' });
    fireEvent.change(zipInput(), { target: { value: '8a9-1 02x77' } });
    expect(zipInput()).toHaveValue('89102');
  });

  it.each([
    ['a zip code outside the service area', '89501'],
    ['an unknown zip code', '99999'],
  ])("says 'We currently do not service this area.' for %s", async (_, zip) => {
    const api = catalogueApi();
    renderScreen(<ServiceSearchCard serviceId={4} />, { path: '/home' });
    fireEvent.change(zipInput(), { target: { value: zip } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.zipNotServiced.title });
    expect(dialog).toHaveTextContent(Messages.zipNotServiced.text);
    expect(api.callsTo(`GET /zip-codes/code/${zip}`)).toHaveLength(1);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('opens the questionnaire with the service details and forgets the previous answers', async () => {
    catalogueApi();
    useSession.setState({
      questionnaireForms: [{ formId: 7, answers: { 10: 100 }, addOns: {}, quantity: 1 }],
      serviceCallDescription: 'old',
      selectedFeature: 100,
    });
    renderScreen(<ServiceSearchCard serviceId={NO_SERVICE} />, { path: '/home' });
    chooseService('Landscaping');
    fireEvent.change(zipInput(), { target: { value: '89102' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const where = await screen.findByTestId('where');
    const [path, state] = where.textContent?.split('|') ?? [];
    expect(path).toBe('/questionnaire?Service=4&ZipCode=89102');
    expect(JSON.parse(state ?? 'null')).toMatchObject({
      serviceId: 4,
      zipCode: '89102',
      service: 'Landscaping',
      multiServices: true,
      serviceUnit: 'Service',
    });
    const session = useSession.getState();
    expect(session.questionnaireForms).toEqual([]);
    expect(session.serviceCallDescription).toBe('');
    expect(session.selectedFeature).toBeNull();
  });

  it('carries a pre-selected sub-service, with its own title and subtitle', async () => {
    catalogueApi();
    renderScreen(
      <ServiceSearchCard
        serviceId={4}
        subServiceId={1}
        subServiceName="Artificial Turf"
        title="Get turf prices"
        subtitle="Compare installers"
      />,
      { path: '/artificial-turf' },
    );
    expect(screen.getByRole('heading', { name: 'Get turf prices' })).toBeInTheDocument();
    expect(screen.getByText('Compare installers')).toBeInTheDocument();
    expect(screen.getByText('Sub-service: Artificial Turf')).toBeInTheDocument();
    fireEvent.change(zipInput(), { target: { value: '89102' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const where = await screen.findByTestId('where');
    expect(where.textContent).toContain('/questionnaire?Service=4&ZipCode=89102&SubService=1|');
    expect(where.textContent).toContain('"subServiceId":1');
  });

  it('asks for a 5-digit zip code before searching', async () => {
    const api = catalogueApi();
    renderScreen(<ServiceSearchCard serviceId={4} />, { path: '/home' });
    fireEvent.change(zipInput(), { target: { value: '891' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a 5-digit zip code')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/zip-codes'))).toHaveLength(0);
  });
});
