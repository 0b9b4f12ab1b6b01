/**
 * A service's questionnaire as the server reasons about it: questions in order, values by id, the
 * next-value reveals. Reference data, so each process keeps it for a minute, in each language it is asked in.
 */
import type { Feature, FeatureValue, Locale } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { sayStored, storedIds } from '../../../i18n/words.ts';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import * as q from './queries.ts';

export interface QuestionnaireValue extends FeatureValue {
  featureId: number;
  sortOrder: number;
}

export interface Questionnaire {
  serviceId: number;
  serviceName: string;
  comingSoon: boolean;
  /** In question order; each with its values in order (inactive ones included, flagged). */
  features: (Omit<Feature, 'values'> & { values: QuestionnaireValue[] })[];
  valueById: Map<number, QuestionnaireValue>;
  /** Value id to the next question's value ids it reveals (absent: it reveals them all). */
  reveals: Map<number, number[]>;
  subServiceNames: Map<number, string>;
}

export async function loadQuestionnaire(db: Database, serviceId: number): Promise<Questionnaire | null> {
  const found = await q.questionnaireRows(db, serviceId);
  if (!found) return null;
  const { service, featureRows, valueRows, dependencyRows, subRows } = found;

  const valueById = new Map<number, QuestionnaireValue>();
  const byFeature = new Map<number, QuestionnaireValue[]>();
  for (const v of valueRows) {
    const value: QuestionnaireValue = {
      id: v.id,
      value: v.value,
      active: v.active,
      isServiceCall: v.isServiceCall,
      disclaimer: v.disclaimer,
      subServiceId: v.subServiceId,
      featureId: v.featureId,
      sortOrder: v.sortOrder,
    };
    valueById.set(v.id, value);
    byFeature.set(v.featureId, [...(byFeature.get(v.featureId) ?? []), value]);
  }
  const reveals = new Map<number, number[]>();
  for (const d of dependencyRows) reveals.set(d.valueId, [...(reveals.get(d.valueId) ?? []), d.nextValueId]);

  return {
    serviceId: service.id,
    serviceName: service.name,
    comingSoon: service.comingSoon,
    features: featureRows.map((f) => ({
      id: f.id,
      question: f.question,
      feature: f.feature,
      order: f.sortOrder,
      isAddOn: f.isAddOn,
      isPrincipal: f.isPrincipal,
      disclaimers: f.disclaimers,
      values: byFeature.get(f.id) ?? [],
    })),
    valueById,
    reveals,
    subServiceNames: new Map(subRows.map((s) => [s.id, s.name])),
  };
}

/** The public shape: active values only, without the server's bookkeeping. */
/** Each cached questionnaire's public form, made once (the near-static answer writes its JSON once per object). */
const publicForms = new WeakMap<Questionnaire, Feature[]>();

export function toFeatures(q: Questionnaire): Feature[] {
  let features = publicForms.get(q);
  if (!features) {
    features = q.features.map((f) => ({
      ...f,
      values: f.values.filter((v) => v.active).map(publicValue),
    }));
    publicForms.set(q, features);
  }
  return features;
}

export function publicValue(v: QuestionnaireValue): FeatureValue {
  return {
    id: v.id,
    value: v.value,
    active: v.active,
    isServiceCall: v.isServiceCall,
    disclaimer: v.disclaimer,
    subServiceId: v.subServiceId,
  };
}

/** The question after `featureId` (in order, add-ons included) and the values `valueId` reveals in it. */
export function nextValues(q: Questionnaire, featureId: number, valueId: number) {
  const index = q.features.findIndex((f) => f.id === featureId);
  const next = index >= 0 ? q.features[index + 1] : undefined;
  if (!next) return { questionId: null, values: [] };
  const revealed = q.reveals.get(valueId);
  const values = next.values.filter((v) => v.active && (!revealed || revealed.includes(v.id)));
  return { questionId: next.id, values: values.map(publicValue) };
}

/**
 * The questionnaire in `locale` (issue 49): its words (the service's and sub-services' names, the questions, the
 * answers and their notes) the catalogue's for their rows (`sayStored`), every id, value and flag as they are. English
 * is the stored questionnaire itself.
 */
export function questionnaireIn(q: Questionnaire, locale: Locale): Questionnaire {
  if (locale === 'en') return q;
  const say = (id: string, english: string) => sayStored(id, english, locale);
  const sayNote = (id: string, english: string | null) => (english === null ? null : say(id, english));
  const valueById = new Map<number, QuestionnaireValue>();
  const features = q.features.map((f) => ({
    ...f,
    question: say(storedIds.question(f.id), f.question),
    feature: say(storedIds.feature(f.id), f.feature),
    disclaimers: sayNote(storedIds.questionDisclaimers(f.id), f.disclaimers),
    values: f.values.map((v) => {
      const value = {
        ...v,
        value: say(storedIds.answer(v.id), v.value),
        disclaimer: sayNote(storedIds.answerDisclaimer(v.id), v.disclaimer),
      };
      valueById.set(v.id, value);
      return value;
    }),
  }));
  return {
    ...q,
    serviceName: say(storedIds.serviceName(q.serviceId), q.serviceName),
    features,
    valueById,
    subServiceNames: new Map([...q.subServiceNames].map(([id, name]) => [id, say(storedIds.subServiceName(id), name)])),
  };
}

/**
 * Each service's questionnaire, kept for a minute per process, in each language: another language's is made from
 * the English once per English questionnaire loaded, and kept as long as it (so its public form and its answer's
 * bytes are made once too, lib/route.ts).
 */
export class QuestionnaireCache {
  readonly #cache: TtlCache<number, Questionnaire | null>;
  readonly #translated = new Map<Locale, WeakMap<Questionnaire, Questionnaire>>();
  constructor(
    private readonly db: Database,
    ttlMs = 60_000,
  ) {
    this.#cache = new TtlCache(ttlMs);
  }

  async get(serviceId: number, locale: Locale = 'en'): Promise<Questionnaire | null> {
    const q = await this.#cache.get(serviceId, () => loadQuestionnaire(this.db, serviceId));
    if (!q || locale === 'en') return q;
    let translations = this.#translated.get(locale);
    if (!translations) {
      translations = new WeakMap();
      this.#translated.set(locale, translations);
    }
    let translated = translations.get(q);
    if (!translated) {
      translated = questionnaireIn(q, locale);
      translations.set(q, translated);
    }
    return translated;
  }
}
