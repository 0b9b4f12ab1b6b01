/**
 * Pricing, as pure functions: the customer's answers are checked against the service's questionnaire,
 * then priced from one company's price list. The same functions price the offers and, at booking, the
 * ticket, so the client's figures are never trusted.
 *
 *   price = base visit + Σ over forms (Σ chosen values' prices) × quantity
 *   work  = base minutes + Σ over forms (Σ chosen values' minutes) × quantity
 *   a service call (any chosen value flagged isServiceCall) = the company's service-call price and time
 *   the booked time = the work rounded up to half hours (at least 30 minutes)
 */
import { type CompanyServicePricing, type Locale, priceTotals, VISIT_TOO_LONG } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { fieldError } from '../../../lib/errors.ts';
import type { Questionnaire, QuestionnaireValue } from './questionnaire.ts';

/** The contract's VISIT_TOO_LONG (its English), in the catalogue: the offers' and the checkout's 400. */
export const VISIT_TOO_LONG_WORDS: Words = /*i18n*/ {
  id: 'offers.visitTooLong',
  message: 'These answers make one visit longer than a day. Choose fewer services or a smaller quantity.',
};
if (VISIT_TOO_LONG_WORDS.message !== VISIT_TOO_LONG) throw new Error('VISIT_TOO_LONG_WORDS is not the contract’s');

/** A company service that is not (or no longer) offered. */
export const NO_SUCH_COMPANY_SERVICE: Words = /*i18n*/ {
  id: 'offers.noCompanyService',
  message: 'no such company service',
};

export interface CheckedForm {
  values: QuestionnaireValue[];
  quantity: number;
}

export interface CheckedAnswers {
  /** True when a service-call value was chosen: the whole request is priced as a service call. */
  serviceCall: boolean;
  forms: CheckedForm[];
  /** Every chosen value id, for the price-list lookup. */
  valueIds: number[];
}

/**
 * Checks every form: each id an active value of this service's questionnaire, one answer per question, and
 * (unless it is a service call) every question that is not an add-on answered. Throws a 400 naming the form.
 */
export function checkAnswers(q: Questionnaire, idFeatures: number[][], quantity: number | number[]): CheckedAnswers {
  const forms: CheckedForm[] = [];
  let serviceCall = false;
  idFeatures.forEach((ids, index) => {
    const field = `idFeatures.${index}`;
    const values: QuestionnaireValue[] = [];
    const answered = new Set<number>();
    for (const id of new Set(ids)) {
      const value = q.valueById.get(id);
      if (!value?.active) {
        throw fieldError(
          field,
          /*i18n*/ {
            id: 'answers.notAnAnswer',
            message: 'value {id} is not an answer of the {service} questionnaire',
            values: { id, service: q.serviceName },
          },
        );
      }
      if (answered.has(value.featureId)) {
        const feature = q.features.find((f) => f.id === value.featureId);
        throw fieldError(
          field,
          /*i18n*/ {
            id: 'answers.twice',
            message: 'answers the question "{question}" more than once',
            values: { question: feature?.question ?? '' },
          },
        );
      }
      answered.add(value.featureId);
      values.push(value);
    }
    // An answer that reveals only some values of the next question must be followed by one of them.
    for (const value of values) {
      const revealed = q.reveals.get(value.id);
      if (!revealed) continue;
      const featureIndex = q.features.findIndex((f) => f.id === value.featureId);
      const nextFeature = q.features[featureIndex + 1];
      const follower = nextFeature && values.find((v) => v.featureId === nextFeature.id);
      if (follower && !revealed.includes(follower.id)) {
        throw fieldError(
          field,
          /*i18n*/ {
            id: 'answers.doesNotGo',
            message: '"{answer}" does not go with "{previous}"',
            values: { answer: follower.value, previous: value.value },
          },
        );
      }
    }
    const isServiceCall = values.some((v) => v.isServiceCall);
    if (isServiceCall) serviceCall = true;
    else {
      const missing = q.features.find((f) => !f.isAddOn && !answered.has(f.id));
      if (missing) {
        throw fieldError(
          field,
          /*i18n*/ {
            id: 'answers.missing',
            message: 'does not answer the question "{question}"',
            values: { question: missing.question },
          },
        );
      }
    }
    // Question order, so descriptions read like the questionnaire.
    const order = new Map(q.features.map((f, i) => [f.id, i]));
    values.sort((a, b) => (order.get(a.featureId) ?? 0) - (order.get(b.featureId) ?? 0));
    forms.push({ values, quantity: Array.isArray(quantity) ? (quantity[index] ?? 1) : quantity });
  });
  return { serviceCall, forms, valueIds: [...new Set(forms.flatMap((f) => f.values.map((v) => v.id)))] };
}

/** The pure core (totals and times) lives in the contract, shared with the company portal's price-list preview. */
export { type CompanyServicePricing, roundUpToHalfHour } from '@upkeep/contract';

export interface PricedLine {
  subServiceId: number | null;
  subServiceName: string;
  description: string;
  priceCents: number;
  quantity: number;
}

export interface PricedOffer {
  isServiceCall: boolean;
  lines: PricedLine[];
  totalCents: number;
  serviceMinutes: number;
  /** The time the booking holds in the calendar. */
  durationMinutes: number;
}

/**
 * The company's price for these answers, or null when its price list lacks one of the chosen values. The lines'
 * words are the questionnaire's (give it in the language wanted: `QuestionnaireCache.get`) and `locale`'s.
 */
export function priceAnswers(
  q: Questionnaire,
  answers: CheckedAnswers,
  company: CompanyServicePricing,
  serviceCallDescription = '',
  locale: Locale = 'en',
): PricedOffer | null {
  const totals = priceTotals(
    company,
    answers.serviceCall,
    answers.forms.map((form) => ({ valueIds: form.values.map((v) => v.id), quantity: form.quantity })),
  );
  if (!totals) return null;
  const times = { serviceMinutes: totals.serviceMinutes, durationMinutes: totals.durationMinutes };
  if (totals.isServiceCall) {
    const free = company.serviceCallPriceCents === 0;
    const line: PricedLine = {
      subServiceId: null,
      subServiceName: say(
        free
          ? /*i18n*/ {
              id: 'line.freeEstimate',
              message: '{service}: free on-site estimate',
              values: { service: q.serviceName },
            }
          : /*i18n*/ {
              id: 'line.serviceCall',
              message: '{service}: service call (diagnosis)',
              values: { service: q.serviceName },
            },
        locale,
      ),
      description: serviceCallDescription,
      priceCents: company.serviceCallPriceCents,
      quantity: 1,
    };
    return { isServiceCall: true, lines: [line], totalCents: totals.totalCents, ...times };
  }
  const lines: PricedLine[] = [];
  if (company.basePriceCents > 0) {
    lines.push({
      subServiceId: null,
      subServiceName: say(
        /*i18n*/ { id: 'line.serviceVisit', message: '{service}: service visit', values: { service: q.serviceName } },
        locale,
      ),
      description: say(/*i18n*/ { id: 'line.basePrice', message: 'Base price of the visit' }, locale),
      priceCents: company.basePriceCents,
      quantity: 1,
    });
  }
  answers.forms.forEach((form, index) => {
    const unitCents = totals.forms[index]?.unitCents ?? 0;
    const principal =
      form.values.find((v) => q.features.find((f) => f.id === v.featureId)?.isPrincipal) ?? form.values[0];
    const subServiceId = principal?.subServiceId ?? null;
    const name =
      (subServiceId !== null ? q.subServiceNames.get(subServiceId) : undefined) ?? principal?.value ?? q.serviceName;
    const detail = form.values.find((v) => v !== principal && !isAddOn(q, v))?.value;
    const times = form.quantity > 1 ? ` (x${form.quantity})` : '';
    // Add-ons the customer chose get lines of their own; the "No" of an add-on is not worth a mention.
    const addOns = form.values.filter((v) => isAddOn(q, v) && v.value !== 'No');
    const addOnUnitCents = addOns.reduce((sum, v) => sum + (company.prices.get(v.id)?.priceCents ?? 0), 0);
    lines.push({
      subServiceId,
      subServiceName: `${detail ? plainLine(name, detail) : name}${times}`,
      description: form.values
        .filter((v) => !isAddOn(q, v))
        .map((v) => `${featureOf(q, v)?.feature}: ${v.value}`)
        .join('; '),
      priceCents: (unitCents - addOnUnitCents) * form.quantity,
      quantity: form.quantity,
    });
    for (const addOn of addOns) {
      const feature = featureOf(q, addOn)?.feature ?? addOn.value;
      lines.push({
        subServiceId,
        subServiceName: `${feature}${times}`,
        description: `${feature}: ${addOn.value}`,
        priceCents: (company.prices.get(addOn.id)?.priceCents ?? 0) * form.quantity,
        quantity: form.quantity,
      });
    }
  });
  return { isServiceCall: false, lines, totalCents: totals.totalCents, ...times };
}

const featureOf = (q: Questionnaire, v: QuestionnaireValue) => q.features.find((f) => f.id === v.featureId);
const isAddOn = (q: Questionnaire, v: QuestionnaireValue) => featureOf(q, v)?.isAddOn ?? false;

/**
 * A priced item read plainly, "{Sub-service}: {option}": an option that repeats the sub-service's name before
 * its own colon loses it ("Artificial Turf" and "Turf: up to 250 sq ft" read "Artificial Turf: up to 250 sq ft",
 * not "Artificial Turf: Turf: up to 250 sq ft").
 */
export function plainLine(subService: string, option: string): string {
  const prefixed = /^([^:]+):\s*(.+)$/.exec(option);
  const repeated = prefixed?.[1] && subService.toLowerCase().includes(prefixed[1].trim().toLowerCase());
  return `${subService}: ${repeated && prefixed?.[2] ? prefixed[2] : option}`;
}

export { dollars } from '../../../lib/format.ts';
