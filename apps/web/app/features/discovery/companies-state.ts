import type { Offer } from '@upkeep/contract';

/** The router state the questionnaire hands the companies screen (spec 000 section 2). */
export interface CompaniesNavigationState {
  service: string;
  zipCode: string;
  serviceId: number;
  subServiceId: number | null;
  multiServices: boolean;
  serviceUnit: string;
  /** The preferred date, YYYY-MM-DD. */
  date: string;
  /** One per service form. */
  quantity: number[];
  /** One list of chosen value ids per service form. */
  idFeatures: number[][];
  isServiceCall: boolean;
}

export type CompaniesEntry =
  | { kind: 'search'; state: CompaniesNavigationState }
  /** Only a service id (spec 000 section 2 allows it): the questionnaire has to be answered first. */
  | { kind: 'service'; serviceId: number }
  | { kind: 'none' };

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n) && n > 0);

export function readCompaniesEntry(state: unknown): CompaniesEntry {
  if (typeof state !== 'object' || state === null) return { kind: 'none' };
  const s = state as Record<string, unknown>;
  const serviceId = typeof s.serviceId === 'number' && Number.isInteger(s.serviceId) ? s.serviceId : null;
  if (serviceId === null) return { kind: 'none' };
  const idFeatures = Array.isArray(s.idFeatures) && s.idFeatures.every(isIdList) ? (s.idFeatures as number[][]) : null;
  if (!idFeatures || idFeatures.length === 0 || typeof s.zipCode !== 'string' || !s.zipCode) {
    return { kind: 'service', serviceId };
  }
  const quantity =
    Array.isArray(s.quantity) && s.quantity.length === idFeatures.length && isIdList(s.quantity)
      ? s.quantity
      : idFeatures.map(() => 1);
  return {
    kind: 'search',
    state: {
      service: typeof s.service === 'string' ? s.service : '',
      zipCode: s.zipCode,
      serviceId,
      subServiceId: typeof s.subServiceId === 'number' ? s.subServiceId : null,
      multiServices: s.multiServices === true,
      serviceUnit: typeof s.serviceUnit === 'string' ? s.serviceUnit : 'Service',
      date: typeof s.date === 'string' ? s.date : '',
      quantity,
      idFeatures,
      isServiceCall: s.isServiceCall === true,
    },
  };
}

/**
 * The booking the offers screen stores when the visitor picks `offer` (the session's StoredBooking), for a visit
 * on `date`: what checkout shows and sends for the server to price again. bench/bench-web.ts stores the same.
 */
export function bookingOfOffer(search: CompaniesNavigationState, offer: Offer, date: string) {
  return {
    zipCode: search.zipCode,
    service: search.service,
    serviceId: search.serviceId,
    companyId: offer.companyID,
    companyName: offer.companyName,
    companyServiceId: offer.companyServiceID,
    subservices: offer.subservices.map(({ subServiceName, price, subserviceDesc }) => ({
      subServiceName,
      price,
      subserviceDesc,
    })),
    price: offer.totalPrice,
    totalCharged: offer.totalCharged,
    date,
    duration: offer.duration,
    serviceDuration: offer.serviceDuration,
    idFeatures: search.idFeatures,
    quantity: search.quantity,
    subServiceId: search.subServiceId,
    isServiceCall: offer.isServiceCall,
  };
}
