import { SEARCH_SERVICES, type SearchService } from './search-services';

export interface CatalogService extends SearchService {
  description: string;
  image: string;
  /** The service's marketing landing page, when it has one. */
  landingPath?: string;
}

const DETAILS: Record<string, { description: string; landingPath?: string }> = {
  plumbing: {
    description: 'Leaks, clogged drains, water heaters and repairs from licensed local plumbers.',
    landingPath: '/plumbing',
  },
  'home-cleaning': { description: 'Regular, deep and move-out cleaning by vetted local teams.' },
  'car-wash': { description: 'Hand washes and detailing in your own driveway.' },
  landscaping: {
    description: 'Desert-smart yard care, irrigation, trimming and xeriscape design.',
    landingPath: '/landscaping',
  },
  'pool-service': { description: 'Weekly chemistry, cleaning and equipment repairs for crystal-clear water.' },
  'pet-grooming': { description: 'Mobile baths, trims and nail care for dogs and cats.' },
  'mobile-mechanic': { description: 'Oil changes, brakes and diagnostics wherever your car is parked.' },
  'pest-control': { description: 'Scorpion, ant, roach and rodent treatments that keep pests outside.' },
  electrician: { description: 'Outlets, lighting, panels and ceiling fans installed safely to code.' },
  painting: { description: 'Interior and exterior painting with finishes that stand up to the sun.' },
  'carpet-cleaning': { description: 'Hot-water extraction that lifts desert dust, stains and pet odors.' },
  'hvac-service': {
    description: 'AC tune-ups, repairs and new systems that keep you cool all summer.',
    landingPath: '/hvac',
  },
};

/** The twelve services of spec 000 section 1, in catalogue id order, with what the public pages say of them. */
export const SERVICE_CATALOG: readonly CatalogService[] = [...SEARCH_SERVICES]
  .sort((a, b) => a.id - b.id)
  .map((s) => ({
    ...s,
    image: `/images/services/${s.slug}.svg`,
    description: DETAILS[s.slug]?.description ?? '',
    landingPath: DETAILS[s.slug]?.landingPath,
  }));

/** The home page's featured services (spec 000 section 1), in the spec's order. */
export const FEATURED_SERVICE_IDS = [4, 1, 5, 2, 15] as const;

export const FEATURED_SERVICES: readonly CatalogService[] = FEATURED_SERVICE_IDS.flatMap((id) =>
  SERVICE_CATALOG.filter((s) => s.id === id),
);

export const SERVICE_IMAGE_SIZE = { width: 320, height: 240 } as const;
