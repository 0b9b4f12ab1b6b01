import { areaPath, ServiceId } from '@upkeep/contract';
import { compareSection, IMAGES, SEARCH_SUBTITLE } from '../../../shared/marketing/common';
import {
  type LandingPageContent,
  landingImage,
  numberSections,
  type SubServiceCard,
  type Testimonial,
} from '../../../shared/marketing/types';
import { AREA_PROFILES } from './areas';
import { buildSubPage, type GroupInfo, type SubPageCopy, subServiceCard } from './build';

const SERVICE_NAME = 'Plumbing';
/** design.md section 7: plumbing pages search Plumbing (1), never landscaping's id. */
const INFO: GroupInfo = { group: 'plumbing', serviceId: ServiceId.Plumbing, serviceName: SERVICE_NAME };
const HERO_IMAGE = landingImage('plumbing-hero', 'Illustration of a wrench and copper pipes under a kitchen sink');
const SEARCH_TITLE = 'Find a plumber near you';

const IMG = {
  drainCleaning: landingImage('drain-cleaning', 'Illustration of a drain snake clearing a clogged pipe'),
  leakDetection: landingImage('leak-detection', 'Illustration of a magnifying glass finding a leak in a pipe'),
  repairs: landingImage('repairs', 'Illustration of a wrench tightening a pipe fitting'),
  waterHeating: landingImage('water-heating', 'Illustration of a water heater tank with a pilot flame'),
};

const GROUP_TESTIMONIALS: [Testimonial, ...Testimonial[]] = [
  {
    title: 'Steve K., Henderson',
    text: 'Water was pooling under the kitchen sink on a Saturday. I compared three plumbers, booked one for that afternoon, and the leak was fixed in under an hour.',
  },
  {
    title: 'Angela M., Summerlin',
    text: 'The plumber flushed our water heater, replaced the anode rod and explained how hard water was eating it alive. Clear advice, fair price.',
  },
  {
    title: 'Luis P., North Las Vegas',
    text: 'I loved seeing the total price before I booked. No upsell, no surprise trip fee, just a clean drain and a friendly tech.',
  },
];

/** Spec 001 section 2: leak detection, drain cleaning, water heater services, repairs. */
const CAROUSEL: SubServiceCard[] = [
  subServiceCard(
    '/leak-detection',
    'Leak Detection',
    'Pinpoint hidden and slab leaks without tearing up floors and walls.',
    IMG.leakDetection,
  ),
  subServiceCard(
    '/drain-cleaning',
    'Drain Cleaning',
    'Clear slow sinks, tubs and main lines, with camera inspections when clogs come back.',
    IMG.drainCleaning,
  ),
  subServiceCard(
    '/water-heating',
    'Water Heater Services',
    'Flushes, repairs, replacements and tankless upgrades for hard-water homes.',
    IMG.waterHeating,
  ),
  subServiceCard(
    '/repairs',
    'Repairs',
    'Faucets, toilets, valves, pressure regulators and burst pipes, fixed right.',
    IMG.repairs,
  ),
];

const MAIN: LandingPageContent = {
  path: '/plumbing',
  kind: 'main',
  ...INFO,
  title: 'Plumbing Services in Las Vegas',
  description:
    'Find Las Vegas plumbers for leaks, clogged drains, water heaters and repairs. Compare prices and ratings, then book and pay online with UpKeep.',
  hero: {
    title: 'Trusted Plumbers Across Las Vegas',
    subtitle:
      'Leaks, clogs, no hot water? Compare licensed local plumbers by total price and rating, and book a visit in minutes.',
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: {
    title: 'Hard water, busy pipes, fast answers',
    text: 'Las Vegas has some of the hardest tap water in the country. Mineral scale clogs aerators and emitters, shortens the life of water heaters and wears out valves, while slab foundations hide leaks until the water bill spikes. UpKeep connects you with local plumbers who see these problems every day and fix them for good.',
  },
  sectionsTitle: 'Why book a plumber with UpKeep',
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: 'Protection from hard water',
      body: 'Scale builds up inside pipes, fixtures and tanks year after year. Plumbers can flush and descale water heaters, replace worn cartridges and install softeners or filters that protect everything downstream.',
      image: IMAGES.hardWater,
    },
    {
      title: 'Catch leaks before they become slab leaks',
      body: 'Most valley homes sit on concrete slabs, so a pinhole leak can run for months unseen. Acoustic and thermal leak detection finds the source without jackhammering the whole floor.',
      image: IMG.leakDetection,
    },
    compareSection,
  ]),
  testimonials: GROUP_TESTIMONIALS,
  carousel: { title: 'Plumbing services we offer', cards: CAROUSEL },
  areaLinks: {
    title: 'Plumbing across the valley',
    links: AREA_PROFILES.map((area) => ({ name: `Plumbing in ${area.name}`, path: areaPath('plumbing', area.slug) })),
  },
  leadForm: true,
};

const AREAS: LandingPageContent[] = AREA_PROFILES.map((area) => ({
  path: areaPath('plumbing', area.slug),
  kind: 'area',
  ...INFO,
  areaName: area.name,
  title: `Plumbing Repairs and Services in ${area.name}`,
  description: area.plumbing.description,
  hero: {
    title: `Plumbing Solutions in ${area.name}`,
    subtitle: `Describe the problem and we'll connect you with a licensed ${area.name} plumber who can fix it fast, with the price upfront.`,
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: { title: area.plumbing.introTitle, text: area.plumbing.introText },
  sectionsTitle: `Plumbing help in ${area.name}, without the hassle`,
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: `Hard-water protection for ${area.name} homes`,
      body: 'Valley water leaves scale in every pipe, fixture and tank it touches. A local plumber can flush your water heater, replace worn valves and recommend a softener or filter that fits your home.',
      image: IMAGES.hardWater,
    },
    {
      title: `Licensed plumbers who serve ${area.name}`,
      body: 'Every company you see on UpKeep works in your zip code, so help is nearby when a pipe bursts or a drain backs up, and you can read what your neighbors thought of them first.',
      image: IMAGES.localPros,
    },
    compareSection,
  ]),
  testimonials: [area.plumbing.testimonial, GROUP_TESTIMONIALS[0]],
  leadForm: true,
}));

const SUBS: SubPageCopy[] = [
  {
    path: '/drain-cleaning',
    sectionsTitle: 'How local pros clear your drains',
    title: 'Drain Cleaning in Las Vegas',
    description:
      'Drain cleaning in Las Vegas for slow sinks, clogged tubs and main sewer lines, with camera inspections and hydro jetting. Book a local plumber on UpKeep.',
    heroTitle: 'Drain Cleaning That Clears Clogs for Good',
    heroSubtitle:
      'Slow sink, gurgling toilet or a backed-up main line? Book a local plumber who finds the cause, not just the clog.',
    image: IMG.drainCleaning,
    intro: {
      title: 'More than a quick snake',
      text: 'In Las Vegas, clogs are often a mix of grease, soap and hard-water scale that narrows pipes over the years, and older homes add tree roots and sagging cast iron to the list. A professional drain cleaning clears the line and tells you why it clogged.',
    },
    sections: [
      {
        title: 'Kitchen, bath and main lines',
        body: 'From a slow bathroom sink to a main sewer line backing up into the tub, plumbers bring the right cable, cutter head or jetter for each pipe size.',
        image: IMG.drainCleaning,
      },
      {
        title: 'Camera inspections for recurring clogs',
        body: 'When a drain keeps clogging, a camera inspection shows roots, scale, bellies or broken pipe, so you pay to fix the real problem once instead of clearing it again and again.',
        image: IMG.leakDetection,
      },
      {
        title: 'Hydro jetting for scale and grease',
        body: 'High-pressure water scours built-up grease and mineral scale from the pipe walls, restoring full flow in kitchen lines and older cast-iron drains.',
        image: IMAGES.hardWater,
      },
    ],
    testimonials: [
      {
        title: 'Monica S., Paradise',
        text: 'Our shower drained slower every week. The plumber pulled out a shocking amount of hair and scale and checked every other drain while he was there.',
      },
      {
        title: 'Jeff T., Spring Valley',
        text: 'The camera showed roots in our sewer line. They jetted it that day and scheduled a liner repair for the next week. No more backups.',
      },
    ],
  },
  {
    path: '/leak-detection',
    sectionsTitle: 'How leak detection protects your home',
    title: 'Leak Detection in Las Vegas',
    description:
      'Slab and hidden leak detection in Las Vegas with acoustic and thermal tools. Find leaks before they do damage. Compare local plumbers on UpKeep.',
    heroTitle: 'Find Hidden Leaks Before They Do Damage',
    heroSubtitle:
      'Rising water bill, warm spots on the floor or the sound of running water? Book a local pro to pinpoint the leak without tearing up your home.',
    image: IMG.leakDetection,
    intro: {
      title: 'Leaks hide well in slab homes',
      text: 'Most Las Vegas homes are built on concrete slabs with water lines running underneath. Hot water lines in particular can wear through over time, and a leak can run for months before you notice. Professional leak detection finds it fast and keeps repairs small.',
    },
    sections: [
      {
        title: 'Slab leaks under desert homes',
        body: 'Warm spots on tile, a meter that moves with every tap off, or cracks in flooring can all point to a slab leak. Plumbers confirm it with a pressure test before anything is opened.',
        image: IMG.leakDetection,
      },
      {
        title: 'Non-invasive detection',
        body: 'Acoustic listening gear and thermal imaging locate the leak to within inches, so the repair opens one small patch of floor or wall instead of a whole room.',
        image: IMAGES.thermostat,
      },
      {
        title: 'Repairs and reroutes',
        body: 'Once the leak is found, your plumber can spot-repair the line or reroute it through the walls or attic, often the longer-lasting fix for older slab plumbing.',
        image: IMG.repairs,
      },
    ],
    testimonials: [
      {
        title: 'Diane L., Henderson',
        text: 'Our bathroom floor was warm and the water bill had doubled. They found a slab leak in 40 minutes and only had to open a one-foot square.',
      },
      {
        title: 'Aaron B., Centennial Hills',
        text: 'I was sure we had a big problem. Turned out to be a leaking irrigation valve. Honest diagnosis, small bill.',
      },
    ],
  },
  {
    path: '/repairs',
    sectionsTitle: 'What plumbing repairs cover',
    searchTitle: 'Find a plumber for repairs',
    title: 'Plumbing Repairs in Las Vegas',
    description:
      'Plumbing repairs in Las Vegas: faucets, toilets, valves, pressure regulators and burst pipes. Compare licensed local plumbers and book on UpKeep.',
    heroTitle: 'Plumbing Repairs Done Right the First Time',
    heroSubtitle:
      'Dripping faucet, running toilet or a pipe that just burst? Book a licensed local plumber and see the price before you commit.',
    image: IMG.repairs,
    intro: {
      title: 'Small drips, big water bills',
      text: 'A running toilet can waste hundreds of gallons a day, and hard water wears out faucet cartridges and fill valves faster here than almost anywhere. Getting repairs done early saves water, money and the cabinets under your sink.',
    },
    sections: [
      {
        title: 'Faucets, toilets and fixtures',
        body: 'Plumbers replace worn cartridges, fill valves and flappers, reseal toilets and install new fixtures, and they bring common parts so most jobs finish in one visit.',
        image: IMG.repairs,
      },
      {
        title: 'Pipes, valves and pressure regulators',
        body: 'Water pressure above 80 psi, common in hillside neighborhoods, wears out hoses and valves. A new pressure-reducing valve protects your whole system.',
        image: IMAGES.hardWater,
      },
      compareSection,
    ],
    testimonials: [
      {
        title: 'Paula R., Enterprise',
        text: 'Booked a plumber for a leaky faucet and a running toilet. Both fixed in one visit, and the price matched exactly what I saw online.',
      },
      {
        title: 'Hector G., Sunrise Manor',
        text: 'A supply line burst under the bathroom sink. They came the same afternoon, replaced every old line in the house and even checked the water heater.',
      },
    ],
  },
  {
    path: '/water-heating',
    sectionsTitle: 'Water heater services we connect you with',
    searchTitle: 'Find water heater pros near you',
    title: 'Water Heater Repair and Installation in Las Vegas',
    description:
      'Water heater repair, flushing, replacement and tankless installs in Las Vegas. Hard-water experts near you. Compare local plumbers on UpKeep.',
    heroTitle: 'Water Heater Services for Hard-Water Homes',
    heroSubtitle:
      'No hot water, rumbling tank or rusty water? Book a local pro to repair, flush or replace your water heater.',
    image: IMG.waterHeating,
    intro: {
      title: 'Hard water is tough on water heaters',
      text: 'Mineral scale settles at the bottom of tank heaters and coats tankless heat exchangers, making them work harder and wear out sooner. Regular flushing, anode checks and a timely replacement keep hot water flowing and energy bills down.',
    },
    sections: [
      {
        title: 'Flushing and anode checks',
        body: 'An annual flush clears sediment that makes tanks rumble and waste energy, and a fresh anode rod protects the tank lining from corrosion.',
        image: IMAGES.hardWater,
      },
      {
        title: 'Repairs and replacements',
        body: 'Plumbers fix thermostats, elements, gas valves and pilot assemblies, and when a tank leaks they install a properly sized, code-compliant replacement, often the same day.',
        image: IMG.waterHeating,
      },
      {
        title: 'Tankless and high-efficiency upgrades',
        body: 'Tankless and heat-pump water heaters save space and energy. Local pros size them for your household and descale tankless units so hard water does not shut them down.',
        image: IMAGES.thermostat,
      },
    ],
    testimonials: [
      {
        title: 'Rita C., Alliante',
        text: 'Our tank was 15 years old and making popping noises. They replaced it the next morning and hauled the old one away. Hot showers are back.',
      },
      {
        title: 'Sam W., Summerlin',
        text: 'The plumber descaled our tankless heater and set a reminder for next year. It had been giving us lukewarm water for months.',
      },
    ],
  },
];

const SUB_PAGES = SUBS.map((sub) => buildSubPage(INFO, sub, 'benefits'));

export const PLUMBING_PAGES: readonly LandingPageContent[] = [MAIN, ...AREAS, ...SUB_PAGES];
