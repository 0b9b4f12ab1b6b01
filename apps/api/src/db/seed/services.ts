/** The service catalogue: the 12 services (ids fixed by the spec) and their sub-services. */
import { ServiceId, SubServiceId } from '../../../../../packages/contract/src/catalog-ids.ts';

export interface ServiceSeed {
  id: number;
  name: string;
  slug: string;
  description: string;
  comingSoon: boolean;
  serviceUnit: string;
  multiServices: boolean;
  sortOrder: number;
}

export interface SubServiceSeed {
  id: number;
  serviceId: number;
  name: string;
  slug: string;
  description: string;
  sortOrder: number;
}

export const serviceImage = (slug: string) => `/images/services/${slug}.svg`;

/** Regular services (issue 31): a customer may book them as a plan. Migration 0024 sets the same. */
export { PLAN_SERVICE_IDS } from '../../../../../packages/contract/src/plans.ts';

// Featured services first (spec 000 section 1 order), coming-soon ones last.
export const SERVICES: ServiceSeed[] = [
  {
    id: ServiceId.Landscaping,
    name: 'Landscaping',
    slug: 'landscaping',
    description:
      'Desert-smart yard care: artificial turf, drip irrigation, design, maintenance, rock and mulch, tree trimming and tree removal by local crews who know caliche and 115°F summers.',
    comingSoon: false,
    serviceUnit: 'Service',
    multiServices: true,
    sortOrder: 1,
  },
  {
    id: ServiceId.Plumbing,
    name: 'Plumbing',
    slug: 'plumbing',
    description:
      'Licensed plumbers for clogged drains, leaks and slab leaks, fixture repairs and water heaters, used to the valley’s hard water and the scale it leaves behind.',
    comingSoon: false,
    serviceUnit: 'Service',
    multiServices: false,
    sortOrder: 2,
  },
  {
    id: ServiceId.PoolService,
    name: 'Pool Service',
    slug: 'pool-service',
    description:
      'Weekly cleaning and chemical balancing, green-pool rescues, pump and filter repairs, and drain-and-acid-wash service for calcium build-up.',
    comingSoon: false,
    serviceUnit: 'Pool',
    multiServices: false,
    sortOrder: 3,
  },
  {
    id: ServiceId.HomeCleaning,
    name: 'Home Cleaning',
    slug: 'home-cleaning',
    description:
      'Standard, deep and move-in/move-out cleaning, priced room by room, by background-checked cleaners who bring their own supplies.',
    comingSoon: false,
    serviceUnit: 'Room',
    multiServices: true,
    sortOrder: 4,
  },
  {
    id: ServiceId.HvacService,
    name: 'HVAC Service',
    slug: 'hvac-service',
    description:
      'Air-conditioning and heating repairs, tune-ups, installations and replacements, from technicians who keep valley homes cool through triple-digit summers.',
    comingSoon: false,
    serviceUnit: 'Unit',
    multiServices: true,
    sortOrder: 5,
  },
  {
    id: ServiceId.PestControl,
    name: 'Pest Control',
    slug: 'pest-control',
    description:
      'Treatments for ants, roaches, spiders, bark scorpions, termites and rodents, one-time or on a quarterly plan.',
    comingSoon: false,
    serviceUnit: 'Home',
    multiServices: false,
    sortOrder: 6,
  },
  {
    id: ServiceId.Electrician,
    name: 'Electrician',
    slug: 'electrician',
    description:
      'Licensed electricians for fixtures and ceiling fans, outlets and switches, panel upgrades and EV charger installation.',
    comingSoon: false,
    serviceUnit: 'Service',
    multiServices: true,
    sortOrder: 7,
  },
  {
    id: ServiceId.Painting,
    name: 'Painting',
    slug: 'painting',
    description:
      'Interior rooms, stucco exteriors, block walls and cabinets, with prep, clean lines and HOA-friendly colour schemes.',
    comingSoon: false,
    serviceUnit: 'Room',
    multiServices: true,
    sortOrder: 8,
  },
  {
    id: ServiceId.CarpetCleaning,
    name: 'Carpet Cleaning',
    slug: 'carpet-cleaning',
    description:
      'Hot-water extraction, pet stain and odour treatment and upholstery cleaning that lifts the fine desert dust carpets collect.',
    comingSoon: false,
    serviceUnit: 'Room',
    multiServices: true,
    sortOrder: 9,
  },
  {
    id: ServiceId.CarWash,
    name: 'Car Wash',
    slug: 'car-wash',
    description: 'Mobile hand washing and detailing at your driveway. Coming soon.',
    comingSoon: true,
    serviceUnit: 'Vehicle',
    multiServices: true,
    sortOrder: 10,
  },
  {
    id: ServiceId.PetGrooming,
    name: 'Pet Grooming',
    slug: 'pet-grooming',
    description: 'Bathing, trimming and nail care in a grooming van at your door. Coming soon.',
    comingSoon: true,
    serviceUnit: 'Pet',
    multiServices: true,
    sortOrder: 11,
  },
  {
    id: ServiceId.MobileMechanic,
    name: 'Mobile Mechanic',
    slug: 'mobile-mechanic',
    description: 'Batteries, brakes, oil changes and diagnostics where your car is parked. Coming soon.',
    comingSoon: true,
    serviceUnit: 'Vehicle',
    multiServices: false,
    sortOrder: 12,
  },
];

/** Ids 1 to 16 are fixed (SubServiceId, shared with the landing pages); the others start at 17. */
export const SubServiceIdExtra = {
  StandardCleaning: 17,
  DeepCleaning: 18,
  MoveInOutCleaning: 19,
  WeeklyPoolService: 20,
  GreenPoolCleanup: 21,
  PoolEquipmentRepair: 22,
  DrainAndAcidWash: 23,
  GeneralPestControl: 24,
  ScorpionControl: 25,
  TermiteTreatment: 26,
  RodentControl: 27,
  LightingAndFixtures: 28,
  OutletsAndSwitches: 29,
  PanelUpgrades: 30,
  EvChargerInstallation: 31,
  InteriorPainting: 32,
  ExteriorPainting: 33,
  CabinetPainting: 34,
  SteamCleaning: 35,
  StainAndOdorRemoval: 36,
  UpholsteryCleaning: 37,
} as const;

const S = SubServiceId;
const X = SubServiceIdExtra;

type SubRow = [id: number, name: string, slug: string, description: string];

const SUBS: Record<number, SubRow[]> = {
  [ServiceId.Landscaping]: [
    [S.ArtificialTurf, 'Artificial Turf', 'artificial-turf', 'Replace thirsty grass with pet-friendly synthetic turf.'],
    [
      S.Irrigation,
      'Irrigation',
      'irrigation',
      'Drip and sprinkler repairs, zone valves, controllers and drip conversions.',
    ],
    [
      S.LandscapingDesign,
      'Landscaping Design',
      'landscaping-design',
      'Water-smart yard plans with desert-adapted plants.',
    ],
    [S.GeneralMaintenance, 'General Maintenance', 'general-maintenance', 'Mowing, weeding, blowing and bed clean-up.'],
    [S.Mulching, 'Mulching', 'mulching', 'Bark mulch, decomposed granite and rock ground cover.'],
    [S.TreeRemoval, 'Tree Removal', 'tree-removal', 'Safe removal of dead, leaning or unwanted trees.'],
    [S.Trimming, 'Trimming', 'trimming', 'Tree, palm and shrub trimming and shaping.'],
  ],
  [ServiceId.Plumbing]: [
    [S.DrainCleaning, 'Drain Cleaning', 'drain-cleaning', 'Clogged sinks, tubs, toilets and main lines cleared.'],
    [
      S.LeakDetection,
      'Leak Detection',
      'leak-detection',
      'Finding hidden and slab leaks without tearing up the house.',
    ],
    [S.PlumbingRepairs, 'Repairs', 'plumbing-repairs', 'Faucets, toilets, disposals, valves and pressure regulators.'],
    [S.WaterHeating, 'Water Heating', 'water-heating', 'Tank and tankless water heater service and replacement.'],
  ],
  [ServiceId.HvacService]: [
    [S.Cooling, 'Cooling', 'cooling', 'Air conditioners that stopped cooling, recharges and parts.'],
    [S.Heating, 'Heating', 'heating', 'Gas furnaces and heat pumps that stopped heating.'],
    [
      S.HvacInstallation,
      'Installation',
      'hvac-installation',
      'New and replacement systems, mini-splits and thermostats.',
    ],
    [S.HvacMaintenance, 'Maintenance', 'hvac-maintenance', 'Seasonal tune-ups that keep systems efficient.'],
    [S.HvacRepairs, 'Repairs', 'hvac-repairs', 'Thermostats, condensate drains, ducts and noisy units.'],
  ],
  [ServiceId.HomeCleaning]: [
    [X.StandardCleaning, 'Standard Cleaning', 'standard-cleaning', 'Regular upkeep cleaning, room by room.'],
    [X.DeepCleaning, 'Deep Cleaning', 'deep-cleaning', 'Top-to-bottom cleaning including baseboards and build-up.'],
    [X.MoveInOutCleaning, 'Move-In/Move-Out Cleaning', 'move-in-move-out-cleaning', 'Empty-home cleaning for moves.'],
  ],
  [ServiceId.PoolService]: [
    [X.WeeklyPoolService, 'Weekly Pool Service', 'weekly-pool-service', 'Weekly cleaning and chemical balancing.'],
    [X.GreenPoolCleanup, 'Green Pool Cleanup', 'green-pool-cleanup', 'Algae clean-up that turns a green pool blue.'],
    [X.PoolEquipmentRepair, 'Equipment Repair', 'pool-equipment-repair', 'Pumps, filters, heaters and automation.'],
    [
      X.DrainAndAcidWash,
      'Drain & Acid Wash',
      'drain-and-acid-wash',
      'Draining and acid washing to remove calcium and stains.',
    ],
  ],
  [ServiceId.PestControl]: [
    [X.GeneralPestControl, 'General Pest Control', 'general-pest-control', 'Ants, roaches, spiders and crickets.'],
    [X.ScorpionControl, 'Scorpion Control', 'scorpion-control', 'Bark scorpion treatment and sealing.'],
    [X.TermiteTreatment, 'Termite Treatment', 'termite-treatment', 'Subterranean termite inspection and treatment.'],
    [X.RodentControl, 'Rodent Control', 'rodent-control', 'Roof rats and mice: trapping and exclusion.'],
  ],
  [ServiceId.Electrician]: [
    [
      X.LightingAndFixtures,
      'Lighting & Fixtures',
      'lighting-and-fixtures',
      'Light fixtures, ceiling fans and recessed lights.',
    ],
    [
      X.OutletsAndSwitches,
      'Outlets & Switches',
      'outlets-and-switches',
      'New and replacement outlets, GFCIs and dimmers.',
    ],
    [X.PanelUpgrades, 'Panel Upgrades', 'panel-upgrades', 'Breakers and 200-amp panel upgrades.'],
    [X.EvChargerInstallation, 'EV Charger Installation', 'ev-charger-installation', 'Level 2 chargers for the garage.'],
  ],
  [ServiceId.Painting]: [
    [X.InteriorPainting, 'Interior Painting', 'interior-painting', 'Walls, trim and doors, room by room.'],
    [X.ExteriorPainting, 'Exterior Painting', 'exterior-painting', 'Stucco, trim, garage doors and block walls.'],
    [X.CabinetPainting, 'Cabinet Painting', 'cabinet-painting', 'Kitchen and bath cabinets refinished.'],
  ],
  [ServiceId.CarpetCleaning]: [
    [X.SteamCleaning, 'Steam Cleaning', 'steam-cleaning', 'Hot-water extraction of carpets, stairs and halls.'],
    [X.StainAndOdorRemoval, 'Stain & Odor Removal', 'stain-and-odor-removal', 'Spot and pet-urine treatment.'],
    [X.UpholsteryCleaning, 'Upholstery Cleaning', 'upholstery-cleaning', 'Sofas, sectionals and chairs.'],
  ],
};

export const SUB_SERVICES: SubServiceSeed[] = Object.entries(SUBS).flatMap(([serviceId, rows]) =>
  rows.map(([id, name, slug, description], index) => ({
    id,
    serviceId: Number(serviceId),
    name,
    slug,
    description,
    sortOrder: index + 1,
  })),
);

export function subServicesOf(serviceId: number): SubServiceSeed[] {
  return SUB_SERVICES.filter((s) => s.serviceId === serviceId);
}

export function serviceById(id: number): ServiceSeed {
  const service = SERVICES.find((s) => s.id === id);
  if (!service) throw new Error(`unknown service ${id}`);
  return service;
}

export const BOOKABLE_SERVICE_IDS: number[] = SERVICES.filter((s) => !s.comingSoon).map((s) => s.id);
