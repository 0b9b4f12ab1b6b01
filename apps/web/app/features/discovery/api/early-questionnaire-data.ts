/**
 * The questionnaire's data, asked for as soon as its route module runs when a visit opens on it (a link from a
 * landing page, an e-mail or an ad; a reload). The prerendered page imports that module before React's entry
 * script even loads, so the catalogue and the service's questions arrive while the rest of the app loads and
 * hydrates, instead of one after the other once it has (issue 14). The screen's queries take each early answer
 * once (a retry asks again); an answer nobody takes is dropped with the page.
 *
 * Plain requests, not the API client: the client and the contract's schemas (zod) load with the screen's code,
 * after the page has hydrated (issue 33's byte budgets). The screen reads each answer through the client
 * (`api`'s `sent`), so it is checked and its failures said as if the screen had asked itself.
 */
import { localeOfPath, pathWithoutLocale } from '@upkeep/contract';
import { API_BASE } from '../../../lib/api-base';
import { bookableService, readEntry, serviceIdOf } from '../questionnaire-model';

const QUESTIONNAIRE_PATH = '/questionnaire';

/** The two calls' paths under /api: the contract's catalogEndpoints.services and discoveryEndpoints.features (a test holds them equal). */
export const EARLY_PATHS = {
  services: '/customer/services',
  features: (serviceId: number) => `/customer/features/${serviceId}`,
};

let earlyServices: Promise<Response> | null = null;
const earlyFeatures = new Map<number, Promise<Response>>();

/** Sent as the API client sends a public GET; kept until taken, a failure is the taker's to report (and no unhandled rejection if nobody takes it). */
function send(path: string): Promise<Response> {
  const request = fetch(new URL(`${API_BASE}${path}`, globalThis.location?.origin ?? 'http://localhost'), {
    // In the screen's language, as the API client asks (issue 49): `/es/questionnaire` reads the questions in Spanish.
    headers: { accept: 'application/json', 'accept-language': localeOfPath(globalThis.location?.pathname ?? '/') },
  });
  request.catch(() => undefined);
  return request;
}

function requestFeatures(serviceId: number) {
  if (!earlyFeatures.has(serviceId)) earlyFeatures.set(serviceId, send(EARLY_PATHS.features(serviceId)));
}

/** The services of the catalogue's answer, read as far as finding one by name needs (the screen checks the answer). */
async function servicesIn(response: Response) {
  if (!response.ok) return [];
  const body: unknown = await response.json().catch(() => null);
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Parameters<typeof bookableService>[0]) : [];
}

/**
 * Starts the requests this visit's questionnaire will make, when the page is the questionnaire: what the
 * router state of the search card (kept by the browser across a reload) or the link's query names, read by the
 * same rules as the screen (readEntry). `historyState` is the browser's history.state, where React Router
 * keeps a navigation's state under `usr`.
 */
export function requestQuestionnaireDataEarly(location: { pathname: string; search: string }, historyState: unknown) {
  if (pathWithoutLocale(location.pathname) !== QUESTIONNAIRE_PATH) return;
  const routerState = (historyState as { usr?: unknown } | null)?.usr;
  const entry = readEntry(routerState, new URLSearchParams(location.search));
  if (entry.kind === 'state') {
    requestFeatures(entry.state.serviceId);
    return;
  }
  if (entry.kind !== 'query') return;
  const services = send(EARLY_PATHS.services);
  earlyServices = services;
  const serviceId = serviceIdOf(entry.service);
  // A service given by id: its questions are asked for beside the catalogue; by name, once it is found there
  // (in a copy of the answer: the screen reads the answer itself).
  if (serviceId !== null) requestFeatures(serviceId);
  else
    services
      .then((response) => servicesIn(response.clone()))
      .then(
        (list) => {
          const service = bookableService(list, entry.service);
          if (service) requestFeatures(service.id);
        },
        () => undefined,
      );
}

/** The catalogue's answer asked for early, once: for `getServices`' `sent`. */
export function takeEarlyServices(): Promise<Response> | undefined {
  const services = earlyServices ?? undefined;
  earlyServices = null;
  return services;
}

/** The service's questions asked for early, once: for `getFeatures`' `sent`. */
export function takeEarlyFeatures(serviceId: number): Promise<Response> | undefined {
  const features = earlyFeatures.get(serviceId);
  earlyFeatures.delete(serviceId);
  return features;
}
