import { useLingui } from '@lingui/react/macro';
import { ServiceId, type ServiceIdValue } from '@upkeep/contract';
import { usePageLocale } from '../../i18n/locale';

export interface SearchService {
  id: ServiceIdValue;
  name: string;
  /** The file name of its illustration under /images/services. */
  slug: string;
  comingSoon: boolean;
}

/**
 * The services the search card offers before `GET /customer/services` answers (and in prerendered HTML):
 * the bookable ones first, then the three coming soon. The catalogue's answer replaces them.
 */
export const SEARCH_SERVICES: readonly SearchService[] = [
  { id: ServiceId.Plumbing, name: 'Plumbing', slug: 'plumbing', comingSoon: false },
  { id: ServiceId.HomeCleaning, name: 'Home Cleaning', slug: 'home-cleaning', comingSoon: false },
  { id: ServiceId.Landscaping, name: 'Landscaping', slug: 'landscaping', comingSoon: false },
  { id: ServiceId.PoolService, name: 'Pool Service', slug: 'pool-service', comingSoon: false },
  { id: ServiceId.PestControl, name: 'Pest Control', slug: 'pest-control', comingSoon: false },
  { id: ServiceId.Electrician, name: 'Electrician', slug: 'electrician', comingSoon: false },
  { id: ServiceId.Painting, name: 'Painting', slug: 'painting', comingSoon: false },
  { id: ServiceId.CarpetCleaning, name: 'Carpet Cleaning', slug: 'carpet-cleaning', comingSoon: false },
  { id: ServiceId.HvacService, name: 'HVAC Service', slug: 'hvac-service', comingSoon: false },
  { id: ServiceId.CarWash, name: 'Car Wash', slug: 'car-wash', comingSoon: true },
  { id: ServiceId.PetGrooming, name: 'Pet Grooming', slug: 'pet-grooming', comingSoon: true },
  { id: ServiceId.MobileMechanic, name: 'Mobile Mechanic', slug: 'mobile-mechanic', comingSoon: true },
];

/**
 * A service's name as the page's language says it: on an English page the catalogue's own (`name`, as the API
 * answers it), on another the catalogue of words' `service.{id}` (listed for extraction in i18n/service-names.ts).
 * An explicit id, not a macro: the English stays the catalogue's, written once, and an English page carries no copy.
 */
export function useServiceName(): (id: number, name: string) => string {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  return (id, name) => (locale === 'en' ? name : i18n._({ id: `service.${id}`, message: name }));
}

/** The questionnaire address of a search (spec 000 section 2: query parameters Service and ZipCode). */
export function questionnaireUrl(serviceId: number, zipCode: string, subServiceId?: number): string {
  const params = new URLSearchParams({ Service: String(serviceId) });
  if (zipCode) params.set('ZipCode', zipCode);
  if (subServiceId !== undefined) params.set('SubService', String(subServiceId));
  return `/questionnaire?${params.toString()}`;
}

/** Query parameters of the questionnaire link (spec 000 section 2), plus our SubService. */
export const QUESTIONNAIRE_PARAMS = {
  service: 'Service',
  zipCode: 'ZipCode',
  discountCode: 'DiscountCode',
  source: 'Source',
  subService: 'SubService',
} as const;

/** The router state the search card hands the questionnaire (spec 000 section 2). */
export interface QuestionnaireNavigationState {
  serviceId: number;
  zipCode: string;
  service: string;
  multiServices: boolean;
  serviceUnit: string;
  subServiceId?: number;
  subServiceName?: string;
  /** Unique per search, so the questionnaire tells a new search from a reload of the same one. */
  searchId: string;
}

export function newSearchId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
