/**
 * The price-list editor's model: the form's values from GET .../price-list, the PUT body (dollars and
 * hh:mm:ss), the durations offered, and the preview total, priced by the contract's priceTotals, the very
 * function offer search prices with.
 */
import {
  type CompanyServicePricing,
  durationToMinutes,
  minutesToDuration,
  type PricedTotals,
  type PriceList,
  type PriceListRequest,
  priceListRequest,
  priceTotals,
  toCents,
} from '@upkeep/contract';

export interface PriceItemValues {
  featureValueId: number;
  price: number | string;
  duration: string;
}

export interface PriceListValues {
  basePrice: number | string;
  baseDuration: string;
  serviceCallPrice: number | string;
  serviceCallDuration: string;
  items: PriceItemValues[];
}

/** Every value of every question gets a row, in the questionnaire's order; values not priced yet start at 0. */
export function priceListValues(list: PriceList): PriceListValues {
  const priced = new Map(list.items.map((i) => [i.featureValueId, i]));
  return {
    basePrice: list.basePrice,
    baseDuration: list.baseDuration,
    serviceCallPrice: list.serviceCallPrice,
    serviceCallDuration: list.serviceCallDuration,
    items: list.features.flatMap((f) =>
      f.values.map((v) => ({
        featureValueId: v.id,
        price: priced.get(v.id)?.price ?? 0,
        duration: priced.get(v.id)?.duration ?? '00:00:00',
      })),
    ),
  };
}

const dollarsOf = (v: number | string) => (v === '' ? 0 : Number(v));

export function priceListBody(values: PriceListValues): PriceListRequest {
  return {
    basePrice: dollarsOf(values.basePrice),
    baseDuration: values.baseDuration,
    serviceCallPrice: dollarsOf(values.serviceCallPrice),
    serviceCallDuration: values.serviceCallDuration,
    items: values.items.map((i) => ({
      featureValueId: i.featureValueId,
      price: dollarsOf(i.price),
      duration: i.duration,
    })),
  };
}

const LABELS: Record<string, string> = {
  basePrice: 'Base price',
  baseDuration: 'Base time',
  serviceCallPrice: 'Service call price',
  serviceCallDuration: 'Service call time',
  price: 'Price',
  duration: 'Time',
};

/** The body's problems by form path ('basePrice', 'items.3.price'), checked with the contract's priceListRequest. */
export function priceListErrors(values: PriceListValues): Record<string, string> {
  const result = priceListRequest.safeParse(priceListBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    const last = String(issue.path[issue.path.length - 1] ?? '');
    errors[path] = `${LABELS[last] ?? last} ${issue.message}`;
  }
  return errors;
}

/** 0:00 to 8:00 in 15-minute steps, as hh:mm:ss with a short label; a value outside the list is kept. */
export function durationOptions(extra: string[] = []): { value: string; label: string }[] {
  const values = new Set<string>();
  for (let m = 0; m <= 8 * 60; m += 15) values.add(minutesToDuration(m));
  for (const v of extra) if (durationToMinutes(v) !== null) values.add(v);
  return [...values]
    .sort((a, b) => (durationToMinutes(a) ?? 0) - (durationToMinutes(b) ?? 0))
    .map((value) => ({ value, label: durationLabel(value) }));
}

/** '01:30:00' as '1:30'. */
export function durationLabel(value: string): string {
  const minutes = durationToMinutes(value) ?? 0;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The form's prices as the pricing function reads them: cents and minutes. */
export function pricingOf(values: PriceListValues): CompanyServicePricing {
  const minutes = (v: string) => durationToMinutes(v) ?? 0;
  return {
    basePriceCents: toCents(dollarsOf(values.basePrice)),
    baseDurationMinutes: minutes(values.baseDuration),
    serviceCallPriceCents: toCents(dollarsOf(values.serviceCallPrice)),
    serviceCallDurationMinutes: minutes(values.serviceCallDuration),
    prices: new Map(
      values.items.map((i) => [
        i.featureValueId,
        { priceCents: toCents(dollarsOf(i.price)), durationMinutes: minutes(i.duration) },
      ]),
    ),
  };
}

/** The total for one sample set of answers (one value per question, or none), as offer search would price it. */
export function previewTotal(values: PriceListValues, chosen: number[]): PricedTotals | null {
  return priceTotals(pricingOf(values), false, [{ valueIds: chosen, quantity: 1 }]);
}
