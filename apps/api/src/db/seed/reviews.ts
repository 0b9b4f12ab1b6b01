/**
 * Public reviews: what customers said about the companies (companyScore, companyComment, for the
 * companies' average scores) and about UpKeep (upKeepScore, upKeepComment, shown on /reviews and the
 * home carousel). They are not tied to tickets; the demo customer's own review is made in tickets.ts.
 */
import { ServiceId } from '../../../../../packages/contract/src/catalog-ids.ts';
import { required } from '../../../../../packages/contract/src/required.ts';
import type { Rng } from './rng.ts';

const P = ServiceId;

const FIRST_NAMES = [
  'Maria',
  'James',
  'Linda',
  'Robert',
  'Jessica',
  'Michael',
  'Ashley',
  'David',
  'Karen',
  'Daniel',
  'Lauren',
  'Chris',
  'Angela',
  'Kevin',
  'Nicole',
  'Brian',
  'Rosa',
  'Jason',
  'Tiffany',
  'Marcus',
  'Heather',
  'Luis',
  'Monica',
  'Eric',
  'Stephanie',
  'Tony',
  'Megan',
  'Andre',
  'Rachel',
  'Paul',
  'Carmen',
  'Greg',
  'Vanessa',
  'Derek',
  'Amber',
  'Ray',
  'Diana',
  'Kyle',
  'Brenda',
  'Omar',
  'Leah',
  'Steve',
  'Priya',
  'Hector',
  'Janet',
  'Tyler',
  'Mei',
  'Frank',
  'Gloria',
  'Sean',
  'Alicia',
  'Victor',
  'Denise',
  'Jordan',
  'Noelle',
  'Raul',
  'Kim',
  'Trevor',
  'Yolanda',
  'Ben',
];
const LAST_INITIALS = 'ABCDEFGHJKLMNOPRSTVWY';

/** What customers said about a company, by service; `good` for 4-5 stars, `mixed` for 3. */
const COMPANY_COMMENTS: Record<number, { good: string[]; mixed: string[] }> = {
  [P.Landscaping]: {
    good: [
      'Crew showed up at 6 am before the heat, trimmed everything and hauled it all away.',
      'They pulled out our dead lawn and put in turf and drip. The backyard finally looks finished and our water bill dropped.',
      'Great job on the palms. Fast, safe and they cleaned up every frond.',
      'Fixed three broken drip lines and reset the controller for the summer schedule. Very knowledgeable.',
      'New rock and mulch in the front beds, edges are crisp. The HOA letter is history.',
      'Took down a dying pine next to the house without touching the roof. Professional start to finish.',
    ],
    mixed: [
      'Good work on the trimming but they arrived two hours late and did not call.',
      'Yard looks fine, though a couple of drip emitters were left disconnected and I had to call them back.',
    ],
  },
  [P.Plumbing]: {
    good: [
      'Cleared our kitchen drain in 30 minutes and showed me the camera footage. Fair price.',
      'Found a slab leak under the hallway that two other companies missed. Honest and thorough.',
      'Replaced our 50-gallon water heater the same day the old one failed. Hauled the old one away too.',
      'Installed a new pressure regulator. Our pressure was at 110 psi, now a steady 65. Great explanation.',
      'Friendly plumber, wore shoe covers, fixed the running toilet and a leaky hose bib in one trip.',
    ],
    mixed: [
      'Fixed the leak, but the drywall patch was rough and I had to hire someone to finish it.',
      'Price was higher than I expected for a faucet swap, though the work itself was clean.',
    ],
  },
  [P.PoolService]: {
    good: [
      'Our pool went from green to crystal clear in three days. They explained every step.',
      'Same tech every week and he texts the chemical readings. Water has never looked better.',
      'Replaced the pump motor on a Saturday in July. Lifesavers.',
      'Drain and acid wash removed years of calcium line. The tile looks new.',
      'Reliable, careful with the gate and the dog, and the salt cell is finally clean.',
    ],
    mixed: [
      'Pool is clean but they skipped a week over the holiday without telling us.',
      'Decent service, though it took a while to get the heater part ordered.',
    ],
  },
  [P.HomeCleaning]: {
    good: [
      'The deep clean was incredible. Baseboards, ceiling fans, inside the oven, all spotless.',
      'Move-out clean got us our full deposit back. Thank you!',
      'Two cleaners, three hours, and the house smelled fresh without harsh chemicals.',
      'They got all the dust off the shutters and vents. Worth every penny.',
      'Friendly, on time and very thorough in the bathrooms. Booked them every two weeks.',
    ],
    mixed: [
      'Most rooms were great but they missed the guest bathroom mirror and the stovetop.',
      'Good clean, but they ran an hour over the estimate.',
    ],
  },
  [P.HvacService]: {
    good: [
      'AC quit on a 112-degree afternoon and they had it running again by evening. Bad capacitor.',
      'Thorough tune-up, cleaned the coils and showed me photos of everything.',
      'Replaced our 18-year-old system. Quiet, cold and the power bill is way down.',
      'Honest tech: said we did not need a new unit, just a contactor and a drain line clear.',
      'Installed a mini-split in the garage. Clean install, neat line set, works great.',
    ],
    mixed: [
      'Fixed the AC but the first visit was a no-show; the second technician was great.',
      'Tune-up was fine, but they pushed an expensive air purifier pretty hard.',
    ],
  },
  [P.PestControl]: {
    good: [
      'We used to see a scorpion every week. After the treatment and sealing, none in two months.',
      'Quarterly service has kept the ants and roaches out completely. Tech is always polite.',
      'Caught the roof rats and sealed the entry points. Very professional.',
    ],
    mixed: ['Ants came back after three weeks, but they re-treated for free.'],
  },
  [P.Electrician]: {
    good: [
      'Installed three ceiling fans on vaulted ceilings. Perfectly balanced, no wobble.',
      'EV charger in the garage done in an afternoon, permit and all.',
      'Found the tripping breaker problem in minutes and replaced it. Clear pricing.',
    ],
    mixed: ['Good work on the outlets, but scheduling took almost two weeks.'],
  },
  [P.Painting]: {
    good: [
      'Exterior repaint looks amazing and they handled the HOA colour approval paperwork with us.',
      'Kitchen cabinets look factory finished. Very clean job site every day.',
      'Painted three bedrooms in two days, sharp lines and furniture back in place.',
    ],
    mixed: ['Nice finish, but the job took a day longer than promised.'],
  },
  [P.CarpetCleaning]: {
    good: [
      'The pet stains in the living room are gone, and so is the smell.',
      'Carpets dried in a few hours and look brand new. Great with the stairs too.',
      'They cleaned our sectional and two chairs. Fabric looks bright again.',
    ],
    mixed: ['Carpets look better but one old stain did not come out.'],
  },
};

const UPKEEP_GOOD = [
  'So easy to compare prices. Booked in five minutes.',
  'Loved seeing real prices before booking instead of waiting for callbacks.',
  'Booking was quick and the confirmation text came right away.',
  'I found three pool companies in my zip code, compared them side by side and booked the best-rated one. The whole thing took less time than one phone call usually does.',
  'Great way to find vetted local pros. The questionnaire made it clear exactly what I was paying for.',
  'Rescheduling took two clicks when my plans changed.',
  'Paying online and tracking the ticket status made it stress free.',
  'Used UpKeep for plumbing and then for landscaping. Both times the price shown was the price I paid, no surprises at all.',
  'The extra charge for the shut-off valve came through the app and I approved it from my phone. Transparent and simple.',
  'Finally a site that works for Henderson and not just the Strip area.',
  'I like that the reviews come from actual customers who booked.',
  'Simple, fast and honest pricing.',
  'Booked a same-week AC tune-up in July, which I thought was impossible. Great experience through and through.',
  'Clean site, clear prices, easy checkout. Will use again.',
  'The guest checkout was handy since I was booking for my mom in Sun City.',
  'Made moving out so much easier: cleaning and carpet booked in one evening.',
  'Helpful support when I had a question about my booking.',
  'Being able to download the ticket as a PDF for my rental records is a nice touch.',
];
const UPKEEP_MIXED = [
  'Booking was easy but I wish there were more evening slots.',
  'Good overall, though the company list for my zip code was short.',
  'Worked fine, but I had to call the company to confirm the gate code instructions.',
  'The site is nice; the time slots I wanted were all taken that week though.',
];

export interface PublicReviewPlan {
  companyIndex: number;
  userName: string;
  companyScore: number;
  companyComment: string;
  upKeepScore: number;
  upKeepComment: string;
  createdAt: Date;
}

export const PUBLIC_REVIEW_COUNT = 110;

/**
 * Plans the public reviews: every active company gets at least one, the rest are spread at random;
 * each company has its own quality level, so average scores differ.
 */
export function planPublicReviews(
  companies: { index: number; active: boolean; serviceIds: number[] }[],
  now: Date,
  rng: Rng,
): PublicReviewPlan[] {
  const active = companies.filter((c) => c.active);
  const quality = new Map(active.map((c) => [c.index, rng.between(3.5, 4.95)]));
  const targets = [...active];
  while (targets.length < PUBLIC_REVIEW_COUNT) targets.push(rng.pick(active));
  const used = new Set<string>();
  return targets.map((company) => {
    const q = quality.get(company.index) ?? 4;
    const companyScore = Math.max(3, Math.min(5, Math.round(q + rng.between(-0.9, 0.6))));
    const upKeepScore = companyScore === 3 ? rng.pick([3, 4, 4]) : rng.pick([4, 5, 5, 5]);
    const serviceId = rng.pick(company.serviceIds);
    const pool = required(COMPANY_COMMENTS[serviceId], `review comments of service ${serviceId}`);
    const companyComment = rng.pick(companyScore >= 4 ? pool.good : pool.mixed);
    const upKeepComment = rng.pick(upKeepScore >= 4 ? UPKEEP_GOOD : UPKEEP_MIXED);
    let userName = '';
    do {
      userName = `${rng.pick(FIRST_NAMES)} ${LAST_INITIALS[rng.int(0, LAST_INITIALS.length - 1)]}.`;
    } while (used.has(userName));
    used.add(userName);
    const daysAgo = rng.between(3, 540);
    const createdAt = new Date(now.getTime() - Math.round(daysAgo * 86_400_000));
    return {
      companyIndex: company.index,
      userName,
      companyScore,
      companyComment,
      upKeepScore,
      upKeepComment,
      createdAt,
    };
  });
}
