import { screen } from '@testing-library/react';
import { catalogEndpoints, discoveryEndpoints, pathOf } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../../test/api-mock';
import { LANDSCAPING_FEATURES, nextValuesHandler, SERVICES } from '../../../../test/discovery-fixtures';
import { renderScreen } from '../../../../test/render';
import { initialSession, useSession } from '../../../session/store';

function questionnaireApi() {
  return mockApi({
    'GET /customer/services': () => envelope(200, SERVICES),
    'GET /customer/features/4': () => envelope(200, LANDSCAPING_FEATURES),
    'POST /customer/features/next-values': nextValuesHandler,
  });
}

/** A fresh copy of the module (its early requests are module state) and of the screen that takes them. */
async function fresh() {
  vi.resetModules();
  const early = await import('./early-questionnaire-data');
  const { QuestionnairePage } = await import('../questionnaire-page');
  // The screen's own copy of the session store, read back as the app does when it starts.
  await (await import('../../../session/store')).useSession.persist.rehydrate();
  return { ...early, QuestionnairePage };
}

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
};

describe("the questionnaire's early requests", () => {
  it("asks the paths the screen's API client would ask (the contract's endpoints)", async () => {
    const { EARLY_PATHS } = await fresh();
    expect(EARLY_PATHS.services).toBe(pathOf(catalogEndpoints.services));
    expect(EARLY_PATHS.features(4)).toBe(pathOf(discoveryEndpoints.features, { serviceId: 4 }));
  });

  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a link with a service id asks for the catalogue and its questions at once, and the screen asks no more', async () => {
    const api = questionnaireApi();
    const { requestQuestionnaireDataEarly, QuestionnairePage } = await fresh();
    requestQuestionnaireDataEarly(at('/questionnaire?Service=4&ZipCode=89101'), null);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /customer/services',
      'GET /customer/features/4',
    ]);

    renderScreen(<QuestionnairePage />, {
      path: '/questionnaire',
      entries: ['/questionnaire?Service=4&ZipCode=89101'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Landscaping' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Service 1' })).toBeInTheDocument();
    expect(api.callsTo('GET /customer/services')).toHaveLength(1);
    expect(api.callsTo('GET /customer/features/4')).toHaveLength(1);
  });

  it('a link naming the service asks for its questions once the catalogue has found it', async () => {
    const api = questionnaireApi();
    const { requestQuestionnaireDataEarly, takeEarlyFeatures, takeEarlyServices } = await fresh();
    requestQuestionnaireDataEarly(at('/questionnaire?Service=landscaping&ZipCode=89101'), null);
    // The answers as sent, for the screen's API client to read (it checks them with the contract's schemas).
    expect(await (await takeEarlyServices())?.json()).toMatchObject({ data: SERVICES });
    await vi.waitFor(() => expect(api.callsTo('GET /customer/features/4')).toHaveLength(1));
    expect(await (await takeEarlyFeatures(4))?.json()).toMatchObject({ data: LANDSCAPING_FEATURES });
    // Each early answer is taken once: a retry asks the server again.
    expect(takeEarlyServices()).toBeUndefined();
    expect(takeEarlyFeatures(4)).toBeUndefined();
  });

  it("the search card's router state, kept across a reload, asks for the service's questions only", async () => {
    const api = questionnaireApi();
    const { requestQuestionnaireDataEarly } = await fresh();
    const usr = { serviceId: 4, service: 'Landscaping', zipCode: '89102', searchId: 's-1', multiServices: true };
    requestQuestionnaireDataEarly(at('/questionnaire?Service=4&ZipCode=89102'), { usr, key: 'k', idx: 1 });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /customer/features/4']);
  });

  it('asks nothing for an unknown or coming-soon service, a questionnaire without a search, or another page', async () => {
    const api = questionnaireApi();
    const { requestQuestionnaireDataEarly, takeEarlyServices } = await fresh();
    requestQuestionnaireDataEarly(at('/questionnaire?Service=car-wash'), null);
    await takeEarlyServices();
    requestQuestionnaireDataEarly(at('/questionnaire'), null);
    requestQuestionnaireDataEarly(at('/home?Service=4'), null);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /customer/services']);
  });

  it("a failed early request fails like the screen's own: its retry asks the server again", async () => {
    const api = mockApi({
      'GET /customer/services': () => 'network-error',
      'GET /customer/features/4': () => envelope(200, LANDSCAPING_FEATURES),
    });
    const { requestQuestionnaireDataEarly, QuestionnairePage } = await fresh();
    requestQuestionnaireDataEarly(at('/questionnaire?Service=4'), null);
    renderScreen(<QuestionnairePage />, { path: '/questionnaire', entries: ['/questionnaire?Service=4'] });
    // The query's one retry of a network error (lib/query-client.ts) is a request of its own.
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(api.callsTo('GET /customer/services')).toHaveLength(2);
    retry.click();
    await vi.waitFor(() => expect(api.callsTo('GET /customer/services')).toHaveLength(3));
  });
});
