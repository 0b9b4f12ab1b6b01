/**
 * The pure core of pricing, shared by the server (offer search and booking price a ticket with it) and the
 * company portal's price-list editor (its preview of a total), so both compute the same figures:
 *
 *   price = base visit + Σ over forms (Σ chosen values' prices) × quantity
 *   work  = base minutes + Σ over forms (Σ chosen values' minutes) × quantity
 *   a service call (any chosen value flagged isServiceCall) = the company's service-call price and time
 *   the booked time = the work rounded up to half hours (at least 30 minutes)
 *
 * Integer cents and minutes; no database, no I/O.
 */

/** One company's price list for one service. */
export interface CompanyServicePricing {
  basePriceCents: number;
  baseDurationMinutes: number;
  serviceCallPriceCents: number;
  serviceCallDurationMinutes: number;
  /** The company's price-list items for (at least) the chosen values. */
  prices: Map<number, { priceCents: number; durationMinutes: number }>;
}

/** The chosen values of one form (one set of answers) and how many times it is wanted. */
export interface PricingForm {
  valueIds: number[];
  quantity: number;
}

export interface PricedForm {
  /** One of the form's price (its values' prices added), before the quantity. */
  unitCents: number;
  unitMinutes: number;
  quantity: number;
}

export interface PricedTotals {
  isServiceCall: boolean;
  /** Each form's price, in the order given (empty for a service call). */
  forms: PricedForm[];
  totalCents: number;
  serviceMinutes: number;
  /** The time the booking holds in the calendar. */
  durationMinutes: number;
}

export const roundUpToHalfHour = (minutes: number) => Math.max(30, Math.ceil(minutes / 30) * 30);

/**
 * The company's price and time for these answers (already checked against the questionnaire), or null when
 * its price list lacks one of the chosen values.
 */
export function priceTotals(
  company: CompanyServicePricing,
  serviceCall: boolean,
  forms: readonly PricingForm[],
): PricedTotals | null {
  if (serviceCall) {
    return {
      isServiceCall: true,
      forms: [],
      totalCents: company.serviceCallPriceCents,
      serviceMinutes: company.serviceCallDurationMinutes,
      durationMinutes: roundUpToHalfHour(company.serviceCallDurationMinutes),
    };
  }
  const priced: PricedForm[] = [];
  let totalCents = company.basePriceCents;
  let serviceMinutes = company.baseDurationMinutes;
  for (const form of forms) {
    let unitCents = 0;
    let unitMinutes = 0;
    for (const id of form.valueIds) {
      const item = company.prices.get(id);
      if (!item) return null;
      unitCents += item.priceCents;
      unitMinutes += item.durationMinutes;
    }
    priced.push({ unitCents, unitMinutes, quantity: form.quantity });
    totalCents += unitCents * form.quantity;
    serviceMinutes += unitMinutes * form.quantity;
  }
  return {
    isServiceCall: false,
    forms: priced,
    totalCents,
    serviceMinutes,
    durationMinutes: roundUpToHalfHour(serviceMinutes),
  };
}
