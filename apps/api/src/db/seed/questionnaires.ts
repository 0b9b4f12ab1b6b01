/**
 * The questionnaire of every bookable service: its questions (features) in order, their values, which
 * sub-service each principal value means, the next-value dependencies, and a baseline price and duration
 * per value from which every company's price list is derived (companies vary it by up to ±25%).
 *
 * Dependencies: a value with `reveals` offers, in the next question, only the values whose `group` is
 * listed; a value without `reveals` offers all of them.
 */
import { ServiceId, SubServiceId } from '../../../../../packages/contract/src/catalog-ids.ts';
import { toCents } from '../../../../../packages/contract/src/cents.ts';
import { required } from '../../../../../packages/contract/src/required.ts';
import { SubServiceIdExtra } from './services.ts';

interface ValueDef {
  value: string;
  /** Baseline price in dollars, per unit of quantity. */
  price: number;
  /** Baseline minutes of work, per unit of quantity. */
  minutes?: number;
  sub?: number;
  serviceCall?: boolean;
  disclaimer?: string;
  /** Groups of the next question's values that this value reveals. */
  reveals?: string[];
  /** This value's group, for the previous question's `reveals`. */
  group?: string;
}

interface FeatureDef {
  key: string;
  question: string;
  feature: string;
  principal?: boolean;
  addOn?: boolean;
  disclaimers?: string;
  values: ValueDef[];
}

interface QuestionnaireDef {
  serviceId: number;
  features: FeatureDef[];
}

function addOn(
  key: string,
  question: string,
  feature: string,
  yesPrice: number,
  yesMinutes: number,
  disclaimers?: string,
) {
  return {
    key,
    question,
    feature,
    addOn: true,
    disclaimers,
    values: [
      { value: 'Yes', price: yesPrice, minutes: yesMinutes },
      { value: 'No', price: 0, minutes: 0 },
    ],
  } satisfies FeatureDef;
}

const S = SubServiceId;
const X = SubServiceIdExtra;

export const QUESTIONNAIRES: QuestionnaireDef[] = [
  {
    serviceId: ServiceId.Plumbing,
    features: [
      {
        key: 'service',
        question: 'What kind of plumbing help do you need?',
        feature: 'Plumbing service',
        principal: true,
        values: [
          { value: 'Drain cleaning', price: 0, sub: S.DrainCleaning, reveals: ['drain'] },
          { value: 'Leak detection', price: 0, sub: S.LeakDetection, reveals: ['leak'] },
          { value: 'Plumbing repair', price: 0, sub: S.PlumbingRepairs, reveals: ['repair'] },
          { value: 'Water heater service', price: 0, sub: S.WaterHeating, reveals: ['heater'] },
          {
            value: "I'm not sure, send a plumber to diagnose",
            price: 0,
            serviceCall: true,
            disclaimer:
              'A licensed plumber visits, finds the cause and quotes the repair on site. You pay the service call now; the repair is added only if you approve it.',
          },
        ],
      },
      {
        key: 'job',
        question: 'Tell us more about the job',
        feature: 'Job details',
        values: [
          { value: 'Kitchen sink drain', price: 149, minutes: 60, group: 'drain' },
          { value: 'Bathroom sink or tub drain', price: 129, minutes: 60, group: 'drain' },
          { value: 'Toilet clog', price: 119, minutes: 60, group: 'drain' },
          {
            value: 'Main sewer line (cleanout access)',
            price: 289,
            minutes: 120,
            group: 'drain',
            disclaimer: 'Needs an accessible cleanout. A camera inspection, if wanted, is quoted separately.',
          },
          { value: 'Visible leak at a fixture or under a sink', price: 159, minutes: 60, group: 'leak' },
          { value: 'Hidden leak or unexplained high water bill', price: 299, minutes: 120, group: 'leak' },
          {
            value: 'Suspected slab leak (warm spots, sound of running water)',
            price: 399,
            minutes: 120,
            group: 'leak',
            disclaimer: 'Detection only: the repair is quoted once the leak is located.',
          },
          { value: 'Faucet repair or replacement', price: 179, minutes: 60, group: 'repair' },
          { value: 'Toilet repair or replacement', price: 219, minutes: 90, group: 'repair' },
          { value: 'Garbage disposal repair or replacement', price: 239, minutes: 90, group: 'repair' },
          { value: 'Shut-off valve or hose bib', price: 169, minutes: 60, group: 'repair' },
          { value: 'Pressure regulator (PRV) replacement', price: 349, minutes: 120, group: 'repair' },
          { value: 'Tank water heater flush and inspection', price: 149, minutes: 60, group: 'heater' },
          { value: 'Tank water heater repair', price: 249, minutes: 90, group: 'heater' },
          {
            value: 'Tank water heater replacement (40-50 gal)',
            price: 1650,
            minutes: 240,
            group: 'heater',
            disclaimer: 'Includes haul-away of the old tank and new seismic straps; permit fees are not included.',
          },
          { value: 'Tankless water heater descaling', price: 229, minutes: 90, group: 'heater' },
        ],
      },
      {
        key: 'access',
        question: 'How easy is it to reach the plumbing?',
        feature: 'Access',
        disclaimers: 'Valley homes are built on slabs: most pipes run in walls, the attic or under the floor slab.',
        values: [
          { value: 'Easy access (under a sink, in the garage, open wall)', price: 0, minutes: 0 },
          {
            value: 'Tight access (attic, behind built-ins or tile)',
            price: 65,
            minutes: 30,
            disclaimer: 'The plumber may have to open drywall; it is patched but not painted.',
          },
        ],
      },
      addOn(
        'pressure',
        'Add a whole-home water pressure check?',
        'Pressure check',
        49,
        30,
        'Pressure above 80 psi wears out fixtures and water heaters; many valley neighbourhoods are well above it.',
      ),
    ],
  },
  {
    serviceId: ServiceId.HomeCleaning,
    features: [
      {
        key: 'service',
        question: 'What type of cleaning do you need?',
        feature: 'Cleaning type',
        principal: true,
        values: [
          { value: 'Standard cleaning', price: 0, sub: X.StandardCleaning },
          {
            value: 'Deep cleaning',
            price: 25,
            minutes: 15,
            sub: X.DeepCleaning,
            disclaimer:
              'Recommended for a first visit, or when the home has not been cleaned professionally in 3 months.',
          },
          {
            value: 'Move-in / move-out cleaning',
            price: 35,
            minutes: 15,
            sub: X.MoveInOutCleaning,
            disclaimer: 'The rooms should be empty of furniture and belongings.',
          },
          {
            value: "I'm not sure, have a cleaner walk through and quote",
            price: 0,
            serviceCall: true,
            disclaimer: 'A cleaner visits for about 30 minutes and quotes a cleaning plan for the whole home.',
          },
        ],
      },
      {
        key: 'room',
        question: 'Which room is this?',
        feature: 'Room',
        values: [
          { value: 'Bedroom', price: 35, minutes: 30 },
          { value: 'Bathroom', price: 45, minutes: 30, reveals: ['small', 'medium'] },
          { value: 'Kitchen', price: 60, minutes: 60 },
          { value: 'Living or family room', price: 40, minutes: 30 },
          { value: 'Home office', price: 30, minutes: 30, reveals: ['small', 'medium'] },
          { value: 'Laundry room', price: 25, minutes: 30, reveals: ['small'] },
        ],
      },
      {
        key: 'size',
        question: 'How big is the room?',
        feature: 'Room size',
        values: [
          { value: 'Small (under 150 sq ft)', price: 0, minutes: 0, group: 'small' },
          { value: 'Medium (150 to 300 sq ft)', price: 15, minutes: 0, group: 'medium' },
          { value: 'Large (over 300 sq ft)', price: 30, minutes: 15, group: 'large' },
        ],
      },
      addOn(
        'appliances',
        'Clean inside the appliances and cabinets of this room?',
        'Inside appliances and cabinets',
        30,
        30,
        'Oven, refrigerator and cabinet interiors. Please empty the refrigerator before the visit.',
      ),
      addOn('windows', 'Add interior window washing?', 'Interior windows', 20, 15),
    ],
  },
  {
    serviceId: ServiceId.Landscaping,
    features: [
      {
        key: 'service',
        question: 'What landscaping service do you need?',
        feature: 'Landscaping service',
        principal: true,
        values: [
          { value: 'Artificial turf installation', price: 0, sub: S.ArtificialTurf, reveals: ['turf'] },
          { value: 'Irrigation and drip system work', price: 0, sub: S.Irrigation, reveals: ['irrigation'] },
          { value: 'Landscape design', price: 0, sub: S.LandscapingDesign, reveals: ['design'] },
          { value: 'General yard maintenance', price: 0, sub: S.GeneralMaintenance, reveals: ['maintenance'] },
          { value: 'Mulch, rock and ground cover', price: 0, sub: S.Mulching, reveals: ['mulch'] },
          { value: 'Tree removal', price: 0, sub: S.TreeRemoval, reveals: ['removal'] },
          { value: 'Tree, palm and shrub trimming', price: 0, sub: S.Trimming, reveals: ['trimming'] },
          {
            value: "I'm not sure, have a landscaper assess the yard",
            price: 0,
            serviceCall: true,
            disclaimer: 'A landscaper walks the yard with you and quotes the work; the visit fee is the service call.',
          },
        ],
      },
      {
        key: 'size',
        question: 'How big is the job?',
        feature: 'Job size',
        values: [
          { value: 'Turf: up to 250 sq ft', price: 2950, minutes: 360, group: 'turf' },
          {
            value: 'Turf: 250 to 500 sq ft',
            price: 5400,
            minutes: 480,
            group: 'turf',
            disclaimer:
              'Includes removing existing grass or rock, a compacted base and infill. Check the Southern Nevada Water Authority rebate before you start.',
          },
          { value: 'Turf: 500 to 1,000 sq ft', price: 9600, minutes: 480, group: 'turf' },
          { value: 'Repair 1 to 3 sprinkler or drip heads', price: 129, minutes: 60, group: 'irrigation' },
          { value: 'Repair a zone valve or replace a controller', price: 189, minutes: 90, group: 'irrigation' },
          { value: 'Convert one spray zone to drip', price: 449, minutes: 180, group: 'irrigation' },
          { value: 'New drip system, up to 6 zones', price: 1450, minutes: 420, group: 'irrigation' },
          { value: 'Front yard design plan', price: 450, minutes: 120, group: 'design' },
          {
            value: 'Front and back yard design plan',
            price: 850,
            minutes: 180,
            group: 'design',
            disclaimer:
              'A site visit, a scaled plan and a desert-adapted plant list. Installation is quoted separately.',
          },
          { value: 'Small yard (under 2,000 sq ft)', price: 89, minutes: 60, group: 'maintenance' },
          { value: 'Medium yard (2,000 to 5,000 sq ft)', price: 129, minutes: 90, group: 'maintenance' },
          { value: 'Large yard (over 5,000 sq ft)', price: 189, minutes: 150, group: 'maintenance' },
          { value: 'Up to 2 cubic yards of mulch or rock', price: 249, minutes: 120, group: 'mulch' },
          { value: '3 to 5 cubic yards of mulch or rock', price: 529, minutes: 240, group: 'mulch' },
          { value: '6 to 10 cubic yards of mulch or rock', price: 949, minutes: 360, group: 'mulch' },
          { value: 'Small tree (under 15 ft)', price: 349, minutes: 120, group: 'removal' },
          { value: 'Medium tree (15 to 30 ft)', price: 749, minutes: 240, group: 'removal' },
          {
            value: 'Large tree (over 30 ft)',
            price: 1450,
            minutes: 420,
            group: 'removal',
            disclaimer:
              'Trees near power lines or the house may need a crane; the company confirms after seeing photos.',
          },
          { value: 'Up to 5 shrubs', price: 99, minutes: 60, group: 'trimming' },
          { value: '6 to 15 shrubs', price: 179, minutes: 120, group: 'trimming' },
          { value: 'One tree under 20 ft', price: 149, minutes: 90, group: 'trimming' },
          { value: 'One tree over 20 ft', price: 329, minutes: 180, group: 'trimming' },
          { value: 'One palm tree (skinning and frond removal)', price: 189, minutes: 90, group: 'trimming' },
        ],
      },
      {
        key: 'access',
        question: 'How easy is it to reach the work area?',
        feature: 'Yard access',
        values: [
          { value: 'Front yard or open side yard', price: 0, minutes: 0 },
          { value: 'Backyard with a gate at least 36 in. wide', price: 0, minutes: 0 },
          {
            value: 'Backyard reachable only through the house or garage',
            price: 75,
            minutes: 60,
            disclaimer: 'Material and debris are carried by hand; the crew lays floor protection.',
          },
        ],
      },
      addOn(
        'haul',
        'Haul away green waste and debris?',
        'Green waste haul-away',
        75,
        30,
        'Without haul-away, debris is bagged and left at the curb for your regular pickup.',
      ),
      addOn('weeds', 'Add a pre-emergent weed treatment?', 'Pre-emergent treatment', 65, 30),
    ],
  },
  {
    serviceId: ServiceId.PoolService,
    features: [
      {
        key: 'service',
        question: 'What does your pool need?',
        feature: 'Pool service',
        principal: true,
        values: [
          {
            value: 'Weekly cleaning and chemicals (first month)',
            price: 149,
            minutes: 30,
            sub: X.WeeklyPoolService,
            reveals: ['size'],
          },
          { value: 'Green pool cleanup', price: 349, minutes: 180, sub: X.GreenPoolCleanup, reveals: ['size'] },
          { value: 'Pump, filter or heater repair', price: 0, sub: X.PoolEquipmentRepair, reveals: ['equipment'] },
          {
            value: 'Drain and acid wash',
            price: 399,
            minutes: 300,
            sub: X.DrainAndAcidWash,
            reveals: ['size'],
            disclaimer: 'Pools are drained only when it is cool enough (below about 85°F); summer dates may move.',
          },
          {
            value: "I'm not sure, send a pool technician",
            price: 0,
            serviceCall: true,
            disclaimer: 'A technician inspects the pool and equipment and quotes what it needs.',
          },
        ],
      },
      {
        key: 'details',
        question: 'Tell us about the pool',
        feature: 'Pool details',
        values: [
          { value: 'Small pool (under 12,000 gallons)', price: 0, minutes: 0, group: 'size' },
          { value: 'Medium pool (12,000 to 20,000 gallons)', price: 40, minutes: 30, group: 'size' },
          { value: 'Large pool (over 20,000 gallons)', price: 85, minutes: 60, group: 'size' },
          { value: 'Pump or motor', price: 295, minutes: 120, group: 'equipment' },
          { value: 'Filter cleaning or cartridge replacement', price: 189, minutes: 90, group: 'equipment' },
          { value: 'Heater or heat pump', price: 249, minutes: 120, group: 'equipment' },
          { value: 'Automation, timer or controller', price: 179, minutes: 90, group: 'equipment' },
        ],
      },
      {
        key: 'spa',
        question: 'Does the pool have a spa?',
        feature: 'Spa',
        values: [
          { value: 'No spa', price: 0, minutes: 0 },
          { value: 'Attached spa', price: 35, minutes: 30 },
          { value: 'Separate spa', price: 60, minutes: 30 },
        ],
      },
      addOn(
        'salt',
        'Add a salt cell cleaning?',
        'Salt cell cleaning',
        65,
        30,
        'For saltwater pools only. Hard valley water scales salt cells within a few months.',
      ),
    ],
  },
  {
    serviceId: ServiceId.PestControl,
    features: [
      {
        key: 'service',
        question: 'What pest problem do you have?',
        feature: 'Pest',
        principal: true,
        values: [
          {
            value: 'General pests (ants, roaches, spiders, crickets)',
            price: 89,
            minutes: 60,
            sub: X.GeneralPestControl,
            reveals: ['one', 'quarterly', 'monthly'],
          },
          {
            value: 'Scorpions',
            price: 129,
            minutes: 60,
            sub: X.ScorpionControl,
            reveals: ['one', 'quarterly', 'monthly'],
            disclaimer:
              'Bark scorpions are common across the valley; treatment includes sealing gaps at doors and weep screeds.',
          },
          { value: 'Termites', price: 349, minutes: 180, sub: X.TermiteTreatment, reveals: ['one'] },
          {
            value: 'Rodents (roof rats, mice)',
            price: 199,
            minutes: 90,
            sub: X.RodentControl,
            reveals: ['one', 'quarterly'],
          },
          {
            value: "I'm not sure, send an inspector",
            price: 0,
            serviceCall: true,
            disclaimer: 'An inspector identifies the pest and recommends a treatment.',
          },
        ],
      },
      {
        key: 'plan',
        question: 'How often do you want treatment?',
        feature: 'Treatment plan',
        values: [
          { value: 'One-time treatment', price: 40, minutes: 0, group: 'one' },
          {
            value: 'Quarterly plan (first visit)',
            price: 0,
            minutes: 0,
            group: 'quarterly',
            disclaimer: 'Quarterly plans include free re-treatments between visits.',
          },
          { value: 'Monthly plan (first visit)', price: 0, minutes: 0, group: 'monthly' },
        ],
      },
      {
        key: 'size',
        question: 'How big is the home?',
        feature: 'Home size',
        values: [
          { value: 'Under 1,500 sq ft', price: 0, minutes: 0 },
          { value: '1,500 to 2,500 sq ft', price: 30, minutes: 0 },
          { value: '2,500 to 4,000 sq ft', price: 60, minutes: 30 },
          { value: 'Over 4,000 sq ft', price: 95, minutes: 30 },
        ],
      },
      addOn('garage', 'Add garage and attic treatment?', 'Garage and attic', 45, 30),
      addOn('webs', 'Add exterior web and wasp-nest removal?', 'Web and nest removal', 35, 30),
    ],
  },
  {
    serviceId: ServiceId.Electrician,
    features: [
      {
        key: 'service',
        question: 'What electrical work do you need?',
        feature: 'Electrical service',
        principal: true,
        values: [
          { value: 'Lighting and ceiling fans', price: 0, sub: X.LightingAndFixtures, reveals: ['lighting'] },
          { value: 'Outlets and switches', price: 0, sub: X.OutletsAndSwitches, reveals: ['outlets'] },
          {
            value: 'Panel or breaker work',
            price: 0,
            sub: X.PanelUpgrades,
            reveals: ['panel'],
            disclaimer:
              'Panel upgrades need a permit and a power shut-off scheduled with the utility; permit fees are extra.',
          },
          { value: 'EV charger installation', price: 0, sub: X.EvChargerInstallation, reveals: ['ev'] },
          {
            value: "Something isn't working, send an electrician to diagnose",
            price: 0,
            serviceCall: true,
            disclaimer:
              'For tripping breakers, dead outlets or flickering lights: the electrician finds the cause first.',
          },
        ],
      },
      {
        key: 'job',
        question: 'Tell us more about the job',
        feature: 'Job details',
        values: [
          {
            value: 'Replace a light fixture',
            price: 149,
            minutes: 60,
            group: 'lighting',
            reveals: ['low', 'vaulted', 'high'],
          },
          {
            value: 'Install a ceiling fan (existing fan-rated box)',
            price: 219,
            minutes: 90,
            group: 'lighting',
            reveals: ['low', 'vaulted', 'high'],
          },
          {
            value: 'Install a ceiling fan (new box and support)',
            price: 329,
            minutes: 120,
            group: 'lighting',
            reveals: ['low', 'vaulted', 'high'],
          },
          {
            value: 'Add up to 4 recessed lights',
            price: 549,
            minutes: 240,
            group: 'lighting',
            reveals: ['low', 'vaulted'],
          },
          { value: 'Replace up to 3 outlets or switches', price: 129, minutes: 60, group: 'outlets', reveals: ['low'] },
          { value: 'Install a GFCI outlet', price: 159, minutes: 60, group: 'outlets', reveals: ['low'] },
          { value: 'Add a new outlet', price: 249, minutes: 120, group: 'outlets', reveals: ['low'] },
          { value: 'Install a dimmer or smart switch', price: 139, minutes: 60, group: 'outlets', reveals: ['low'] },
          { value: 'Replace a breaker', price: 189, minutes: 60, group: 'panel', reveals: ['low'] },
          { value: 'Upgrade to a 200-amp panel', price: 2600, minutes: 480, group: 'panel', reveals: ['low'] },
          { value: 'Level 2 charger, panel within 25 ft', price: 649, minutes: 180, group: 'ev', reveals: ['low'] },
          {
            value: 'Level 2 charger, panel more than 25 ft away',
            price: 1050,
            minutes: 300,
            group: 'ev',
            reveals: ['low'],
            disclaimer: 'The charger itself is not included; have it on site before the visit.',
          },
        ],
      },
      {
        key: 'height',
        question: 'How high is the work?',
        feature: 'Work height',
        values: [
          { value: 'Within reach (ceiling under 9 ft)', price: 0, minutes: 0, group: 'low' },
          { value: 'Vaulted ceiling (10 to 14 ft)', price: 45, minutes: 30, group: 'vaulted' },
          {
            value: 'High ceiling or exterior eave (over 14 ft)',
            price: 95,
            minutes: 60,
            group: 'high',
            disclaimer: 'Work above 14 ft needs a tall ladder or a lift.',
          },
        ],
      },
      addOn(
        'surge',
        'Add a whole-home surge protector at the panel?',
        'Surge protector',
        289,
        60,
        'Protects appliances, the AC and electronics from summer-storm surges.',
      ),
    ],
  },
  {
    serviceId: ServiceId.Painting,
    features: [
      {
        key: 'service',
        question: 'What do you want painted?',
        feature: 'Painting type',
        principal: true,
        values: [
          { value: 'Interior walls', price: 0, sub: X.InteriorPainting, reveals: ['interior'] },
          { value: 'Exterior', price: 0, sub: X.ExteriorPainting, reveals: ['exterior'] },
          { value: 'Cabinets', price: 0, sub: X.CabinetPainting, reveals: ['cabinets'] },
          {
            value: "I'm not sure, request an on-site estimate",
            price: 0,
            serviceCall: true,
            disclaimer: 'A painter measures, suggests products and quotes the job.',
          },
        ],
      },
      {
        key: 'area',
        question: 'Which area is it?',
        feature: 'Area',
        values: [
          { value: 'Bedroom', price: 395, minutes: 240, group: 'interior' },
          { value: 'Bathroom', price: 295, minutes: 180, group: 'interior' },
          { value: 'Living or family room', price: 595, minutes: 300, group: 'interior' },
          { value: 'Kitchen (walls only)', price: 395, minutes: 240, group: 'interior' },
          { value: 'Hallway or stairway', price: 345, minutes: 240, group: 'interior' },
          {
            value: 'Single-story home exterior',
            price: 3400,
            minutes: 480,
            group: 'exterior',
            disclaimer:
              'Stucco is pressure-washed and cracks are sealed before painting. HOA colour approval is the homeowner’s responsibility.',
          },
          { value: 'Two-story home exterior', price: 4900, minutes: 480, group: 'exterior' },
          { value: 'Garage door and trim', price: 425, minutes: 180, group: 'exterior' },
          { value: 'Block wall (per 50 linear ft)', price: 395, minutes: 180, group: 'exterior' },
          { value: 'Bathroom vanity', price: 395, minutes: 240, group: 'cabinets' },
          { value: 'Kitchen cabinets (up to 20 doors)', price: 2900, minutes: 480, group: 'cabinets' },
          { value: 'Kitchen cabinets (over 20 doors)', price: 4100, minutes: 480, group: 'cabinets' },
        ],
      },
      {
        key: 'colour',
        question: 'Are you changing the colour?',
        feature: 'Colour change',
        values: [
          { value: 'Same or a similar colour', price: 0, minutes: 0 },
          {
            value: 'Light to dark or dark to light',
            price: 120,
            minutes: 60,
            disclaimer: 'A strong colour change needs a primer or an extra coat.',
          },
        ],
      },
      addOn('repair', 'Include minor drywall or stucco repair?', 'Minor repairs', 95, 60),
      addOn('furniture', 'Should the painters move and cover the furniture?', 'Furniture moving', 50, 30),
    ],
  },
  {
    serviceId: ServiceId.CarpetCleaning,
    features: [
      {
        key: 'service',
        question: 'What cleaning do you need?',
        feature: 'Cleaning type',
        principal: true,
        values: [
          { value: 'Carpet steam cleaning', price: 0, sub: X.SteamCleaning, reveals: ['steam'] },
          { value: 'Stain and pet odour removal', price: 0, sub: X.StainAndOdorRemoval, reveals: ['stain'] },
          { value: 'Upholstery cleaning', price: 0, sub: X.UpholsteryCleaning, reveals: ['upholstery'] },
          {
            value: "I'm not sure, have a technician inspect",
            price: 0,
            serviceCall: true,
            disclaimer: 'A technician tests the fibres and stains and quotes the cleaning.',
          },
        ],
      },
      {
        key: 'item',
        question: 'What are we cleaning?',
        feature: 'Item',
        values: [
          { value: 'Bedroom carpet', price: 45, minutes: 30, group: 'steam' },
          { value: 'Living or family room carpet', price: 65, minutes: 30, group: 'steam' },
          { value: 'Stairs (up to 14 steps)', price: 55, minutes: 30, group: 'steam' },
          { value: 'Hallway', price: 25, minutes: 30, group: 'steam' },
          { value: 'Spot treatment (up to 3 spots)', price: 45, minutes: 30, group: 'stain' },
          {
            value: 'Pet urine treatment (one room)',
            price: 95,
            minutes: 60,
            group: 'stain',
            disclaimer: 'Urine that reached the pad may need pad replacement, quoted on site.',
          },
          { value: 'Sofa', price: 119, minutes: 60, group: 'upholstery' },
          { value: 'Loveseat', price: 89, minutes: 30, group: 'upholstery' },
          { value: 'Sectional', price: 189, minutes: 90, group: 'upholstery' },
          { value: 'Armchair', price: 59, minutes: 30, group: 'upholstery' },
        ],
      },
      {
        key: 'condition',
        question: 'What condition is it in?',
        feature: 'Condition',
        values: [
          { value: 'Light traffic', price: 0, minutes: 0 },
          { value: 'Heavy traffic', price: 20, minutes: 0 },
          {
            value: 'Heavily soiled',
            price: 40,
            minutes: 30,
            disclaimer: 'May need two passes. Permanent stains (bleach, dye) cannot be removed.',
          },
        ],
      },
      addOn('protector', 'Add a fabric protector?', 'Fabric protector', 25, 0),
      addOn('deodorizer', 'Add a deodorizer?', 'Deodorizer', 15, 0),
    ],
  },
  {
    serviceId: ServiceId.HvacService,
    features: [
      {
        key: 'service',
        question: 'What HVAC help do you need?',
        feature: 'HVAC service',
        principal: true,
        values: [
          { value: 'Cooling: the AC is not cooling', price: 0, sub: S.Cooling, reveals: ['cooling'] },
          { value: 'Heating: the furnace or heat pump is not heating', price: 0, sub: S.Heating, reveals: ['heating'] },
          { value: 'Install or replace equipment', price: 0, sub: S.HvacInstallation, reveals: ['install'] },
          { value: 'Seasonal maintenance tune-up', price: 0, sub: S.HvacMaintenance, reveals: ['maintenance'] },
          { value: 'Repair a known problem', price: 0, sub: S.HvacRepairs, reveals: ['repair'] },
          {
            value: "I'm not sure, send a technician to diagnose",
            price: 0,
            serviceCall: true,
            disclaimer: 'The technician diagnoses the system and quotes the repair before any work starts.',
          },
        ],
      },
      {
        key: 'job',
        question: 'Tell us more about the job',
        feature: 'Job details',
        values: [
          { value: 'Refrigerant recharge (R-410A, up to 2 lb)', price: 289, minutes: 90, group: 'cooling' },
          { value: 'Capacitor or contactor replacement', price: 229, minutes: 60, group: 'cooling' },
          { value: 'Condenser fan motor replacement', price: 489, minutes: 120, group: 'cooling' },
          { value: 'Evaporator coil cleaning', price: 349, minutes: 120, group: 'cooling' },
          { value: 'Gas furnace repair', price: 249, minutes: 90, group: 'heating' },
          { value: 'Heat pump not heating', price: 279, minutes: 90, group: 'heating' },
          { value: 'Ignitor or flame sensor replacement', price: 219, minutes: 60, group: 'heating' },
          { value: 'Smart thermostat installation', price: 249, minutes: 60, group: 'install' },
          { value: 'Replace an AC condenser (3 ton)', price: 5200, minutes: 480, group: 'install' },
          {
            value: 'Replace a full system (AC and furnace, 3 ton)',
            price: 9800,
            minutes: 480,
            group: 'install',
            disclaimer: 'Includes permit, refrigerant and haul-away. Tonnage and ductwork are confirmed on site.',
          },
          { value: 'Ductless mini-split (single zone)', price: 3600, minutes: 480, group: 'install' },
          { value: 'AC tune-up', price: 119, minutes: 60, group: 'maintenance' },
          { value: 'Furnace tune-up', price: 109, minutes: 60, group: 'maintenance' },
          { value: 'AC and furnace tune-up', price: 179, minutes: 90, group: 'maintenance' },
          { value: 'Thermostat replacement', price: 219, minutes: 60, group: 'repair' },
          { value: 'Clogged condensate drain', price: 159, minutes: 60, group: 'repair' },
          { value: 'Duct repair (accessible attic)', price: 349, minutes: 120, group: 'repair' },
          { value: 'Noisy or vibrating unit', price: 249, minutes: 90, group: 'repair' },
        ],
      },
      {
        key: 'system',
        question: 'What type of system do you have?',
        feature: 'System type',
        values: [
          { value: 'Split system (outdoor condenser, indoor air handler)', price: 0, minutes: 0 },
          {
            value: 'Rooftop package unit',
            price: 60,
            minutes: 30,
            disclaimer: 'The technician needs roof access; common on older one-story valley homes.',
          },
          { value: 'Heat pump', price: 0, minutes: 0 },
          { value: 'Ductless mini-split', price: 0, minutes: 0 },
        ],
      },
      {
        key: 'age',
        question: 'How old is the system?',
        feature: 'System age',
        values: [
          { value: 'Under 5 years', price: 0, minutes: 0 },
          { value: '5 to 12 years', price: 0, minutes: 0 },
          {
            value: 'Over 12 years',
            price: 0,
            minutes: 0,
            disclaimer:
              'Older systems may use R-22 refrigerant, which is no longer produced; recharges are quoted on site.',
          },
          { value: "I don't know", price: 0, minutes: 0 },
        ],
      },
      addOn(
        'filter',
        'Replace the air filter(s) during the visit?',
        'Air filter replacement',
        35,
        0,
        'Valley dust clogs filters quickly: replace them every one to two months in summer.',
      ),
    ],
  },
];

// ---------------------------------------------------------------- rows with explicit ids

export interface FeatureRow {
  id: number;
  serviceId: number;
  subServiceId: number | null;
  question: string;
  feature: string;
  sortOrder: number;
  isAddOn: boolean;
  isPrincipal: boolean;
  disclaimers: string | null;
  /** Seed-only: the key used to find the feature in the seed. */
  key: string;
}

export interface FeatureValueRow {
  id: number;
  featureId: number;
  value: string;
  sortOrder: number;
  active: boolean;
  isServiceCall: boolean;
  disclaimer: string | null;
  subServiceId: number | null;
  /** Seed-only: baseline price in cents and minutes, per unit. */
  basePriceCents: number;
  baseMinutes: number;
  serviceId: number;
}

export interface DependencyRow {
  valueId: number;
  nextValueId: number;
}

function build() {
  const features: FeatureRow[] = [];
  const values: FeatureValueRow[] = [];
  const dependencies: DependencyRow[] = [];
  let featureId = 0;
  let valueId = 0;
  for (const q of QUESTIONNAIRES) {
    const idsByFeature: { def: ValueDef; id: number }[][] = [];
    q.features.forEach((f, index) => {
      featureId++;
      features.push({
        id: featureId,
        serviceId: q.serviceId,
        subServiceId: null,
        question: f.question,
        feature: f.feature,
        sortOrder: index + 1,
        isAddOn: f.addOn ?? false,
        isPrincipal: f.principal ?? false,
        disclaimers: f.disclaimers ?? null,
        key: f.key,
      });
      const ids: { def: ValueDef; id: number }[] = [];
      f.values.forEach((v, vIndex) => {
        valueId++;
        ids.push({ def: v, id: valueId });
        values.push({
          id: valueId,
          featureId,
          value: v.value,
          sortOrder: vIndex + 1,
          active: true,
          isServiceCall: v.serviceCall ?? false,
          disclaimer: v.disclaimer ?? null,
          subServiceId: v.sub ?? null,
          basePriceCents: toCents(v.price),
          baseMinutes: v.minutes ?? 0,
          serviceId: q.serviceId,
        });
      });
      idsByFeature.push(ids);
    });
    for (const [i, current] of idsByFeature.slice(0, -1).entries()) {
      const next = idsByFeature[i + 1] ?? [];
      for (const { def, id } of current) {
        const reveals = def.reveals;
        if (!reveals) continue;
        const revealed = next.filter((n) => n.def.group && reveals.includes(n.def.group));
        if (revealed.length === 0) throw new Error(`value "${def.value}" reveals nothing`);
        for (const n of revealed) dependencies.push({ valueId: id, nextValueId: n.id });
      }
    }
  }
  return { features, values, dependencies };
}

const built = build();
export const FEATURES: FeatureRow[] = built.features;
export const FEATURE_VALUES: FeatureValueRow[] = built.values;
export const FEATURE_VALUE_DEPENDENCIES: DependencyRow[] = built.dependencies;

export function valuesOfService(serviceId: number): FeatureValueRow[] {
  return FEATURE_VALUES.filter((v) => v.serviceId === serviceId);
}

/** A value by service, feature key and value text (exact). Throws when missing, so typos fail the seed. */
export function findValue(serviceId: number, featureKey: string, value: string): FeatureValueRow {
  const feature = FEATURES.find((f) => f.serviceId === serviceId && f.key === featureKey);
  const found = feature && FEATURE_VALUES.find((v) => v.featureId === feature.id && v.value === value);
  if (!found) throw new Error(`no value "${value}" in feature ${featureKey} of service ${serviceId}`);
  return found;
}

export function featureOf(value: FeatureValueRow): FeatureRow {
  return required(
    FEATURES.find((f) => f.id === value.featureId),
    `feature ${value.featureId}`,
  );
}
