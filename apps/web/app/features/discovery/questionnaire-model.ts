/**
 * The questionnaire's rules as pure functions: how a visit starts (router state from the search card, or a
 * link's query), which answers a form still lacks, and what the offer search receives.
 */
import type { Feature, FeatureValue, Service } from '@upkeep/contract';
import type { QuestionnaireForm, QuestionnaireSearch } from '../../session/store';
import { QUESTIONNAIRE_PARAMS, type QuestionnaireNavigationState } from '../../shared/search/search-services';

/** Spec 000 section 9: each service form gets a random id from 0 to 99. */
export const MAX_FORM_ID = 99;

/** A random form id from 0 to 99 that no other form uses (the forms are capped well below 100). */
export function randomFormId(taken: readonly number[], random: () => number = Math.random): number {
  const free = Array.from({ length: MAX_FORM_ID + 1 }, (_, i) => i).filter((id) => !taken.includes(id));
  return free[Math.floor(random() * free.length)] ?? 0;
}

export function newForm(taken: readonly number[]): QuestionnaireForm {
  return { formId: randomFormId(taken), answers: {}, addOns: {}, quantity: 1, revealed: {} };
}

/** How this visit to the questionnaire started. */
export type QuestionnaireEntry =
  | { kind: 'state'; key: string; state: QuestionnaireNavigationState }
  | {
      kind: 'query';
      key: string;
      /** A service id ('4') or name ('Landscaping', 'pool service', 'pool-service'). */
      service: string;
      zipCode: string;
      subServiceId: number | null;
      discountCode: string | null;
      source: string | null;
    }
  | { kind: 'none' };

function readNavigationState(state: unknown): QuestionnaireNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  if (typeof s.serviceId !== 'number' || typeof s.service !== 'string' || typeof s.searchId !== 'string') return null;
  return {
    serviceId: s.serviceId,
    service: s.service,
    zipCode: typeof s.zipCode === 'string' ? s.zipCode : '',
    multiServices: s.multiServices === true,
    serviceUnit: typeof s.serviceUnit === 'string' && s.serviceUnit ? s.serviceUnit : 'Service',
    searchId: s.searchId,
    ...(typeof s.subServiceId === 'number' ? { subServiceId: s.subServiceId } : {}),
    ...(typeof s.subServiceName === 'string' ? { subServiceName: s.subServiceName } : {}),
  };
}

const digits = (value: string | null, max: number) => (value ?? '').replace(/\D/g, '').slice(0, max);

/**
 * The search card's router state wins (it carries the service's details); else the query parameters
 * Service, ZipCode, DiscountCode, Source (spec 000 section 2) and our SubService; else nothing.
 */
export function readEntry(state: unknown, params: URLSearchParams): QuestionnaireEntry {
  const fromCard = readNavigationState(state);
  if (fromCard) return { kind: 'state', key: `search:${fromCard.searchId}`, state: fromCard };
  const service = params.get(QUESTIONNAIRE_PARAMS.service)?.trim();
  if (!service) return { kind: 'none' };
  const subService = Number(params.get(QUESTIONNAIRE_PARAMS.subService));
  return {
    kind: 'query',
    key: `link:${params.toString()}`,
    service,
    zipCode: digits(params.get(QUESTIONNAIRE_PARAMS.zipCode), 5),
    subServiceId: Number.isInteger(subService) && subService > 0 ? subService : null,
    discountCode: params.get(QUESTIONNAIRE_PARAMS.discountCode)?.trim() || null,
    source: params.get(QUESTIONNAIRE_PARAMS.source)?.trim() || null,
  };
}

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The service id a link's Service parameter gives ('4'), or null when it names the service. */
export function serviceIdOf(wanted: string): number | null {
  return /^\d+$/.test(wanted) ? Number(wanted) : null;
}

/** A link's Service parameter: a service id, or its name or slug in any case. */
export function findService(services: readonly Service[], wanted: string): Service | undefined {
  const id = serviceIdOf(wanted);
  if (id !== null) return services.find((s) => s.id === id);
  const name = normalise(wanted);
  return services.find((s) => normalise(s.service) === name || normalise(s.slug) === name);
}

/** The service a link opens the questionnaire on: one that exists and can be booked (not coming soon). */
export function bookableService(services: readonly Service[], wanted: string): Service | undefined {
  const service = findService(services, wanted);
  return service && !service.comingSoon ? service : undefined;
}

export function searchFromState(state: QuestionnaireNavigationState, key: string, today: string): QuestionnaireSearch {
  return {
    entryKey: key,
    serviceId: state.serviceId,
    service: state.service,
    zipCode: digits(state.zipCode, 5),
    multiServices: state.multiServices,
    serviceUnit: state.serviceUnit,
    subServiceId: state.subServiceId ?? null,
    date: today,
  };
}

export function searchFromService(
  service: Service,
  entry: Extract<QuestionnaireEntry, { kind: 'query' }>,
  today: string,
): QuestionnaireSearch {
  return {
    entryKey: entry.key,
    serviceId: service.id,
    service: service.service,
    zipCode: entry.zipCode,
    multiServices: service.multiServices,
    serviceUnit: service.serviceUnit || 'Service',
    subServiceId: entry.subServiceId,
    date: today,
  };
}

/** The questions answered with a dropdown, in order; add-ons are Yes/No checkboxes. */
export const dropdownQuestions = (features: readonly Feature[]) => features.filter((f) => !f.isAddOn);
export const addOnQuestions = (features: readonly Feature[]) => features.filter((f) => f.isAddOn);

/** The values a question offers in this form: those the previous answer revealed, or all of them. */
export function optionsOf(feature: Feature, form: QuestionnaireForm): FeatureValue[] {
  const revealed = form.revealed?.[feature.id];
  return revealed ? feature.values.filter((v) => revealed.includes(v.id)) : feature.values;
}

/** The chosen value of a question, if it is (still) one of its options. */
export function answerOf(feature: Feature, form: QuestionnaireForm): FeatureValue | undefined {
  const id = form.answers[feature.id];
  return id === undefined ? undefined : optionsOf(feature, form).find((v) => v.id === id);
}

/** The service-call answer of a form (a value flagged isServiceCall), if chosen. */
export function serviceCallOf(features: readonly Feature[], form: QuestionnaireForm): FeatureValue | undefined {
  for (const feature of dropdownQuestions(features)) {
    const value = answerOf(feature, form);
    if (value?.isServiceCall) return value;
  }
  return undefined;
}

export function isComplete(features: readonly Feature[], form: QuestionnaireForm): boolean {
  return dropdownQuestions(features).every((f) => answerOf(f, form) !== undefined);
}

/** The "Yes" value of an add-on question. */
export const yesValueOf = (feature: Feature) =>
  feature.values.find((v) => v.value.trim().toLowerCase() === 'yes') ?? feature.values[0];

export interface OfferInput {
  idFeatures: number[][];
  quantity: number[];
  subServiceId: number | null;
  isServiceCall: boolean;
}

/**
 * What the offer search receives for these forms, or null when a form still lacks answers. A service call
 * (spec 000 section 4) stands for the whole visit: only its answer is sent, and the other forms wait.
 */
export function offerInput(features: readonly Feature[], forms: readonly QuestionnaireForm[]): OfferInput | null {
  for (const form of forms) {
    const call = serviceCallOf(features, form);
    if (call) return { idFeatures: [[call.id]], quantity: [1], subServiceId: null, isServiceCall: true };
  }
  if (forms.length === 0 || !forms.every((form) => isComplete(features, form))) return null;
  const idFeatures = forms.map((form) => [
    ...dropdownQuestions(features).map((f) => form.answers[f.id] as number),
    ...addOnQuestions(features)
      .filter((f) => form.addOns[f.id])
      .map((f) => yesValueOf(f)?.id)
      .filter((id): id is number => id !== undefined),
  ]);
  // The companies must offer the sub-service the principal answers name, when they all name the same one.
  const principal = features.find((f) => f.isPrincipal);
  const subServices = new Set(
    forms.map((form) => (principal ? answerOf(principal, form)?.subServiceId : null) ?? null),
  );
  const [only] = subServices;
  return {
    idFeatures,
    quantity: forms.map((form) => Math.max(1, form.quantity)),
    subServiceId: subServices.size === 1 && only !== undefined ? only : null,
    isServiceCall: false,
  };
}

/** The principal value that means a sub-service (a landing page's pre-selection). */
export function principalValueFor(features: readonly Feature[], subServiceId: number | null) {
  if (subServiceId === null) return undefined;
  const principal = features.find((f) => f.isPrincipal);
  const value = principal?.values.find((v) => v.subServiceId === subServiceId);
  return principal && value ? { feature: principal, value } : undefined;
}
