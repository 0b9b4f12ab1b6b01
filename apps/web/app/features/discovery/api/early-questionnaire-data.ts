/**
 * The questionnaire's data, asked for as soon as its route module runs when a visit opens on it (a link from a
 * landing page, an e-mail or an ad; a reload). The prerendered page imports that module before React's entry
 * script even loads, so the catalogue and the service's questions arrive while the rest of the app loads and
 * hydrates, instead of one after the other once it has (issue 14). The screen's queries take each early answer
 * once (a retry asks again); an answer nobody takes is dropped with the page.
 */
import type { Feature, Service } from '@upkeep/contract';
import { getServices } from '../../../shared/catalog/api/get-services';
import { bookableService, readEntry, serviceIdOf } from '../questionnaire-model';
import { getFeatures } from './get-features';

const QUESTIONNAIRE_PATH = '/questionnaire';

let earlyServices: Promise<Service[]> | null = null;
const earlyFeatures = new Map<number, Promise<Feature[]>>();

/** Kept until taken; a failure is the taker's to report (and no unhandled rejection if nobody takes it). */
function keep<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

function requestFeatures(serviceId: number) {
  if (!earlyFeatures.has(serviceId)) earlyFeatures.set(serviceId, keep(getFeatures(serviceId)));
}

/**
 * Starts the requests this visit's questionnaire will make, when the page is the questionnaire: what the
 * router state of the search card (kept by the browser across a reload) or the link's query names, read by the
 * same rules as the screen (readEntry). `historyState` is the browser's history.state, where React Router
 * keeps a navigation's state under `usr`.
 */
export function requestQuestionnaireDataEarly(location: { pathname: string; search: string }, historyState: unknown) {
  if (location.pathname !== QUESTIONNAIRE_PATH) return;
  const routerState = (historyState as { usr?: unknown } | null)?.usr;
  const entry = readEntry(routerState, new URLSearchParams(location.search));
  if (entry.kind === 'state') {
    requestFeatures(entry.state.serviceId);
    return;
  }
  if (entry.kind !== 'query') return;
  const services = keep(getServices());
  earlyServices = services;
  const serviceId = serviceIdOf(entry.service);
  // A service given by id: its questions are asked for beside the catalogue; by name, once it is found there.
  if (serviceId !== null) requestFeatures(serviceId);
  else
    services.then(
      (list) => {
        const service = bookableService(list, entry.service);
        if (service) requestFeatures(service.id);
      },
      () => undefined,
    );
}

export function takeEarlyServices(): Promise<Service[]> | null {
  const services = earlyServices;
  earlyServices = null;
  return services;
}

export function takeEarlyFeatures(serviceId: number): Promise<Feature[]> | null {
  const features = earlyFeatures.get(serviceId) ?? null;
  earlyFeatures.delete(serviceId);
  return features;
}
