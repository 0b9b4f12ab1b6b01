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

const SERVICE_NAME = 'Landscaping';
const INFO: GroupInfo = { group: 'landscaping', serviceId: ServiceId.Landscaping, serviceName: SERVICE_NAME };
const HERO_IMAGE = landingImage(
  'landscaping-hero',
  'Illustration of a desert-landscaped home with palms, agave and rock',
);
const SEARCH_TITLE = 'Find a landscaper near you';

const IMG = {
  artificialTurf: landingImage(
    'artificial-turf',
    'Illustration of a green artificial lawn in a walled desert backyard',
  ),
  irrigation: landingImage('irrigation', 'Illustration of drip irrigation lines watering desert shrubs'),
  design: landingImage('landscaping-design', 'Illustration of a xeriscape plan with agave, boulders and a shade tree'),
  maintenance: landingImage('general-maintenance', 'Illustration of a rake and leaf blower beside a tidy gravel yard'),
  mulching: landingImage('mulching', 'Illustration of a wheelbarrow spreading mulch around a young tree'),
  treeRemoval: landingImage('tree-removal', 'Illustration of a tree stump and a cut trunk ready to haul away'),
  trimming: landingImage('trimming', 'Illustration of pruning shears beside a neatly trimmed palm tree'),
};

const GROUP_TESTIMONIALS: [Testimonial, ...Testimonial[]] = [
  {
    title: 'Melissa J., Henderson',
    text: 'We compared four landscapers in five minutes. The one we picked converted our front lawn to desert plants and rock, and our summer water bill dropped by almost half.',
  },
  {
    title: 'Carlos R., Summerlin',
    text: 'After a monsoon storm split our mesquite, I booked a crew through UpKeep that evening. They were out two days later and cleaned up every last branch.',
  },
  {
    title: 'Dana P., Spring Valley',
    text: 'Finally, a yard service that shows up when they say they will. Weekly maintenance is on autopilot and I can see every visit in my tickets.',
  },
];

const CAROUSEL: SubServiceCard[] = [
  subServiceCard(
    '/artificial-turf',
    'Artificial Turf',
    'Soft, heat-rated turf that stays green all year with no watering and no mowing.',
    IMG.artificialTurf,
  ),
  subServiceCard(
    '/irrigation',
    'Irrigation',
    'Drip installs, sprinkler repairs and smart controllers tuned to the seasons.',
    IMG.irrigation,
  ),
  subServiceCard(
    '/landscaping-design',
    'Landscaping Design',
    'Desert-smart plans with shade, color and plants that qualify for turf rebates.',
    IMG.design,
  ),
  subServiceCard(
    '/general-maintenance',
    'General Maintenance',
    'Weekly or bi-weekly cleanups, weeding, blowing and rock raking.',
    IMG.maintenance,
  ),
  subServiceCard(
    '/mulching',
    'Mulching',
    'Mulch, rock and decomposed granite that keep roots cool and weeds down.',
    IMG.mulching,
  ),
  subServiceCard(
    '/tree-removal',
    'Tree Removal',
    'Safe removal of hazardous or storm-damaged trees, stump grinding included.',
    IMG.treeRemoval,
  ),
  subServiceCard(
    '/trimming',
    'Trimming',
    'Palm skinning, canopy thinning and shrub shaping before the monsoon winds.',
    IMG.trimming,
  ),
];

const MAIN: LandingPageContent = {
  path: '/landscaping',
  kind: 'main',
  group: 'landscaping',
  serviceId: ServiceId.Landscaping,
  serviceName: SERVICE_NAME,
  title: 'Landscaping Services in Las Vegas',
  description:
    'Compare Las Vegas landscapers for xeriscaping, irrigation, yard upkeep, trimming and tree work. See prices and ratings, then book online with UpKeep.',
  hero: {
    title: 'Desert-Smart Landscaping in Las Vegas',
    subtitle:
      'From weekly yard care to a full xeriscape makeover, compare trusted local landscapers by price and rating and book the one that fits.',
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: {
    title: 'A yard that thrives in 115-degree summers',
    text: 'Las Vegas yards face relentless sun, caliche soil, monsoon winds and water rules that keep getting tighter. UpKeep connects you with landscapers who work with the desert instead of against it: drip irrigation tuned to the season, native and desert-adapted plants, and designs that can qualify for SNWA turf-replacement rebates.',
  },
  sectionsTitle: 'Why Las Vegas homeowners book landscaping with UpKeep',
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: 'Save water without giving up curb appeal',
      body: 'Swapping thirsty lawn for desert plants, rock and drip can cut outdoor water use dramatically. Local designers mix agave, red yucca, Texas ranger and shade trees into yards that look lush in July and qualify for Water Smart Landscapes rebates.',
      image: IMG.design,
    },
    {
      title: 'Crews who know valley soil and seasons',
      body: 'Caliche, alkaline soil and 40-degree temperature swings demand local know-how. Our companies plant in the fall and spring windows, protect tender plants before January frost and thin trees before monsoon winds arrive.',
      image: IMAGES.monsoon,
    },
    compareSection,
  ]),
  testimonials: GROUP_TESTIMONIALS,
  carousel: { title: 'Landscaping services we offer', cards: CAROUSEL },
  areaLinks: {
    title: 'Landscaping across the valley',
    links: AREA_PROFILES.map((area) => ({
      name: `Landscaping in ${area.name}`,
      path: areaPath('landscaping', area.slug),
    })),
  },
  leadForm: true,
};

const AREAS: LandingPageContent[] = AREA_PROFILES.map((area) => ({
  path: areaPath('landscaping', area.slug),
  kind: 'area',
  group: 'landscaping',
  serviceId: ServiceId.Landscaping,
  serviceName: SERVICE_NAME,
  areaName: area.name,
  title: `Landscaping and Yard Care in ${area.name}`,
  description: area.landscaping.description,
  hero: {
    title: `Landscaping Services in ${area.name}`,
    subtitle: `Tell us about your yard and we'll connect you with a trusted ${area.name} landscaper, from weekly upkeep to a full desert makeover.`,
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: { title: area.landscaping.introTitle, text: area.landscaping.introText },
  sectionsTitle: `Landscaping in ${area.name}, made simple`,
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: `Water-smart yards for ${area.name} homes`,
      body: 'Drip irrigation, desert-adapted plants and fresh rock ground cover keep your yard green where it matters while using a fraction of the water a lawn needs. Ask about designs that qualify for SNWA Water Smart Landscapes rebates.',
      image: IMG.design,
    },
    {
      title: `Local crews who know ${area.name}`,
      body: 'Every company you see on UpKeep serves your zip code, so you get landscapers who know the soil, the HOA rules and the best planting windows in your part of the valley.',
      image: IMAGES.localPros,
    },
    compareSection,
  ]),
  testimonials: [area.landscaping.testimonial, GROUP_TESTIMONIALS[0]],
  leadForm: true,
}));

const SUBS: SubPageCopy[] = [
  {
    path: '/artificial-turf',
    sectionsTitle: 'Why Las Vegas homeowners choose turf',
    title: 'Artificial Turf Installation in Las Vegas',
    description:
      'Book artificial turf installation in Las Vegas: heat-rated synthetic grass, proper drainage and pet-friendly infill. Compare local installers on UpKeep.',
    heroTitle: 'Artificial Turf That Stays Green All Year',
    heroSubtitle:
      'Swap a thirsty lawn for turf that looks great in July and never needs a sprinkler. Compare vetted local installers and book online.',
    image: IMG.artificialTurf,
    intro: {
      title: 'Green grass, no watering schedule',
      text: 'A natural lawn can drink tens of thousands of gallons a year in the Mojave. Quality synthetic turf keeps the soft, green look for kids and pets while cutting your water bill, and a properly graded base drains a monsoon downpour in minutes.',
    },
    sections: [
      {
        title: 'Built for desert heat',
        body: 'Installers recommend UV-stabilized fibers that will not fade in the Las Vegas sun, and cooling infills that take the edge off hot afternoons. They also advise where turf works best: shaded play areas and side yards rather than a west wall that bakes all day.',
        image: IMAGES.desertSun,
      },
      {
        title: 'Pet-friendly and easy to clean',
        body: 'Permeable backing and antimicrobial infill let rinse water and rain drain straight through, so dog runs stay fresh. A quick hose-down and an occasional brush keep the blades standing tall.',
        image: IMG.artificialTurf,
      },
      {
        title: 'Less water, less work',
        body: 'No mowing, no fertilizer, no reseeding after a hot summer and no sprinkler repairs. Ask your installer how turf fits your HOA guidelines and the SNWA rules before the old grass comes out.',
        image: IMG.irrigation,
      },
    ],
    testimonials: [
      {
        title: 'Jordan L., Enterprise',
        text: 'Our dogs destroyed every lawn we planted. The turf install took two days and still looks brand new after a full summer.',
      },
      {
        title: 'Angela S., Henderson',
        text: 'The installer graded the base so well that our yard drained in minutes during the last monsoon storm. No more mud tracked into the house.',
      },
    ],
  },
  {
    path: '/irrigation',
    sectionsTitle: 'What a good irrigation pro does for you',
    title: 'Irrigation and Drip System Repair in Las Vegas',
    description:
      'Drip irrigation installs, sprinkler repairs and smart controller setup in Las Vegas. Compare local irrigation pros by price and rating on UpKeep.',
    heroTitle: 'Irrigation Systems Tuned for the Desert',
    heroSubtitle:
      'Get every drop to the roots, not the sidewalk. Book a local irrigation pro for repairs, drip conversions and smart controllers.',
    image: IMG.irrigation,
    intro: {
      title: 'Every drop counts in the Mojave',
      text: "The valley's seasonal watering schedule limits which days you can water, and broken emitters or a misaligned sprinkler can waste hundreds of gallons a week. A well-designed drip system with a smart controller keeps plants healthy through 110-degree heat while keeping you within the rules.",
    },
    sections: [
      {
        title: 'Drip lines that reach the roots',
        body: 'Drip emitters deliver slow, deep water right where desert plants need it, with almost no evaporation. Pros size each zone for trees, shrubs and groundcover so nothing gets too much or too little.',
        image: IMG.irrigation,
      },
      {
        title: 'Smart controllers that follow the seasons',
        body: 'Weather-based controllers adjust run times as the valley moves from spring to summer to winter schedules, and pause automatically when a monsoon storm passes through.',
        image: IMAGES.thermostat,
      },
      {
        title: 'Fast leak and clog repairs',
        body: 'Hard water clogs emitters and sun-baked tubing cracks over time. Technicians flush lines, replace valves and fix broken laterals before your plants, or your water bill, show the damage.',
        image: IMAGES.hardWater,
      },
    ],
    testimonials: [
      {
        title: 'Phil M., Summerlin',
        text: 'Half our drip emitters were clogged with scale. The tech flushed the system, replaced the bad ones and set up a smart controller. The plants perked up within two weeks.',
      },
      {
        title: 'Rachel D., North Las Vegas',
        text: 'We had a soggy spot by the driveway for months. They found a cracked lateral line in an hour and fixed it the same day.',
      },
    ],
  },
  {
    path: '/landscaping-design',
    sectionsTitle: 'What goes into a great desert design',
    title: 'Landscape Design in Las Vegas',
    description:
      'Xeriscape and desert landscape design in Las Vegas: rebate-ready plans, shade trees and low-water plants. Compare local designers and book on UpKeep.',
    heroTitle: 'Landscape Design Made for Desert Living',
    heroSubtitle:
      'Turn a tired lawn or a bare dirt lot into a yard you love. Work with local designers who know what grows in the valley.',
    image: IMG.design,
    intro: {
      title: 'Beautiful yards that belong in the desert',
      text: "Great Las Vegas landscapes use shade, texture and color instead of acres of grass. A local designer plans plant placement, rock, paths and lighting around how you use your yard, and around the sun's path across it.",
    },
    sections: [
      {
        title: 'Plants that love the heat',
        body: 'Desert spoon, red yucca, Texas ranger, lantana and palo verde bring color all year with little water. Designers group plants by water needs so each drip zone runs just long enough.',
        image: IMG.design,
      },
      {
        title: 'Shade where you need it',
        body: 'A well-placed mesquite or a pergola on the west side can cool a patio by several degrees and take load off your AC. Designers map the afternoon sun before they choose a single tree.',
        image: IMAGES.desertSun,
      },
      {
        title: 'Plans that qualify for rebates',
        body: "Replacing grass with water-efficient landscaping can qualify for the SNWA Water Smart Landscapes rebate. Your designer can prepare a plan that meets its rules and your HOA's approval process.",
        image: IMAGES.comparePrices,
      },
    ],
    testimonials: [
      {
        title: 'Steph and Rob W., Centennial Hills',
        text: 'The designer listened to how we actually use the backyard. We got a shaded sitting area, a small turf patch for the kids and a desert garden that looks good all year.',
      },
      {
        title: 'Linda T., Paradise',
        text: 'Our plan qualified for the turf rebate, which covered a big part of the install. The yard looks better and the water bill is way down.',
      },
    ],
  },
  {
    path: '/general-maintenance',
    sectionsTitle: 'What regular maintenance covers',
    title: 'Yard Maintenance in Las Vegas',
    description:
      'Weekly and bi-weekly yard maintenance in Las Vegas: weeding, blowing, rock raking and seasonal care. Compare reliable local crews on UpKeep.',
    heroTitle: 'Reliable Yard Maintenance, Week After Week',
    heroSubtitle:
      'Keep your yard clean, healthy and HOA-ready without lifting a finger. Book a dependable local crew on your schedule.',
    image: IMG.maintenance,
    intro: {
      title: 'A tidy yard through every season',
      text: 'Desert yards still need regular care: weeds sprout after every rain, palo verde and mesquite drop leaves and pods, and wind drifts debris into rock beds. A regular maintenance visit keeps it all under control and catches irrigation problems early.',
    },
    sections: [
      {
        title: 'Tidy gravel and clean beds',
        body: 'Crews pull and treat weeds, blow out hardscape, rake rock back into place and clear debris from corners and walls so your yard always looks cared for.',
        image: IMG.maintenance,
      },
      {
        title: 'Seasonal care done on time',
        body: 'Irrigation checks before summer, cleanups after monsoon storms, and winter pruning while plants are dormant: your crew follows the desert calendar so you do not have to.',
        image: IMAGES.monsoon,
      },
      {
        title: 'One crew you can count on',
        body: 'Book the same trusted company visit after visit, see each appointment in your tickets and reschedule in a few clicks when plans change.',
        image: IMAGES.calendar,
      },
    ],
    testimonials: [
      {
        title: 'Denise K., Alliante',
        text: 'Same crew every two weeks, always on time, and they tell me when something in the irrigation looks off. Exactly what I wanted.',
      },
      {
        title: 'Greg H., Henderson',
        text: 'After the monsoon storm the backyard was full of branches and pods. They had it cleaned up on their regular visit at no drama.',
      },
    ],
  },
  {
    path: '/mulching',
    sectionsTitle: 'Why mulch and rock matter here',
    title: 'Mulching and Rock Ground Cover in Las Vegas',
    description:
      'Mulching, decomposed granite and rock ground cover in Las Vegas. Keep roots cool and weeds down. Compare local landscapers and book on UpKeep.',
    heroTitle: 'Mulch and Rock Cover That Protects Your Soil',
    heroSubtitle:
      'Cooler roots, fewer weeds and a finished look. Book local pros to refresh your beds with the right cover for each plant.',
    image: IMG.mulching,
    intro: {
      title: 'The simplest way to help plants beat the heat',
      text: 'Bare desert soil can bake well past 140 degrees in summer. A layer of mulch or rock shades the root zone, holds moisture from each irrigation cycle and keeps weed seeds from sprouting, all while giving beds a clean, finished look.',
    },
    sections: [
      {
        title: 'Cooler roots in summer',
        body: 'A few inches of cover can keep the soil dramatically cooler than bare ground, which means less stress on young trees and shrubs through July and August.',
        image: IMAGES.desertSun,
      },
      {
        title: 'Fewer weeds, less watering',
        body: 'Mulch and weed barrier block light from weed seeds and slow evaporation, so drip systems can run shorter and crews spend less time pulling weeds.',
        image: IMG.mulching,
      },
      {
        title: 'The right cover for every bed',
        body: 'Organic mulch suits vegetable gardens and the root zones of shade trees; decomposed granite and desert rock suit cactus and succulent beds. Your pro will match cover to plant.',
        image: IMG.design,
      },
    ],
    testimonials: [
      {
        title: 'Tina B., Spring Valley',
        text: 'They topped up our rock, added mulch around the fruit trees and laid fabric in the side yard. Weeds went from weekly to almost never.',
      },
      {
        title: 'Oscar V., Sunrise Manor',
        text: 'Fresh decomposed granite out front made the whole house look newer. Quick job, fair price, and they hauled away the old rock.',
      },
    ],
  },
  {
    path: '/tree-removal',
    sectionsTitle: 'Why hire a professional tree crew',
    title: 'Tree Removal and Stump Grinding in Las Vegas',
    description:
      'Safe tree removal and stump grinding in Las Vegas for hazardous, dead or storm-damaged trees. Compare insured local tree crews on UpKeep.',
    heroTitle: 'Safe Tree Removal by Local Pros',
    heroSubtitle:
      'Dead, leaning or storm-damaged tree? Book an experienced local crew to remove it safely and leave your yard clean.',
    image: IMG.treeRemoval,
    intro: {
      title: 'When a tree has to go',
      text: 'Monsoon winds can snap brittle limbs and uproot shallow-rooted trees, and some species outgrow small desert yards fast. Removing a tree near walls, roofs and power lines takes the right equipment and experience: let a local pro handle it.',
    },
    sections: [
      {
        title: 'Storm-damaged and hazardous trees',
        body: 'Split trunks, leaning trees and dead limbs are a risk to people and property. Crews rig and lower each section under control instead of letting it fall.',
        image: IMAGES.monsoon,
      },
      {
        title: 'Roots threatening walls and pipes',
        body: 'Thirsty roots can lift block walls, crack patios and find their way into sewer lines. Your pro will tell you honestly when pruning is enough and when removal is the safer choice.',
        image: IMG.treeRemoval,
      },
      {
        title: 'Clean-up and stump grinding included',
        body: 'Ask for haul-away and stump grinding in your quote, so the job ends with a clean yard ready for a new, better-suited tree.',
        image: IMG.mulching,
      },
    ],
    testimonials: [
      {
        title: 'Bill A., Paradise',
        text: "A huge pine was leaning over our neighbor's roof after a storm. The crew took it down piece by piece without touching either house.",
      },
      {
        title: 'Kim N., Boulder City',
        text: 'Stump grinding, cleanup and haul-away were all in the price. You cannot tell there was ever a tree there.',
      },
    ],
  },
  {
    path: '/trimming',
    sectionsTitle: 'The benefits of professional trimming',
    title: 'Tree and Shrub Trimming in Las Vegas',
    description:
      'Tree, palm and shrub trimming in Las Vegas. Thin canopies before monsoon season and keep plants healthy. Compare local pros by price on UpKeep.',
    heroTitle: 'Expert Trimming for Trees, Palms and Shrubs',
    heroSubtitle:
      'Healthier plants and safer trees before the storms arrive. Book local pros for palms, shade trees and shrubs.',
    image: IMG.trimming,
    intro: {
      title: 'Pruned right, for the desert',
      text: 'Good trimming is about plant health, not just looks. Thinning a dense canopy lets monsoon winds pass through instead of toppling the tree, and careful shrub pruning keeps Texas rangers and oleanders flowering instead of sheared into boxes.',
    },
    sections: [
      {
        title: 'Thin canopies before monsoon season',
        body: 'Dense mesquite, acacia and palo verde canopies act like sails in summer storms. Thinning them in late spring lowers the risk of split trunks and fallen limbs.',
        image: IMAGES.monsoon,
      },
      {
        title: 'Palm trimming done right',
        body: 'Crews remove dead fronds and seed pods without over-cutting the healthy green crown, which weakens palms. Skinning old boots gives trunks a clean, finished look.',
        image: IMG.trimming,
      },
      {
        title: 'Healthy shrubs, not lollipops',
        body: 'Natural-form pruning keeps desert shrubs flowering and shading their own roots. Heavy pruning waits for cooler months, so plants are not stressed in 110-degree heat.',
        image: IMG.design,
      },
    ],
    testimonials: [
      {
        title: 'Maria G., Summerlin',
        text: 'Our palms finally look like the ones at the resorts. They cleaned out the pods and dead fronds and left the crowns full.',
      },
      {
        title: 'Derek F., Enterprise',
        text: 'They thinned our mesquite in May. Come the July storms, the neighbors lost branches and ours did not drop a single limb.',
      },
    ],
  },
];

const SUB_PAGES = SUBS.map((sub) => buildSubPage(INFO, sub, 'benefits'));

export const LANDSCAPING_PAGES: readonly LandingPageContent[] = [MAIN, ...AREAS, ...SUB_PAGES];
