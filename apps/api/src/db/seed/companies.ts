/**
 * The demo companies (invented businesses; any likeness to a real one is accidental), and the plan of
 * everything that hangs off them: the zip codes they serve, their services and sub-services, their
 * price lists and weekly calendars. The plan is computed deterministically from the data and a seeded
 * PRNG, so every run gives the same rows.
 */
import { ServiceId } from '../../../../../packages/contract/src/catalog-ids.ts';
import { required } from '../../../../../packages/contract/src/required.ts';
import { slugOf } from '../../lib/company-slug.ts';
import { valuesOfService } from './questionnaires.ts';
import { createRng, type Rng } from './rng.ts';
import { subServicesOf } from './services.ts';
import { distanceKm, SERVICED_ZIP_CODES, type ZipCodeSeed, zipByCode } from './zip-codes.ts';

export type EmblemShape = 'circle' | 'shield' | 'hexagon' | 'square' | 'badge' | 'diamond';

export interface CompanySeed {
  name: string;
  services: number[];
  /** Sub-services offered when the company specialises; otherwise most of the service's are. */
  subServices?: number[];
  description: string;
  address: string;
  zipCode: string;
  tags: string[];
  colors: [primary: string, accent: string];
  emblem: EmblemShape;
  /** How far from its base the company drives, in km. */
  radiusKm: number;
  licensed?: boolean;
  insured?: boolean;
  worksSunday?: boolean;
  active?: boolean;
}

const P = ServiceId;

export const COMPANIES: CompanySeed[] = [
  // ---------------------------------------------------------------- landscaping
  {
    name: 'Desert Bloom Landscaping',
    services: [P.Landscaping],
    description:
      'Desert Bloom has been turning thirsty lawns into colourful, water-smart yards across the south valley since 2009. Crews start at sunrise in summer and leave every bed raked and blown clean.',
    address: '7380 S Eastern Ave, Suite 124',
    zipCode: '89123',
    tags: ['Family owned', 'Free estimates'],
    colors: ['#c2410c', '#fde68a'],
    emblem: 'circle',
    radiusKm: 20,
  },
  {
    name: 'Red Rock Yard Works',
    services: [P.Landscaping],
    description:
      'A west-side crew for weekly maintenance, trimming and rock refreshes from Summerlin to Spring Valley. Same-day visits for storm clean-up when the monsoon winds knock things over.',
    address: '3145 S Fort Apache Rd',
    zipCode: '89117',
    tags: ['Same-day', 'Bilingual'],
    colors: ['#9f1239', '#fecdd3'],
    emblem: 'shield',
    radiusKm: 16,
    worksSunday: true,
  },
  {
    name: 'Mojave Green Landscape Co.',
    services: [P.Landscaping],
    description:
      'Mojave Green designs and installs native and desert-adapted gardens, with drip systems sized zone by zone. Ask about converting grass for the water authority rebate.',
    address: '4825 N Rancho Dr',
    zipCode: '89130',
    tags: ['Eco-friendly', 'Free estimates'],
    colors: ['#166534', '#bbf7d0'],
    emblem: 'hexagon',
    radiusKm: 18,
  },
  {
    name: 'Sandstone & Sage Landscapes',
    services: [P.Landscaping],
    description:
      'Henderson’s design-build team for courtyards, pavers, turf and planting plans. Every plan comes with a plant list chosen for reflected heat and alkaline soil.',
    address: '2520 Wigwam Pkwy',
    zipCode: '89074',
    tags: ['Women owned', 'Warranty'],
    colors: ['#a16207', '#e7e5e4'],
    emblem: 'badge',
    radiusKm: 17,
  },
  {
    name: 'Canyon Shade Tree Care',
    services: [P.Landscaping],
    subServices: [6, 7],
    description:
      'Certified arborists for pruning, palm skinning and safe tree removal, including the big pines and ash trees in older neighbourhoods. Stump grinding and chipping on the same visit.',
    address: '6170 W Sunset Rd, Unit 7',
    zipCode: '89118',
    tags: ['Certified arborist', '24/7 emergency'],
    colors: ['#14532d', '#d9f99d'],
    emblem: 'diamond',
    radiusKm: 26,
  },
  {
    name: 'Sun Valley Turf & Irrigation',
    services: [P.Landscaping],
    subServices: [1, 2, 3],
    description:
      'Synthetic turf installs and drip retrofits are all this crew does, on a compacted base that drains and stays flat. Ten-year workmanship warranty on turf seams.',
    address: '3720 W Cheyenne Ave',
    zipCode: '89032',
    tags: ['Warranty', 'Veteran owned'],
    colors: ['#15803d', '#fef08a'],
    emblem: 'square',
    radiusKm: 24,
  },
  {
    name: 'Joshua Ridge Outdoor',
    services: [P.Landscaping, P.PoolService],
    description:
      'Northwest valley yard and pool care under one schedule: one crew keeps the yard tidy and the water clear. Popular with busy families in Centennial Hills and Skye Canyon.',
    address: '9480 W Tropical Pkwy',
    zipCode: '89149',
    tags: ['Family owned', 'Same-day'],
    colors: ['#365314', '#bae6fd'],
    emblem: 'circle',
    radiusKm: 15,
  },
  {
    name: 'Agave Lane Landscaping',
    services: [P.Landscaping],
    description:
      'Green Valley’s neighbourhood landscaper for maintenance, mulching and seasonal clean-ups, with the same crew lead every visit. HOA violation fixes done within the week.',
    address: '1550 W Horizon Ridge Pkwy',
    zipCode: '89012',
    tags: ['Senior discount', 'Bilingual'],
    colors: ['#0f766e', '#ccfbf1'],
    emblem: 'hexagon',
    radiusKm: 15,
  },
  {
    name: 'Silver State Grounds',
    services: [P.Landscaping],
    description:
      'East-side grounds crew covering Sunrise Manor, Whitney and North Las Vegas. Straightforward pricing, weekly or one-time visits, and green waste hauled the same day.',
    address: '4110 E Lake Mead Blvd',
    zipCode: '89115',
    tags: ['Same-day', 'Bilingual'],
    colors: ['#475569', '#e2e8f0'],
    emblem: 'shield',
    radiusKm: 17,
    worksSunday: true,
  },
  {
    name: 'Palo Verde Property Care',
    services: [P.Landscaping, P.PoolService],
    description:
      'Property care for Anthem, Seven Hills and Inspirada: yards, trees and weekly pool service. Rental owners get photo reports after every visit.',
    address: '10575 S Eastern Ave',
    zipCode: '89052',
    tags: ['Photo reports', 'Free estimates'],
    colors: ['#4d7c0f', '#fef9c3'],
    emblem: 'badge',
    radiusKm: 16,
  },
  // ---------------------------------------------------------------- plumbing
  {
    name: 'Copper Canyon Plumbing',
    services: [P.Plumbing],
    description:
      'Copper Canyon handles everything from dripping faucets to whole-house repipes, with upfront prices before work starts. Slab leak detection with acoustic and thermal gear.',
    address: '5030 W Oquendo Rd',
    zipCode: '89118',
    tags: ['Upfront pricing', '24/7 emergency'],
    colors: ['#b45309', '#fed7aa'],
    emblem: 'shield',
    radiusKm: 22,
    worksSunday: true,
  },
  {
    name: 'Summit Flow Plumbing',
    services: [P.Plumbing, P.HvacService],
    description:
      'Plumbing and air conditioning from one shop in Spring Valley. Technicians arrive in stocked trucks so most repairs finish on the first visit.',
    address: '2675 S Jones Blvd',
    zipCode: '89146',
    tags: ['Same-day', 'Warranty'],
    colors: ['#1d4ed8', '#bfdbfe'],
    emblem: 'circle',
    radiusKm: 20,
  },
  {
    name: 'Neon City Rooter & Drain',
    services: [P.Plumbing],
    subServices: [8, 9, 10],
    description:
      'Drain specialists for kitchen lines, main sewer stoppages and root intrusion in older central neighbourhoods. Camera inspections recorded and shared with you.',
    address: '1320 S Main St',
    zipCode: '89104',
    tags: ['24/7 emergency', 'Same-day'],
    colors: ['#be185d', '#a5f3fc'],
    emblem: 'diamond',
    radiusKm: 18,
    worksSunday: true,
  },
  {
    name: 'Hard Water Heroes Plumbing',
    services: [P.Plumbing],
    description:
      'Scale is the valley’s plumbing problem, and this team fixes what it breaks: water heaters, valves and softener loops. Free water hardness test with any visit.',
    address: '8665 W Flamingo Rd, Suite 102',
    zipCode: '89147',
    tags: ['Family owned', 'Upfront pricing'],
    colors: ['#0369a1', '#e0f2fe'],
    emblem: 'hexagon',
    radiusKm: 19,
  },
  {
    name: 'Boulder Basin Plumbing',
    services: [P.Plumbing],
    description:
      'Boulder City’s hometown plumber, also serving Henderson and Lake Las Vegas. Water heaters, fixtures and leak repairs done neatly by the owner and his son.',
    address: '1000 Nevada Way',
    zipCode: '89005',
    tags: ['Family owned', 'Senior discount'],
    colors: ['#7c2d12', '#fde68a'],
    emblem: 'badge',
    radiusKm: 28,
  },
  {
    name: 'True North Plumbing & Air',
    services: [P.Plumbing, P.HvacService],
    description:
      'A northwest shop for plumbing and HVAC with clear flat-rate prices. Maintenance members get priority scheduling in July and August.',
    address: '2250 N Rampart Blvd',
    zipCode: '89128',
    tags: ['Upfront pricing', 'Veteran owned'],
    colors: ['#1e3a8a', '#fecaca'],
    emblem: 'shield',
    radiusKm: 19,
  },
  {
    name: 'Valley Pipe Pros',
    services: [P.Plumbing],
    description:
      'Repairs, re-pipes and water heater swaps across the east and south valley. Background-checked plumbers who wear shoe covers and clean up after themselves.',
    address: '3340 E Russell Rd',
    zipCode: '89120',
    tags: ['Background-checked', 'Same-day'],
    colors: ['#334155', '#fde047'],
    emblem: 'square',
    radiusKm: 20,
  },
  // ---------------------------------------------------------------- pool
  {
    name: 'Blue Mesa Pool Service',
    services: [P.PoolService],
    description:
      'Weekly pool service in the southwest valley with the same technician every week. Chemical readings are texted after each visit.',
    address: '10620 Southern Highlands Pkwy',
    zipCode: '89141',
    tags: ['Same technician', 'Photo reports'],
    colors: ['#0e7490', '#cffafe'],
    emblem: 'circle',
    radiusKm: 18,
  },
  {
    name: 'Clearwater Oasis Pools',
    services: [P.PoolService],
    description:
      'Summerlin pool care, green-pool rescues and equipment repairs. Certified pool operators who explain the calcium and cyanuric acid numbers in plain words.',
    address: '1800 Village Center Cir',
    zipCode: '89134',
    tags: ['Certified pool operator', 'Warranty'],
    colors: ['#0284c7', '#fef3c7'],
    emblem: 'hexagon',
    radiusKm: 17,
  },
  {
    name: 'Sunburst Pool Care',
    services: [P.PoolService],
    description:
      'Henderson pool service that shows up on schedule even in 115-degree weeks. Acid washes booked in the cool months, filter cleans year round.',
    address: '2850 W Horizon Ridge Pkwy',
    zipCode: '89052',
    tags: ['Family owned', 'Senior discount'],
    colors: ['#ea580c', '#bae6fd'],
    emblem: 'badge',
    radiusKm: 17,
  },
  {
    name: 'Desert Tide Pool & Spa',
    services: [P.PoolService],
    description:
      'Pool and spa specialists in the northwest, from weekly service to heater and automation repairs. Salt systems are their favourite.',
    address: '6955 N Durango Dr',
    zipCode: '89149',
    tags: ['Same-day', 'Bilingual'],
    colors: ['#0f766e', '#fde68a'],
    emblem: 'diamond',
    radiusKm: 18,
  },
  {
    name: 'Crystal Cove Pool Co.',
    services: [P.PoolService],
    description:
      'Reliable weekly routes through Green Valley, Paradise and the east side. Quick turnaround on pump and filter repairs with parts on the truck.',
    address: '4455 E Sunset Rd',
    zipCode: '89014',
    tags: ['Same-day', 'Upfront pricing'],
    colors: ['#2563eb', '#e0e7ff'],
    emblem: 'circle',
    radiusKm: 18,
  },
  {
    name: 'Splash Pad Pool Techs',
    services: [P.PoolService],
    description:
      'Repair-first pool company for pumps, motors, heaters and leaks, plus weekly service in Enterprise and Spring Valley.',
    address: '7250 S Durango Dr',
    zipCode: '89113',
    tags: ['Warranty', 'Veteran owned'],
    colors: ['#4338ca', '#a5f3fc'],
    emblem: 'square',
    radiusKm: 19,
    worksSunday: true,
  },
  // ---------------------------------------------------------------- HVAC
  {
    name: 'Cool Breeze Air Co.',
    services: [P.HvacService],
    description:
      'AC repair and tune-ups around the Strip corridor and Paradise, with evening appointments in summer. Clear repair-or-replace advice with no pressure.',
    address: '3960 Howard Hughes Pkwy',
    zipCode: '89169',
    tags: ['Same-day', 'Financing available'],
    colors: ['#0891b2', '#e0f2fe'],
    emblem: 'hexagon',
    radiusKm: 20,
    worksSunday: true,
  },
  {
    name: 'Arctic Mesa Heating & Cooling',
    services: [P.HvacService],
    description:
      'Full-service heating and cooling for the south and west valley, from capacitor swaps to complete high-efficiency systems.',
    address: '6280 S Valley View Blvd',
    zipCode: '89118',
    tags: ['Financing available', 'Warranty'],
    colors: ['#1e40af', '#dbeafe'],
    emblem: 'shield',
    radiusKm: 22,
  },
  {
    name: 'Frost Line HVAC',
    services: [P.HvacService],
    description:
      'Family-run HVAC shop near the airport for repairs, ductwork and thermostats. Known for answering the phone on the first ring.',
    address: '2560 E Sunset Rd',
    zipCode: '89120',
    tags: ['Family owned', 'Same-day'],
    colors: ['#155e75', '#f0f9ff'],
    emblem: 'circle',
    radiusKm: 20,
  },
  {
    name: 'Dry Heat Comfort Systems',
    services: [P.HvacService, P.Electrician],
    description:
      'HVAC technicians and electricians under one roof in North Las Vegas: new systems, panel upgrades for them, and everything between.',
    address: '4050 W Craig Rd',
    zipCode: '89032',
    tags: ['Financing available', 'Bilingual'],
    colors: ['#dc2626', '#e0f2fe'],
    emblem: 'badge',
    radiusKm: 22,
  },
  {
    name: 'Sierra Air Mechanical',
    services: [P.HvacService],
    description:
      'Commercial-grade service for homes in Summerlin and the west side: coil cleaning, refrigerant work and complete change-outs.',
    address: '7785 W Sahara Ave',
    zipCode: '89117',
    tags: ['Warranty', 'Veteran owned'],
    colors: ['#0c4a6e', '#bae6fd'],
    emblem: 'diamond',
    radiusKm: 19,
  },
  {
    name: 'Sunset Peak Air',
    services: [P.HvacService],
    description:
      'Henderson heating and air for tune-ups, repairs and mini-splits for garages and casitas. Seniors get a discount on every service call.',
    address: '1325 W Sunset Rd',
    zipCode: '89014',
    tags: ['Senior discount', 'Same-day'],
    colors: ['#9a3412', '#bfdbfe'],
    emblem: 'square',
    radiusKm: 18,
  },
  // ---------------------------------------------------------------- home cleaning
  {
    name: 'Sparkle & Sage Home Cleaning',
    services: [P.HomeCleaning, P.CarpetCleaning],
    description:
      'Eco-friendly home cleaning and carpet care for Summerlin and the west valley. Plant-based products and HEPA vacuums that catch the desert dust.',
    address: '11035 Lavender Hill Dr',
    zipCode: '89135',
    tags: ['Eco-friendly', 'Background-checked'],
    colors: ['#65a30d', '#f7fee7'],
    emblem: 'circle',
    radiusKm: 18,
    licensed: false,
  },
  {
    name: 'Tidy Tumbleweed Cleaning',
    services: [P.HomeCleaning],
    description:
      'Friendly cleaning teams for regular, deep and move-out cleans in the southwest. Pet-friendly and happy to work around your schedule.',
    address: '5725 S Fort Apache Rd',
    zipCode: '89148',
    tags: ['Pet friendly', 'Same-day'],
    colors: ['#ca8a04', '#fefce8'],
    emblem: 'hexagon',
    radiusKm: 18,
    worksSunday: true,
  },
  {
    name: 'Fresh Start Maids of Vegas',
    services: [P.HomeCleaning],
    description:
      'Move-in and move-out specialists trusted by local property managers, and just as good at weekly cleaning. Checklists signed off room by room.',
    address: '3655 S Durango Dr',
    zipCode: '89147',
    tags: ['Background-checked', 'Bilingual'],
    colors: ['#7c3aed', '#ede9fe'],
    emblem: 'badge',
    radiusKm: 22,
  },
  {
    name: 'Dust Devil Cleaning Co.',
    services: [P.HomeCleaning, P.CarpetCleaning],
    description:
      'Deep cleaning and carpet cleaning for the northwest valley. They go after the fine dust that settles on baseboards, vents and ceiling fans.',
    address: '6825 W Ann Rd',
    zipCode: '89130',
    tags: ['Same-day', 'Pet friendly'],
    colors: ['#b45309', '#ffedd5'],
    emblem: 'diamond',
    radiusKm: 20,
  },
  {
    name: 'Golden Hour Housekeeping',
    services: [P.HomeCleaning],
    description:
      'Henderson housekeeping with a small, steady team you get to know. Weekly, biweekly and one-time cleans with supplies included.',
    address: '2470 St Rose Pkwy',
    zipCode: '89074',
    tags: ['Women owned', 'Background-checked'],
    colors: ['#d97706', '#fef3c7'],
    emblem: 'circle',
    radiusKm: 18,
  },
  {
    name: 'Pristine Palms Cleaning',
    services: [P.HomeCleaning],
    description:
      'Central and east valley cleaning crews for homes, condos and short-term rentals between guests. Linens and restocking on request.',
    address: '4760 S Pecos Rd',
    zipCode: '89121',
    tags: ['Same-day', 'Bilingual'],
    colors: ['#0d9488', '#f0fdfa'],
    emblem: 'shield',
    radiusKm: 20,
    worksSunday: true,
    licensed: false,
  },
  // ---------------------------------------------------------------- pest control
  {
    name: 'Scorpion Shield Pest Control',
    services: [P.PestControl],
    description:
      'Bark scorpion experts: black-light inspections, sealing and treatments that actually reduce sightings. Quarterly plans with free re-treatments.',
    address: '7090 Dean Martin Dr',
    zipCode: '89118',
    tags: ['Pet safe', 'Warranty'],
    colors: ['#78350f', '#fcd34d'],
    emblem: 'shield',
    radiusKm: 30,
  },
  {
    name: 'Desert Sentry Pest Solutions',
    services: [P.PestControl],
    description:
      'Henderson-based general pest, termite and rodent control across the valley. Roof rat exclusion is their specialty.',
    address: '870 N Boulder Hwy',
    zipCode: '89015',
    tags: ['Family owned', 'Pet safe'],
    colors: ['#3f6212', '#ecfccb'],
    emblem: 'hexagon',
    radiusKm: 30,
  },
  {
    name: 'Gecko Guard Pest Control',
    services: [P.PestControl],
    description:
      'Low-toxicity pest control for families with kids and pets, with service from Summerlin to Sunrise Manor.',
    address: '5940 S Rainbow Blvd',
    zipCode: '89118',
    tags: ['Eco-friendly', 'Same-day'],
    colors: ['#16a34a', '#fef08a'],
    emblem: 'circle',
    radiusKm: 30,
    worksSunday: true,
  },
  // ---------------------------------------------------------------- electrician
  {
    name: 'Bright Spark Electric',
    services: [P.Electrician],
    description:
      'Residential electricians for lighting, fans, outlets and EV chargers in the northwest valley. Permits pulled and inspections scheduled for you.',
    address: '3175 N Tenaya Way',
    zipCode: '89129',
    tags: ['Upfront pricing', 'Warranty'],
    colors: ['#eab308', '#1e293b'],
    emblem: 'diamond',
    radiusKm: 28,
  },
  {
    name: 'High Desert Electric',
    services: [P.Electrician],
    description:
      'Panel upgrades, troubleshooting and rewiring for older homes in the central and east valley, by master electricians.',
    address: '2755 E Desert Inn Rd',
    zipCode: '89121',
    tags: ['Veteran owned', '24/7 emergency'],
    colors: ['#f59e0b', '#292524'],
    emblem: 'shield',
    radiusKm: 28,
  },
  {
    name: 'Voltage Valley Electrical',
    services: [P.Electrician],
    description:
      'North Las Vegas electricians for new outlets, smart switches and ceiling fans, with evening slots for working families.',
    address: '1140 E Craig Rd',
    zipCode: '89030',
    tags: ['Same-day', 'Bilingual'],
    colors: ['#7e22ce', '#fde047'],
    emblem: 'square',
    radiusKm: 28,
  },
  // ---------------------------------------------------------------- painting
  {
    name: 'Stucco & Brush Painting',
    services: [P.Painting],
    description:
      'Exterior stucco repaint specialists who know HOA colour palettes by heart. Elastomeric crack repair and block walls too.',
    address: '6420 S Jones Blvd',
    zipCode: '89118',
    tags: ['Free estimates', 'Warranty'],
    colors: ['#b91c1c', '#fef2f2'],
    emblem: 'badge',
    radiusKm: 30,
  },
  {
    name: 'Sunrise Coat Painting Co.',
    services: [P.Painting],
    description:
      'Interior and cabinet painting with dust-controlled sanding and spray booths set up in your garage. Two-year workmanship guarantee.',
    address: '5130 E Charleston Blvd',
    zipCode: '89142',
    tags: ['Free estimates', 'Family owned'],
    colors: ['#f97316', '#fff7ed'],
    emblem: 'circle',
    radiusKm: 30,
  },
  {
    name: 'Adobe Hue Painting',
    services: [P.Painting],
    description:
      'Careful interior repaints, accent walls and cabinet refinishing in the south valley and Henderson. Clean job sites and furniture moved back where it was.',
    address: '9555 S Eastern Ave',
    zipCode: '89123',
    tags: ['Free estimates', 'Women owned'],
    colors: ['#9d174d', '#fce7f3'],
    emblem: 'hexagon',
    radiusKm: 28,
  },
  // ---------------------------------------------------------------- carpet cleaning
  {
    name: 'Fresh Step Carpet Care',
    services: [P.CarpetCleaning, P.HomeCleaning],
    description:
      'Truck-mounted carpet and upholstery cleaning plus whole-home cleans across the north valley. Pet odour treatments that reach the pad.',
    address: '5455 Camino Al Norte',
    zipCode: '89031',
    tags: ['Pet friendly', 'Same-day'],
    colors: ['#0f766e', '#fde68a'],
    emblem: 'diamond',
    radiusKm: 26,
  },
  // ---------------------------------------------------------------- no longer active
  {
    name: 'Old Vegas Pool & Patio',
    services: [P.PoolService],
    description: 'Pool service and patio furniture repair. No longer taking bookings through UpKeep.',
    address: '2800 W Charleston Blvd',
    zipCode: '89102',
    tags: [],
    colors: ['#64748b', '#f1f5f9'],
    emblem: 'square',
    radiusKm: 15,
    active: false,
  },
];

export const companyLogo = (slug: string) => `/images/companies/${slug}.svg`;

/** The company's monogram: the initials of its first two significant words. */
export function monogram(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !['&', 'and', 'of', 'the'].includes(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

// ---------------------------------------------------------------- the plan

/** Service ids whose coverage is guaranteed: at least 3 companies in every Las Vegas and Henderson zip. */
export const FEATURED_SERVICE_IDS = [P.Plumbing, P.HomeCleaning, P.Landscaping, P.PoolService, P.HvacService];

interface ServiceEconomics {
  basePriceCents: number;
  baseDurationMinutes: number;
  serviceCall: [minCents: number, maxCents: number];
}

const ECONOMICS: Record<number, ServiceEconomics> = {
  [P.Plumbing]: { basePriceCents: 4900, baseDurationMinutes: 30, serviceCall: [7900, 9900] },
  [P.HomeCleaning]: { basePriceCents: 0, baseDurationMinutes: 30, serviceCall: [5900, 6900] },
  [P.Landscaping]: { basePriceCents: 2900, baseDurationMinutes: 30, serviceCall: [5900, 7900] },
  [P.PoolService]: { basePriceCents: 0, baseDurationMinutes: 30, serviceCall: [6900, 8900] },
  [P.PestControl]: { basePriceCents: 0, baseDurationMinutes: 30, serviceCall: [5900, 7900] },
  [P.Electrician]: { basePriceCents: 4900, baseDurationMinutes: 30, serviceCall: [8900, 11900] },
  // Painters give free estimates: their service call costs nothing (an estimate ticket).
  [P.Painting]: { basePriceCents: 7500, baseDurationMinutes: 60, serviceCall: [0, 0] },
  [P.CarpetCleaning]: { basePriceCents: 2900, baseDurationMinutes: 30, serviceCall: [5900, 6900] },
  [P.HvacService]: { basePriceCents: 4900, baseDurationMinutes: 30, serviceCall: [8900, 12900] },
};

export interface PlannedPriceItem {
  featureValueId: number;
  priceCents: number;
  durationMinutes: number;
}

export interface PlannedCompanyService {
  serviceId: number;
  basePriceCents: number;
  baseDurationMinutes: number;
  serviceCallPriceCents: number;
  serviceCallDurationMinutes: number;
  subServiceIds: number[];
  priceList: PlannedPriceItem[];
}

export interface PlannedSchedule {
  dayOfWeek: number;
  startTime: string;
}

export interface PlannedCompany {
  seed: CompanySeed;
  index: number;
  slug: string;
  city: string;
  phoneNumber: string;
  email: string;
  tags: string[];
  hasPhotos: boolean;
  isLicensed: boolean;
  isInsured: boolean;
  active: boolean;
  zipCodes: Set<string>;
  services: PlannedCompanyService[];
  schedules: PlannedSchedule[];
  /** Minutes between start times in the calendar. */
  slotIntervalMinutes: number;
}

function roundPrice(cents: number): number {
  if (cents === 0) return 0;
  // Whole dollars; big jobs to the nearest $10.
  return cents >= 100_000 ? Math.round(cents / 1000) * 1000 : Math.max(100, Math.round(cents / 100) * 100);
}

function planPriceList(serviceId: number, rng: Rng): PlannedPriceItem[] {
  const level = rng.between(0.84, 1.16);
  const speed = rng.pick([-30, 0, 0, 30]);
  return valuesOfService(serviceId).map((v) => {
    if (v.isServiceCall) return { featureValueId: v.id, priceCents: 0, durationMinutes: 0 };
    const factor = Math.min(1.25, Math.max(0.75, level * rng.between(0.93, 1.07)));
    let minutes = v.baseMinutes;
    if (minutes >= 120 && minutes < 480) minutes += speed;
    return { featureValueId: v.id, priceCents: roundPrice(v.basePriceCents * factor), durationMinutes: minutes };
  });
}

function planSchedules(seed: CompanySeed, rng: Rng): { schedules: PlannedSchedule[]; interval: number } {
  const outdoor = seed.services.some((s) => s === P.Landscaping || s === P.PoolService);
  const startHour = outdoor ? rng.pick([6, 7]) : rng.pick([7, 8, 8]);
  const endHour = outdoor ? rng.pick([15, 16]) : rng.pick([16, 17, 18]);
  const interval = rng.pick([60, 60, 90, 120]);
  const days = rng.chance(0.7) ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5];
  if (seed.worksSunday) days.unshift(0);
  const times: string[] = [];
  for (let m = startHour * 60; m + 60 <= endHour * 60; m += interval) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`);
  }
  const schedules: PlannedSchedule[] = [];
  for (const day of days) {
    // Saturdays and Sundays end early.
    const dayTimes = day === 0 || day === 6 ? times.filter((t) => t < '13:00:00') : times;
    for (const startTime of dayTimes) schedules.push({ dayOfWeek: day, startTime });
  }
  return { schedules, interval };
}

function isLasVegasOrHenderson(zip: ZipCodeSeed): boolean {
  return zip.city === 'Las Vegas' || zip.city === 'Henderson';
}

/** Builds the whole plan. Pure: the same data and seed give the same plan. */
export function planCompanies(): PlannedCompany[] {
  const rng = createRng('upkeep-companies');
  const planned: PlannedCompany[] = COMPANIES.map((seed, index) => {
    const home = zipByCode(seed.zipCode);
    const slug = slugOf(seed.name);
    const isLicensed = seed.licensed ?? true;
    const isInsured = seed.insured ?? true;
    const { schedules, interval } = planSchedules(seed, rng);
    const services = seed.services.map((serviceId): PlannedCompanyService => {
      const eco = required(ECONOMICS[serviceId], `economics of service ${serviceId}`);
      const all = subServicesOf(serviceId).map((s) => s.id);
      let subServiceIds = seed.subServices?.filter((id) => all.includes(id)) ?? all;
      if (!seed.subServices && all.length >= 4 && rng.chance(0.35)) {
        const dropped = rng.pick(all);
        subServiceIds = all.filter((id) => id !== dropped);
      }
      const callPrice =
        eco.serviceCall[0] + Math.round(rng.int(0, (eco.serviceCall[1] - eco.serviceCall[0]) / 1000)) * 1000;
      return {
        serviceId,
        basePriceCents: roundPrice(eco.basePriceCents * rng.between(0.8, 1.2)),
        baseDurationMinutes: eco.baseDurationMinutes,
        serviceCallPriceCents: callPrice,
        serviceCallDurationMinutes: 60,
        subServiceIds,
        priceList: planPriceList(serviceId, rng),
      };
    });
    const zipCodes = new Set(SERVICED_ZIP_CODES.filter((z) => distanceKm(home, z) <= seed.radiusKm).map((z) => z.code));
    zipCodes.add(home.code);
    const area = index % 2 === 0 ? '702' : '725';
    return {
      seed,
      index,
      slug,
      city: home.city,
      phoneNumber: `${area}55501${String(index).padStart(2, '0')}`,
      email: `${slug
        .split('-')
        .filter((w) => w !== 'and')
        .slice(0, 2)
        .join('')}@example.com`,
      // What the company typed: no licence or insurance (the self-declared flags are not claims; issue 32).
      tags: seed.tags,
      hasPhotos: rng.chance(0.65),
      isLicensed,
      isInsured,
      active: seed.active ?? true,
      zipCodes,
      services,
      schedules,
      slotIntervalMinutes: interval,
    };
  });

  ensureCoverage(planned);
  return planned;
}

/**
 * Tops up coverage so that search always finds competition: for the featured services at least 3
 * active companies in every Las Vegas and Henderson zip (2 elsewhere in the valley), and at least one
 * company for every other bookable service everywhere; every sub-service of a featured service is
 * offered by at least 2 of them. The nearest companies extend their area.
 */
function ensureCoverage(planned: PlannedCompany[]): void {
  const active = planned.filter((c) => c.active);
  const bookable = Object.keys(ECONOMICS).map(Number);
  for (const serviceId of bookable) {
    const offering = active.filter((c) => c.services.some((s) => s.serviceId === serviceId));
    const featured = FEATURED_SERVICE_IDS.includes(serviceId as (typeof FEATURED_SERVICE_IDS)[number]);
    for (const zip of SERVICED_ZIP_CODES) {
      const need = featured ? (isLasVegasOrHenderson(zip) ? 3 : 2) : 1;
      const serving = offering.filter((c) => c.zipCodes.has(zip.code));
      if (serving.length < need) {
        const candidates = offering
          .filter((c) => !c.zipCodes.has(zip.code))
          .sort((a, b) => distanceKm(zipByCode(a.seed.zipCode), zip) - distanceKm(zipByCode(b.seed.zipCode), zip));
        for (const c of candidates.slice(0, need - serving.length)) c.zipCodes.add(zip.code);
      }
      if (!featured) continue;
      for (const sub of subServicesOf(serviceId)) {
        const withSub = offering.filter(
          (c) =>
            c.zipCodes.has(zip.code) &&
            c.services.some((s) => s.serviceId === serviceId && s.subServiceIds.includes(sub.id)),
        );
        if (withSub.length >= 2) continue;
        // Specialists keep their narrow list.
        const candidates = offering
          .filter((c) => c.zipCodes.has(zip.code) && !c.seed.subServices)
          .flatMap((c) => c.services.filter((s) => s.serviceId === serviceId))
          .filter((s) => !s.subServiceIds.includes(sub.id));
        for (const s of candidates.slice(0, 2 - withSub.length)) s.subServiceIds.push(sub.id);
      }
    }
  }
  for (const c of planned) for (const s of c.services) s.subServiceIds.sort((a, b) => a - b);
}
