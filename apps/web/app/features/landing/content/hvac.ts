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

const SERVICE_NAME = 'HVAC';
/** design.md section 7: HVAC pages search HVAC Service (15), never 4 or 13. */
const INFO: GroupInfo = { group: 'hvac', serviceId: ServiceId.HvacService, serviceName: SERVICE_NAME };
const HERO_IMAGE = landingImage('hvac-hero', 'Illustration of an air conditioner condenser beside a desert home');
const SEARCH_TITLE = 'Find an HVAC pro near you';

/** Spec 001 section 2: the description of every HVAC neighbourhood page. */
export const HVAC_AREA_DESCRIPTION =
  'Ensure your HVAC system runs efficiently. Book professionals for maintenance, repairs, installation, and system upgrades today!';

/**
 * The spec's description is the same on all ten pages; search engines want each page's own, so the
 * area is named after the spec's sentence (issue 14).
 */
export const hvacAreaDescription = (area: string) => `${HVAC_AREA_DESCRIPTION} Serving ${area}.`;

export const hvacAreaTitle = (area: string) => `HVAC Maintenance and Repairs in ${area}`;
export const hvacAreaHeroTitle = (area: string) => `HVAC Solutions in ${area}`;

const IMG = {
  cooling: landingImage('cooling', 'Illustration of an air conditioner blowing cool air with snowflakes'),
  heating: landingImage('heating', 'Illustration of a furnace with a warm flame'),
  installation: landingImage('installation', 'Illustration of a new condenser unit being installed on a pad'),
  maintenance: landingImage('maintenance', 'Illustration of a technician checklist next to an HVAC unit'),
  repairs: landingImage('hvac-repairs', 'Illustration of a wrench and gauges on an air conditioner'),
};

const GROUP_TESTIMONIALS: [Testimonial, ...Testimonial[]] = [
  {
    title: 'Michelle A., Henderson',
    text: 'Our AC stopped cooling on a 114-degree Sunday. I compared two companies on UpKeep, booked the earliest slot and had cold air again by dinner.',
  },
  {
    title: 'Robert L., Summerlin',
    text: 'The spring tune-up found a weak capacitor before it failed. Fifteen-minute fix instead of a July emergency call.',
  },
  {
    title: 'Grace T., Enterprise',
    text: 'Replacing our 18-year-old system felt overwhelming. Seeing the quotes and ratings side by side made the choice easy, and our bills dropped right away.',
  },
];

/** Spec 001 section 2: Heating, Cooling, Repairs, Installation, Maintenance and their destinations. */
const CAROUSEL: SubServiceCard[] = [
  subServiceCard('/heating', 'Heating', 'Furnace and heat pump service for chilly desert nights.', IMG.heating),
  subServiceCard(
    '/cooling',
    'Cooling',
    'AC service and repairs that keep you cool through 110-degree summers.',
    IMG.cooling,
  ),
  subServiceCard(
    '/hvac-repairs',
    'Repairs',
    'Fast diagnosis and repair of capacitors, motors, leaks and more.',
    IMG.repairs,
  ),
  subServiceCard(
    '/installation',
    'Installation',
    'Right-sized, high-efficiency systems installed to code.',
    IMG.installation,
  ),
  subServiceCard(
    '/maintenance',
    'Maintenance',
    'Seasonal tune-ups that prevent breakdowns and lower your bills.',
    IMG.maintenance,
  ),
];

const MAIN: LandingPageContent = {
  path: '/hvac',
  kind: 'main',
  ...INFO,
  title: 'HVAC Services in Las Vegas',
  description:
    'Book Las Vegas HVAC pros for AC repair, tune-ups, heating and new installations. Compare local companies by price and rating with UpKeep.',
  hero: {
    title: 'Stay Cool All Summer with Las Vegas HVAC Pros',
    subtitle:
      'From a quick AC tune-up to a brand-new system, compare trusted local HVAC companies and book the right technician in minutes.',
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: {
    title: 'Your AC works harder here than almost anywhere',
    text: 'Las Vegas systems run nearly nonstop from May to October, pulling desert dust through filters and coils the whole time. A neglected system can lose up to 20% of its efficiency, and a breakdown in July is more than an inconvenience. UpKeep makes it easy to keep your system tuned and to find help fast when something goes wrong.',
  },
  sectionsTitle: 'Why book HVAC service with UpKeep',
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: 'Tune-ups that pay for themselves',
      body: 'Clean coils, fresh filters and correct refrigerant levels can save up to 20% on cooling costs. A spring tune-up also catches weak capacitors and worn motors before the first heat wave.',
      image: IMAGES.airFilter,
    },
    {
      title: 'Fast help when the AC quits',
      body: 'When it is 110 degrees outside, waiting days for a call-back is not an option. See which local companies have open slots and book the earliest one that works for you.',
      image: IMG.repairs,
    },
    compareSection,
  ]),
  testimonials: GROUP_TESTIMONIALS,
  carousel: { title: 'HVAC services we offer', cards: CAROUSEL },
  areaLinks: {
    title: 'HVAC service across the valley',
    links: AREA_PROFILES.map((area) => ({ name: `HVAC in ${area.name}`, path: areaPath('hvac', area.slug) })),
  },
  leadForm: true,
};

const AREAS: LandingPageContent[] = AREA_PROFILES.map((area) => ({
  path: areaPath('hvac', area.slug),
  kind: 'area',
  ...INFO,
  areaName: area.name,
  title: hvacAreaTitle(area.name),
  description: hvacAreaDescription(area.name),
  hero: {
    title: hvacAreaHeroTitle(area.name),
    subtitle: `Tell us what your system needs and we'll connect you to the right HVAC expert in ${area.name}, fast.`,
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: { title: area.hvac.introTitle, text: area.hvac.introText },
  sectionsTitle: `Heating and cooling in ${area.name}, handled`,
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: `Maintenance that keeps ${area.name} cool`,
      body: 'Dust, heat and long run times wear systems down. A seasonal tune-up cleans coils, checks refrigerant and electrical parts and can recover up to 20% of lost efficiency.',
      image: IMAGES.airFilter,
    },
    {
      title: `HVAC experts who serve ${area.name}`,
      body: 'Every company you see on UpKeep works in your zip code, so a technician is close by when you need a repair, a second opinion or a new system.',
      image: IMAGES.localPros,
    },
    compareSection,
  ]),
  testimonials: [area.hvac.testimonial, GROUP_TESTIMONIALS[0]],
  leadForm: true,
}));

const SUBS: SubPageCopy[] = [
  {
    path: '/cooling',
    sectionsTitle: 'Cooling services, step by step',
    searchTitle: 'Find AC pros near you',
    title: 'AC and Cooling Services in Las Vegas',
    description:
      'AC service, repair and tune-ups in Las Vegas. Keep your home cool through triple-digit summers. Compare local HVAC companies and book on UpKeep.',
    heroTitle: 'Air Conditioning Service for Desert Summers',
    heroSubtitle:
      'Warm air from the vents, a unit that runs nonstop or rising bills? Book a local cooling expert and get comfortable again.',
    image: IMG.cooling,
    intro: {
      title: 'Cooling is not optional in Las Vegas',
      text: 'With months of triple-digit days and nights that barely dip below 85, your air conditioner is the most important appliance in the house. Professional cooling service keeps it running efficiently and catches problems before they leave you sweating.',
    },
    sections: [
      {
        title: 'Inspect and diagnose',
        body: 'A technician checks airflow, refrigerant pressure, capacitors and contactors, and measures the temperature drop across the coil to see how well your system is really cooling.',
        image: IMG.cooling,
      },
      {
        title: 'Clean coils and clear drains',
        body: 'Desert dust packs condenser coils and clogs condensate lines, especially after monsoon storms. Cleaning them restores capacity and prevents water damage.',
        image: IMAGES.airFilter,
      },
      {
        title: 'Tune for efficiency',
        body: 'Correct refrigerant charge, tightened connections and a programmed thermostat can lower your summer bills and extend the life of the compressor.',
        image: IMAGES.thermostat,
      },
    ],
    testimonials: [
      {
        title: 'Jessica H., Paradise',
        text: 'Our AC ran all day and the house never dropped below 82. The tech found a dirty coil and low refrigerant, and now it cycles like it should.',
      },
      {
        title: 'Tony M., North Las Vegas',
        text: 'Booked at 9 am, technician here by noon. Capacitor replaced, cold air by 1. I did not know booking could be this easy.',
      },
    ],
  },
  {
    path: '/heating',
    sectionsTitle: 'Heating services, step by step',
    title: 'Heating Repair and Furnace Service in Las Vegas',
    description:
      'Furnace and heat pump service, repair and tune-ups in Las Vegas. Stay warm on chilly desert nights. Compare local HVAC pros and book on UpKeep.',
    heroTitle: 'Warm, Reliable Heating for Desert Winters',
    heroSubtitle:
      'Desert nights drop near freezing in winter. Book a local pro to service or repair your furnace or heat pump before the cold sets in.',
    image: IMG.heating,
    intro: {
      title: 'Yes, Las Vegas needs heat too',
      text: 'Winter nights in the valley regularly dip into the 30s, and higher neighborhoods like Summerlin and Centennial Hills get colder still. Heat pumps and furnaces that sat idle all summer need a check before they are asked to work again.',
    },
    sections: [
      {
        title: 'Safety check first',
        body: 'For gas furnaces, technicians inspect the heat exchanger, burners and venting and test for carbon monoxide, so your family stays safe all winter.',
        image: IMG.heating,
      },
      {
        title: 'Heat pump and defrost service',
        body: 'Heat pumps handle most valley winters well when their reversing valve, defrost controls and backup heat strips work as they should. A tune-up confirms they do.',
        image: IMAGES.thermostat,
      },
      {
        title: 'Repairs before the cold snap',
        body: 'Igniters, flame sensors and blower motors are the usual suspects. Fixing them in the fall beats waiting for a technician on the coldest night of the year.',
        image: IMG.repairs,
      },
    ],
    testimonials: [
      {
        title: 'Carol B., Boulder City',
        text: 'The furnace would not light on the first cold night. The technician replaced the flame sensor and checked the whole system in under an hour.',
      },
      {
        title: 'Nate R., Centennial Hills',
        text: 'Our heat pump kept switching to emergency heat and our bill shot up. They found a bad defrost sensor. Fixed the same day.',
      },
    ],
  },
  {
    path: '/installation',
    sectionsTitle: 'How a new system is installed',
    searchTitle: 'Find HVAC installers near you',
    title: 'HVAC Installation in Las Vegas',
    description:
      'New AC, heat pump and furnace installation in Las Vegas. Right-sized, high-efficiency systems installed to code. Compare local installers on UpKeep.',
    heroTitle: 'New HVAC Systems Installed Right',
    heroSubtitle:
      'Replacing an aging system or adding comfort to a new space? Compare local installers and book a visit for an accurate quote.',
    image: IMG.installation,
    intro: {
      title: 'The right system for a desert home',
      text: 'Most valley systems last 12 to 15 years under the strain of our summers. When it is time to replace yours, a proper load calculation, efficient equipment and a careful installation matter more than the brand on the box.',
    },
    sections: [
      {
        title: 'Size it for your home',
        body: 'Installers calculate the cooling load of your home, including windows, insulation and sun exposure, so the new system is neither undersized nor short-cycling.',
        image: IMAGES.desertSun,
      },
      {
        title: 'Choose efficient equipment',
        body: 'High-SEER2 air conditioners and modern heat pumps use far less energy than 15-year-old units. Ask your installer about utility rebates and federal tax credits.',
        image: IMG.installation,
      },
      {
        title: 'Install to code and test',
        body: 'A quality install includes a new pad, sealed connections, the correct refrigerant charge, a permit where required and a full performance test before the crew leaves.',
        image: IMG.maintenance,
      },
    ],
    testimonials: [
      {
        title: 'Laura P., Spring Valley',
        text: 'Three quotes in one place, all with ratings. We chose a local company and the install crew finished in a day and left the attic cleaner than they found it.',
      },
      {
        title: 'Mike D., Henderson',
        text: 'Our new heat pump is quieter, cools faster and our first summer bill was 30% lower than the year before.',
      },
    ],
  },
  {
    path: '/maintenance',
    sectionsTitle: 'What a maintenance visit covers',
    searchTitle: 'Book an HVAC tune-up near you',
    title: 'HVAC Maintenance and Tune-Ups in Las Vegas',
    description:
      'HVAC maintenance and seasonal tune-ups in Las Vegas. Prevent breakdowns and save up to 20% on energy. Compare local HVAC pros and book on UpKeep.',
    heroTitle: 'HVAC Maintenance That Prevents Breakdowns',
    heroSubtitle:
      'A little care in spring and fall keeps your system efficient all year. Book a tune-up with a trusted local technician.',
    image: IMG.maintenance,
    intro: {
      title: 'The cheapest repair is the one you avoid',
      text: 'Dust storms, monsoon humidity and months of nonstop cooling take a toll. Twice-yearly maintenance keeps your system at peak efficiency, protects your warranty and finds small problems before they turn into emergency calls.',
    },
    sections: [
      {
        title: 'Replace filters and clean coils',
        body: 'A clogged filter and a dusty coil can cut efficiency by up to 20%. Technicians replace filters, wash the condenser and check the evaporator coil.',
        image: IMAGES.airFilter,
      },
      {
        title: 'Test electrical parts and refrigerant',
        body: 'Capacitors and contactors wear fastest in the heat. Testing them, along with refrigerant pressure, catches failing parts before they leave you without cooling.',
        image: IMG.maintenance,
      },
      {
        title: 'Check airflow and thermostat',
        body: 'Technicians clear condensate drains, check duct airflow and calibrate your thermostat, so every room gets the comfort you are paying for.',
        image: IMAGES.thermostat,
      },
    ],
    testimonials: [
      {
        title: 'Kathy W., Alliante',
        text: 'I book a tune-up every April and October through UpKeep. Eight years on the same system and not a single breakdown.',
      },
      {
        title: 'Ben S., Summerlin',
        text: 'The technician showed me photos of our coil before and after cleaning. Our bill dropped noticeably the next month.',
      },
    ],
  },
  {
    path: '/hvac-repairs',
    sectionsTitle: 'How HVAC repairs work',
    searchTitle: 'Find an HVAC repair pro near you',
    title: 'HVAC Repair in Las Vegas',
    description:
      'Fast HVAC and AC repair in Las Vegas: capacitors, motors, refrigerant leaks and more. Compare local HVAC companies by price and rating on UpKeep.',
    heroTitle: 'Fast HVAC Repairs When You Need Them',
    heroSubtitle:
      'No cooling, strange noises or a system that will not turn on? Book a local technician with an open slot today.',
    image: IMG.repairs,
    intro: {
      title: 'Back to comfort, quickly',
      text: 'When your system fails during a Las Vegas summer, every hour counts. UpKeep shows you which local companies can come soonest and what they charge, so you can book a qualified technician without a round of phone calls.',
    },
    sections: [
      {
        title: 'Pinpoint the problem',
        body: 'Technicians test capacitors, contactors, motors, refrigerant pressure and controls to find the real cause, not just the symptom.',
        image: IMG.repairs,
      },
      {
        title: 'Repair with the right parts',
        body: 'Most companies carry common parts such as capacitors, contactors and fan motors on the truck, so many repairs are finished on the first visit.',
        image: IMG.maintenance,
      },
      {
        title: 'Test and prevent the next failure',
        body: 'After the repair, your technician checks the whole system and tells you honestly whether anything else is close to failing, and whether repair or replacement makes more sense.',
        image: IMG.cooling,
      },
    ],
    testimonials: [
      {
        title: 'Erica J., Sunrise Manor',
        text: 'Loud buzzing and no cold air. The tech diagnosed a failed contactor in ten minutes and had it replaced right there.',
      },
      {
        title: 'Paul K., Enterprise',
        text: 'Another company wanted to replace our whole system. The technician I found on UpKeep fixed a refrigerant leak instead, for a fraction of the price.',
      },
    ],
  },
];

/** Spec 001 section 2: HVAC sub-service pages show three numbered blocks with alternating image sides. */
const SUB_PAGES = SUBS.map((sub) => buildSubPage(INFO, sub, 'numbered'));

export const HVAC_PAGES: readonly LandingPageContent[] = [MAIN, ...AREAS, ...SUB_PAGES];
