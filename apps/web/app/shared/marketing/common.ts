import { SUB_SERVICE_LANDINGS, type SubServiceLanding } from '@upkeep/contract';
import { landingImage } from './types';

/** Illustrations shared by several landing groups (and the home page). */
export const IMAGES = {
  comparePrices: landingImage('compare-prices', 'Illustration of company cards with prices and star ratings'),
  localPros: landingImage('local-pros', 'Illustration of a service van parked at a desert home'),
  calendar: landingImage('calendar', 'Illustration of a calendar with a booked visit checked off'),
  hardWater: landingImage('hard-water', 'Illustration of a faucet with mineral scale and water drops'),
  desertSun: landingImage('desert-sun', 'Illustration of a stucco house under a blazing desert sun'),
  monsoon: landingImage('monsoon', 'Illustration of a monsoon storm cloud over a palm tree'),
  thermostat: landingImage('thermostat', 'Illustration of a smart thermostat on a wall'),
  airFilter: landingImage('air-filter', 'Illustration of a clean air filter next to a dusty one'),
} as const;

/** The last section of most pages: how UpKeep itself helps. */
export const compareSection = {
  title: 'Compare, book and pay in one place',
  body: 'See total prices and real customer ratings side by side, pick a date and time that suits you and pay securely online. No phone tag, no waiting for call-backs and no surprise invoices.',
  image: IMAGES.comparePrices,
};

export const SEARCH_SUBTITLE = 'Choose a service and enter your zip code to see local companies.';

/** The contract's sub-service landing of a path (its sub-service id and catalogue name). */
export function subLanding(path: string): SubServiceLanding {
  const page = SUB_SERVICE_LANDINGS.find((p) => p.path === path);
  if (!page) throw new Error(`No sub-service landing at ${path}`);
  return page;
}
