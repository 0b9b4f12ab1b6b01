import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SEARCH_SERVICES, type SearchService } from './search-services';

export interface CatalogService extends SearchService {
  /** What the public pages say of it, in the catalogue of words (`i18n._(description)`). */
  description: MessageDescriptor;
  image: string;
  /** The service's marketing landing page, when it has one. */
  landingPath?: string;
}

const DETAILS: Record<string, { description: MessageDescriptor; landingPath?: string }> = {
  plumbing: {
    description: msg`Leaks, clogged drains, water heaters and repairs from licensed local plumbers.`,
    landingPath: '/plumbing',
  },
  'home-cleaning': { description: msg`Regular, deep and move-out cleaning by vetted local teams.` },
  'car-wash': { description: msg`Hand washes and detailing in your own driveway.` },
  landscaping: {
    description: msg`Desert-smart yard care, irrigation, trimming and xeriscape design.`,
    landingPath: '/landscaping',
  },
  'pool-service': { description: msg`Weekly chemistry, cleaning and equipment repairs for crystal-clear water.` },
  'pet-grooming': { description: msg`Mobile baths, trims and nail care for dogs and cats.` },
  'mobile-mechanic': { description: msg`Oil changes, brakes and diagnostics wherever your car is parked.` },
  'pest-control': { description: msg`Scorpion, ant, roach and rodent treatments that keep pests outside.` },
  electrician: { description: msg`Outlets, lighting, panels and ceiling fans installed safely to code.` },
  painting: { description: msg`Interior and exterior painting with finishes that stand up to the sun.` },
  'carpet-cleaning': { description: msg`Hot-water extraction that lifts desert dust, stains and pet odors.` },
  'hvac-service': {
    description: msg`AC tune-ups, repairs and new systems that keep you cool all summer.`,
    landingPath: '/hvac',
  },
};

/** The twelve services of spec 000 section 1, in catalogue id order, with what the public pages say of them. */
export const SERVICE_CATALOG: readonly CatalogService[] = [...SEARCH_SERVICES]
  .sort((a, b) => a.id - b.id)
  .map((s) => {
    const details = DETAILS[s.slug];
    if (!details) throw new Error(`No description of the service ${s.slug}`);
    return { ...s, image: `/images/services/${s.slug}.svg`, ...details };
  });

/** The home page's featured services (spec 000 section 1), in the spec's order. */
export const FEATURED_SERVICE_IDS = [4, 1, 5, 2, 15] as const;

export const FEATURED_SERVICES: readonly CatalogService[] = FEATURED_SERVICE_IDS.flatMap((id) =>
  SERVICE_CATALOG.filter((s) => s.id === id),
);

export const SERVICE_IMAGE_SIZE = { width: 320, height: 240 } as const;
