/**
 * The demo customers and their tickets: every status, service lines, history in order, discounts,
 * open charges (pending, paid, declined), payments, a reschedule, and reviews of completed tickets.
 * Times are relative to `now`, in valley time, on the companies' calendar entries, and never overlap
 * within one company.
 */
import { ServiceId } from '../../../../../packages/contract/src/catalog-ids.ts';
import { required } from '../../../../../packages/contract/src/required.ts';
import {
  TICKET_FEE_CENTS,
  TicketStatusId,
  type TicketStatusIdValue,
  UserTypeId,
} from '../../modules/tickets/lifecycle/statuses.ts';
import { featureOf, findValue } from './questionnaires.ts';
import type { Rng } from './rng.ts';
import { SUB_SERVICES, serviceById } from './services.ts';
import { addDays, localDateOf, tstzrangeText, valleyTimeToUtc } from './time.ts';

const P = ServiceId;
const T = TicketStatusId;
const U = UserTypeId;

export const DEMO_PASSWORD = 'UpKeepDemo2026!';

export const DEMO_CUSTOMER = {
  email: 'demo@upkeep.test',
  password: DEMO_PASSWORD,
  name: 'Dana Whitfield',
  phoneNumber: '7025550147',
  address: '10847 Sundown Ridge Dr, Las Vegas, NV 89135',
  zipCode: '89135',
} as const;

export const SECOND_CUSTOMER = {
  email: 'sam@upkeep.test',
  password: DEMO_PASSWORD,
  name: 'Sam Ortega',
  phoneNumber: '7255550168',
  address: '2417 Amber Sky Ave, Henderson, NV 89052',
  zipCode: '89052',
} as const;

export type DemoCustomerKey = 'dana' | 'sam';
export const DEMO_CUSTOMERS: Record<DemoCustomerKey, typeof DEMO_CUSTOMER | typeof SECOND_CUSTOMER> = {
  dana: DEMO_CUSTOMER,
  sam: SECOND_CUSTOMER,
};

// ---------------------------------------------------------------- the tickets, as data

type Answer = [featureKey: string, value: string];

interface FormSpec {
  answers: Answer[];
  quantity?: number;
}

interface TicketSpec {
  customer: DemoCustomerKey;
  company: string;
  serviceId: number;
  status: TicketStatusIdValue;
  /** Days from the valley's today; the first calendar entry on or after that day, near `hour`. */
  day: number;
  hour: number;
  /** Days between booking and the visit. */
  bookedDaysBefore: number;
  forms?: FormSpec[];
  /** A service call: the customer's description of the problem. */
  serviceCall?: string;
  discountCode?: string;
  instructions?: string;
  notes?: Partial<Record<TicketStatusIdValue, string>>;
  openCharge?: {
    description: string;
    priceCents: number;
    durationMinutes: number;
    status: 'pending' | 'paid' | 'declined';
  };
  review?: { companyScore: number; companyComment: string; upKeepScore: number; upKeepComment: string };
  /** Moved by the customer less than 48 h before the original visit: a reschedule fee was paid. */
  rescheduledFromDay?: number;
  /** Cancelled tickets: who cancelled. */
  cancelledBy?: 'customer' | 'company';
}

const GATE = 'Gate code 4821#. Our dog Biscuit is friendly but please keep the side gate closed.';

export const TICKET_SPECS: TicketSpec[] = [
  {
    customer: 'dana',
    company: 'red-rock-yard-works',
    serviceId: P.Landscaping,
    status: T.Completed,
    day: -118,
    hour: 7,
    bookedDaysBefore: 9,
    forms: [
      {
        answers: [
          ['service', 'Tree, palm and shrub trimming'],
          ['size', 'One palm tree (skinning and frond removal)'],
          ['access', 'Backyard with a gate at least 36 in. wide'],
          ['haul', 'Yes'],
          ['weeds', 'No'],
        ],
        quantity: 2,
      },
      {
        answers: [
          ['service', 'Tree, palm and shrub trimming'],
          ['size', '6 to 15 shrubs'],
          ['access', 'Front yard or open side yard'],
          ['haul', 'No'],
          ['weeds', 'Yes'],
        ],
      },
    ],
    instructions: GATE,
    notes: { [T.Completed]: 'Both palms skinned, shrubs shaped and all green waste hauled away.' },
    review: {
      companyScore: 5,
      companyComment:
        'The crew started at 6:30 before the heat, skinned both palms and shaped every shrub. Not a single frond left behind.',
      upKeepScore: 5,
      upKeepComment: 'Comparing three landscapers with real prices took five minutes. Booking was painless.',
    },
  },
  {
    customer: 'dana',
    company: 'sierra-air-mechanical',
    serviceId: P.HvacService,
    status: T.Completed,
    day: -74,
    hour: 9,
    bookedDaysBefore: 5,
    forms: [
      {
        answers: [
          ['service', 'Seasonal maintenance tune-up'],
          ['job', 'AC tune-up'],
          ['system', 'Split system (outdoor condenser, indoor air handler)'],
          ['age', '5 to 12 years'],
          ['filter', 'Yes'],
        ],
        quantity: 2,
      },
    ],
    instructions: 'Two systems: the upstairs air handler is in the attic, access from the laundry room.',
    openCharge: {
      description: 'Replace the cracked secondary drain pan under the attic air handler',
      priceCents: 18_900,
      durationMinutes: 30,
      status: 'paid',
    },
    review: {
      companyScore: 4,
      companyComment:
        'Thorough tune-up on both units, with photos of the coils before and after. They found a cracked drain pan that could have leaked through the ceiling.',
      upKeepScore: 5,
      upKeepComment: 'Approving the extra charge from my phone was easy and the price was clear.',
    },
  },
  {
    customer: 'dana',
    company: 'sparkle-and-sage-home-cleaning',
    serviceId: P.HomeCleaning,
    status: T.Completed,
    day: -40,
    hour: 9,
    bookedDaysBefore: 6,
    discountCode: 'WELCOME15',
    forms: [
      {
        answers: [
          ['service', 'Deep cleaning'],
          ['room', 'Kitchen'],
          ['size', 'Large (over 300 sq ft)'],
          ['appliances', 'Yes'],
          ['windows', 'No'],
        ],
      },
      {
        answers: [
          ['service', 'Deep cleaning'],
          ['room', 'Bathroom'],
          ['size', 'Medium (150 to 300 sq ft)'],
          ['appliances', 'No'],
          ['windows', 'No'],
        ],
        quantity: 2,
      },
      {
        answers: [
          ['service', 'Deep cleaning'],
          ['room', 'Bedroom'],
          ['size', 'Medium (150 to 300 sq ft)'],
          ['appliances', 'No'],
          ['windows', 'Yes'],
        ],
        quantity: 2,
      },
    ],
    instructions: GATE,
    // Found while cleaning and added after the visit: the customer has not answered yet.
    openCharge: {
      description: 'Deep-clean the oven and the range hood filters',
      priceCents: 6500,
      durationMinutes: 45,
      status: 'pending',
    },
  },
  {
    customer: 'dana',
    company: 'clearwater-oasis-pools',
    serviceId: P.PoolService,
    status: T.Completed,
    day: -12,
    hour: 8,
    bookedDaysBefore: 2,
    forms: [
      {
        answers: [
          ['service', 'Green pool cleanup'],
          ['details', 'Medium pool (12,000 to 20,000 gallons)'],
          ['spa', 'Attached spa'],
          ['salt', 'Yes'],
        ],
      },
    ],
    instructions: 'Pool equipment is on the north side of the house; the breaker panel is next to it.',
    openCharge: {
      description: 'Replace the cracked skimmer lid',
      priceCents: 4500,
      durationMinutes: 0,
      status: 'declined',
    },
    notes: { [T.Completed]: 'Water is clear. Run the pump 10 hours a day this week and keep the chlorine at 3 ppm.' },
  },
  {
    customer: 'dana',
    company: 'hard-water-heroes-plumbing',
    serviceId: P.Plumbing,
    status: T.InProgress,
    day: 0,
    hour: 8,
    bookedDaysBefore: 3,
    forms: [
      {
        answers: [
          ['service', 'Leak detection'],
          ['job', 'Visible leak at a fixture or under a sink'],
          ['access', 'Easy access (under a sink, in the garage, open wall)'],
          ['pressure', 'Yes'],
        ],
      },
    ],
    instructions: 'Water under the kitchen sink cabinet; the main shut-off is in the garage.',
    openCharge: {
      description: 'Replace the corroded angle stop and supply line under the kitchen sink',
      priceCents: 14_500,
      durationMinutes: 30,
      status: 'pending',
    },
  },
  {
    customer: 'dana',
    company: 'blue-mesa-pool-service',
    serviceId: P.PoolService,
    status: T.Scheduled,
    day: 5,
    hour: 9,
    bookedDaysBefore: 8,
    discountCode: 'POOL10',
    forms: [
      {
        answers: [
          ['service', 'Weekly cleaning and chemicals (first month)'],
          ['details', 'Medium pool (12,000 to 20,000 gallons)'],
          ['spa', 'Attached spa'],
          ['salt', 'No'],
        ],
      },
    ],
    instructions: GATE,
  },
  {
    customer: 'dana',
    company: 'canyon-shade-tree-care',
    serviceId: P.Landscaping,
    status: T.Scheduled,
    day: 12,
    hour: 8,
    bookedDaysBefore: 11,
    rescheduledFromDay: 2,
    forms: [
      {
        answers: [
          ['service', 'Tree removal'],
          ['size', 'Medium tree (15 to 30 ft)'],
          ['access', 'Backyard with a gate at least 36 in. wide'],
          ['haul', 'Yes'],
          ['weeds', 'No'],
        ],
      },
    ],
    instructions: 'The dead Mondell pine in the back corner. Please grind the stump too if possible.',
  },
  {
    customer: 'dana',
    company: 'bright-spark-electric',
    serviceId: P.Electrician,
    status: T.Scheduled,
    day: 9,
    hour: 10,
    bookedDaysBefore: 12,
    discountCode: 'SAVE20',
    forms: [
      {
        answers: [
          ['service', 'Lighting and ceiling fans'],
          ['job', 'Install a ceiling fan (existing fan-rated box)'],
          ['height', 'Vaulted ceiling (10 to 14 ft)'],
          ['surge', 'No'],
        ],
        quantity: 2,
      },
    ],
    instructions: 'Fans are already in the garage. Living room and primary bedroom.',
  },
  {
    customer: 'dana',
    company: 'cool-breeze-air-co',
    serviceId: P.HvacService,
    status: T.Pending,
    day: 2,
    hour: 13,
    bookedDaysBefore: 3,
    serviceCall:
      'Upstairs unit runs all afternoon but the bedrooms stay at 84. Outdoor fan spins; air from the vents feels barely cool.',
    instructions: 'Thermostat is in the upstairs hallway.',
  },
  {
    customer: 'dana',
    company: 'sunrise-coat-painting-co',
    serviceId: P.Painting,
    status: T.Pending,
    day: 6,
    hour: 10,
    bookedDaysBefore: 8,
    serviceCall: 'Kitchen cabinets (about 24 doors, oak) painted white; we would like an estimate and colour advice.',
  },
  {
    customer: 'dana',
    company: 'dust-devil-cleaning-co',
    serviceId: P.CarpetCleaning,
    status: T.Pending,
    day: 3,
    hour: 9,
    bookedDaysBefore: 5,
    forms: [
      {
        answers: [
          ['service', 'Carpet steam cleaning'],
          ['item', 'Living or family room carpet'],
          ['condition', 'Heavy traffic'],
          ['protector', 'Yes'],
          ['deodorizer', 'No'],
        ],
      },
      {
        answers: [
          ['service', 'Carpet steam cleaning'],
          ['item', 'Bedroom carpet'],
          ['condition', 'Light traffic'],
          ['protector', 'No'],
          ['deodorizer', 'No'],
        ],
        quantity: 2,
      },
      {
        answers: [
          ['service', 'Carpet steam cleaning'],
          ['item', 'Stairs (up to 14 steps)'],
          ['condition', 'Heavy traffic'],
          ['protector', 'No'],
          ['deodorizer', 'No'],
        ],
      },
    ],
    instructions: GATE,
  },
  {
    customer: 'dana',
    company: 'adobe-hue-painting',
    serviceId: P.Painting,
    status: T.Cancelled,
    day: 8,
    hour: 9,
    bookedDaysBefore: 10,
    cancelledBy: 'customer',
    serviceCall: 'Two-story exterior repaint, HOA approved colours. Looking for an estimate.',
    notes: { [T.Cancelled]: 'We decided to wait until the fall, when it is cooler.' },
  },
  {
    customer: 'dana',
    company: 'stucco-and-brush-painting',
    serviceId: P.Painting,
    status: T.Declined,
    day: 4,
    hour: 8,
    bookedDaysBefore: 6,
    serviceCall: 'Back block wall (about 120 ft) is peeling; would like it painted to match the house.',
    notes: {
      [T.Declined]: 'Sorry, our exterior crews are fully booked for the next three weeks. Please choose another date.',
    },
  },
  // Sam's tickets: a different customer, so tests can prove Dana cannot see them.
  {
    customer: 'sam',
    company: 'sunburst-pool-care',
    serviceId: P.PoolService,
    status: T.Scheduled,
    day: 4,
    hour: 8,
    bookedDaysBefore: 6,
    forms: [
      {
        answers: [
          ['service', 'Weekly cleaning and chemicals (first month)'],
          ['details', 'Small pool (under 12,000 gallons)'],
          ['spa', 'No spa'],
          ['salt', 'Yes'],
        ],
      },
    ],
  },
  {
    customer: 'sam',
    company: 'boulder-basin-plumbing',
    serviceId: P.Plumbing,
    status: T.Completed,
    day: -30,
    hour: 9,
    bookedDaysBefore: 2,
    forms: [
      {
        answers: [
          ['service', 'Water heater service'],
          ['job', 'Tank water heater replacement (40-50 gal)'],
          ['access', 'Easy access (under a sink, in the garage, open wall)'],
          ['pressure', 'Yes'],
        ],
      },
    ],
    instructions: 'Water heater is in the garage closet.',
    review: {
      companyScore: 5,
      companyComment: 'New water heater in the same day the old one flooded the garage. Neat install with new straps.',
      upKeepScore: 4,
      upKeepComment: 'Easy to book, though I wish I could have picked an evening slot.',
    },
  },
  // Last, so the tickets above keep their ids and draws. Dana's visit a week ahead with the pool company that
  // works every day (RESCHEDULE_DEMO_COMPANY): the reschedule journey (e2e/tests/tickets.spec.ts) moves it
  // for free to a time within 48 hours, whatever the day and hour it runs, then again for the fee.
  {
    customer: 'dana',
    company: 'splash-pad-pool-techs',
    serviceId: P.PoolService,
    status: T.Scheduled,
    day: 7,
    hour: 10,
    bookedDaysBefore: 9,
    forms: [
      {
        answers: [
          ['service', 'Weekly cleaning and chemicals (first month)'],
          ['details', 'Medium pool (12,000 to 20,000 gallons)'],
          ['spa', 'Attached spa'],
          ['salt', 'No'],
        ],
      },
    ],
    instructions: GATE,
  },
];

/**
 * The company of Dana's ticket that the reschedule journey moves: its calendar has a start every day of the
 * week, so a free time between 1 and 46 hours ahead exists at any hour (seed.test.ts checks it).
 */
export const RESCHEDULE_DEMO_COMPANY = 'splash-pad-pool-techs';

// ---------------------------------------------------------------- building rows

export interface CompanyRef {
  id: number;
  slug: string;
  name: string;
  zipCodes: Set<string>;
  schedules: { id: number; dayOfWeek: number; startTime: string }[];
  services: Map<
    number,
    {
      id: number;
      basePriceCents: number;
      baseDurationMinutes: number;
      serviceCallPriceCents: number;
      serviceCallDurationMinutes: number;
      prices: Map<number, { priceCents: number; durationMinutes: number }>;
    }
  >;
}

export interface TicketPlan {
  spec: TicketSpec;
  customer: DemoCustomerKey;
  companyId: number;
  companyServiceId: number;
  statusId: TicketStatusIdValue;
  scheduleId: number;
  scheduledAt: Date;
  durationMinutes: number;
  serviceDurationMinutes: number;
  slot: string;
  holdsSlot: boolean;
  priceCents: number;
  feeCents: number;
  discountCents: number;
  totalCents: number;
  paidCents: number;
  discountCode: string | null;
  isEstimate: boolean;
  description: string;
  createdAt: Date;
  updatedAt: Date;
  /** The moment the job moved into Completed (its history row), null when it never did. */
  completedAt: Date | null;
  lines: {
    subServiceId: number | null;
    displayName: string;
    description: string;
    priceCents: number;
    quantity: number;
  }[];
  history: { statusId: number; comments: string; userTypeId: number; createdAt: Date }[];
  openCharge: {
    description: string;
    priceCents: number;
    durationMinutes: number;
    status: 'pending' | 'paid' | 'declined';
    createdAt: Date;
    resolvedAt: Date | null;
  } | null;
  payments: {
    purpose: 'booking' | 'reschedule' | 'open_charge';
    amountCents: number;
    providerIntentId: string;
    createdAt: Date;
  }[];
  review: (TicketSpec['review'] & { createdAt: Date }) | null;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

function roundUp30(minutes: number): number {
  return Math.max(30, Math.ceil(minutes / 30) * 30);
}

function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function shortDate(d: Date): string {
  return d.toLocaleDateString('en-US', { timeZone: 'America/Los_Angeles', month: 'short', day: 'numeric' });
}

/**
 * Plans every ticket against the inserted companies. `discounts` maps codes to { percentage | amount }.
 * Throws when a spec does not fit the data (a company not serving the customer's zip, a value typo),
 * so the seed never writes an incoherent ticket.
 */
export function planTickets(
  now: Date,
  companies: Map<string, CompanyRef>,
  discounts: Map<string, { amountCents: number | null; percentage: number | null }>,
  statusHoldsSlot: Map<number, boolean>,
  rng: Rng,
): TicketPlan[] {
  const today = localDateOf(now);
  const taken = new Map<number, [number, number][]>();
  const overlaps = (companyId: number, start: number, end: number) =>
    (taken.get(companyId) ?? []).some(([s, e]) => start < e && s < end);

  return TICKET_SPECS.map((spec) => {
    const customer = DEMO_CUSTOMERS[spec.customer];
    const company = companies.get(spec.company);
    if (!company) throw new Error(`seed ticket: unknown company ${spec.company}`);
    if (!company.zipCodes.has(customer.zipCode)) {
      throw new Error(`seed ticket: ${spec.company} does not serve ${customer.zipCode}`);
    }
    const cs = company.services.get(spec.serviceId);
    if (!cs) throw new Error(`seed ticket: ${spec.company} does not offer service ${spec.serviceId}`);
    const serviceName = serviceById(spec.serviceId).name;

    // Lines and price.
    const lines: TicketPlan['lines'] = [];
    let serviceMinutes: number;
    let isEstimate = false;
    if (spec.serviceCall) {
      isEstimate = cs.serviceCallPriceCents === 0;
      lines.push({
        subServiceId: null,
        displayName: isEstimate ? `${serviceName}: free on-site estimate` : `${serviceName}: service call (diagnosis)`,
        description: spec.serviceCall,
        priceCents: cs.serviceCallPriceCents,
        quantity: 1,
      });
      serviceMinutes = cs.serviceCallDurationMinutes;
    } else {
      serviceMinutes = cs.baseDurationMinutes;
      if (cs.basePriceCents > 0) {
        lines.push({
          subServiceId: null,
          displayName: `${serviceName}: service visit`,
          description: 'Base price of the visit',
          priceCents: cs.basePriceCents,
          quantity: 1,
        });
      }
      for (const form of spec.forms ?? []) {
        const quantity = form.quantity ?? 1;
        const values = form.answers.map(([key, value]) => findValue(spec.serviceId, key, value));
        let unitCents = 0;
        let unitMinutes = 0;
        for (const v of values) {
          const item = cs.prices.get(v.id);
          if (!item) throw new Error(`seed ticket: ${spec.company} has no price for value ${v.id}`);
          unitCents += item.priceCents;
          unitMinutes += item.durationMinutes;
        }
        const principal = required(values[0], `the first answer of a ${spec.company} form`);
        const sub = SUB_SERVICES.find((s) => s.id === principal.subServiceId);
        const detail = required(values[1], `the second answer of a ${spec.company} form`).value;
        lines.push({
          subServiceId: sub?.id ?? null,
          displayName: `${sub?.name ?? principal.value}: ${detail}${quantity > 1 ? ` (x${quantity})` : ''}`,
          description: values.map((v) => `${featureOf(v).feature}: ${v.value}`).join('; '),
          priceCents: unitCents * quantity,
          quantity,
        });
        serviceMinutes += unitMinutes * quantity;
      }
    }
    const priceCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
    const feeCents = priceCents > 0 ? TICKET_FEE_CENTS : 0;
    let discountCents = 0;
    if (spec.discountCode) {
      const d = discounts.get(spec.discountCode);
      if (!d) throw new Error(`seed ticket: unknown discount ${spec.discountCode}`);
      discountCents =
        d.percentage !== null
          ? Math.round(priceCents * d.percentage)
          : Math.min(required(d.amountCents, `the amount of ${spec.discountCode}`), priceCents);
    }
    const totalCents = priceCents + feeCents - discountCents;
    const durationMinutes = roundUp30(serviceMinutes);

    // When: a calendar entry of the company, free of its other tickets.
    const pickEntry = (): { scheduleId: number; startTime: string; start: Date } => {
      if (spec.status === T.InProgress) {
        // Started earlier today (or on the last working day): the latest entry at least 45 minutes ago.
        for (let back = 0; back < 8; back++) {
          const date = addDays(today, -back);
          const entries = company.schedules
            .filter((s) => s.dayOfWeek === date.getUTCDay())
            .map((s) => ({ scheduleId: s.id, startTime: s.startTime, start: valleyTimeToUtc(date, s.startTime) }))
            .filter((e) => e.start.getTime() <= now.getTime() - 45 * MINUTE)
            .sort((a, b) => b.start.getTime() - a.start.getTime());
          const free = entries.find(
            (e) => !overlaps(company.id, e.start.getTime(), e.start.getTime() + durationMinutes * MINUTE),
          );
          if (free) return free;
        }
        throw new Error(`seed ticket: no past entry for ${spec.company}`);
      }
      for (let forward = 0; forward < 14; forward++) {
        const date = addDays(today, spec.day + forward);
        const entries = company.schedules
          .filter((s) => s.dayOfWeek === date.getUTCDay())
          .map((s) => ({
            scheduleId: s.id,
            startTime: s.startTime,
            start: valleyTimeToUtc(date, s.startTime),
            hour: Number(s.startTime.slice(0, 2)),
          }))
          .sort((a, b) => Math.abs(a.hour - spec.hour) - Math.abs(b.hour - spec.hour));
        const free = entries.find(
          (e) =>
            !overlaps(company.id, e.start.getTime(), e.start.getTime() + durationMinutes * MINUTE) &&
            // Future tickets stay in the future, past ones in the past.
            (spec.day > 0 ? e.start > now : e.start.getTime() + durationMinutes * MINUTE < now.getTime()),
        );
        if (free) return free;
      }
      throw new Error(`seed ticket: no free entry for ${spec.company} around day ${spec.day}`);
    };
    const { scheduleId, startTime, start } = pickEntry();
    const end = new Date(start.getTime() + durationMinutes * MINUTE);
    const holdsSlot = required(statusHoldsSlot.get(spec.status), `whether status ${spec.status} holds its slot`);
    taken.set(company.id, [...(taken.get(company.id) ?? []), [start.getTime(), end.getTime()]]);

    // History, oldest first, never after now. A rescheduled ticket was booked for its original date.
    const original =
      spec.rescheduledFromDay === undefined
        ? null
        : valleyTimeToUtc(addDays(today, spec.rescheduledFromDay), startTime);
    const bookedFor = original ?? start;
    // Booked at a waking hour of the day, `bookedDaysBefore` days before the visit.
    const bookedAt = valleyTimeToUtc(
      addDays(localDateOf(bookedFor), -spec.bookedDaysBefore),
      `${String(rng.int(8, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    );
    const createdAt = new Date(Math.min(bookedAt.getTime(), now.getTime() - 2 * HOUR - rng.int(0, 60) * MINUTE));
    const history: TicketPlan['history'] = [];
    const note = (status: TicketStatusIdValue, fallback: string) => spec.notes?.[status] ?? fallback;
    history.push({
      statusId: T.Pending,
      userTypeId: U.Customer,
      createdAt: createdAt,
      comments: note(
        T.Pending,
        isEstimate
          ? 'Free estimate requested online.'
          : spec.serviceCall
            ? 'Service call booked online.'
            : 'Booked and paid online.',
      ),
    });
    const confirmAt = new Date(createdAt.getTime() + Math.min(3 * HOUR, (now.getTime() - createdAt.getTime()) / 3));
    const reachedScheduled =
      spec.status === T.Scheduled ||
      spec.status === T.InProgress ||
      spec.status === T.Completed ||
      (spec.status === T.Cancelled && spec.cancelledBy === 'company');
    if (reachedScheduled) {
      history.push({
        statusId: T.Scheduled,
        userTypeId: U.Company,
        createdAt: confirmAt,
        comments: note(T.Scheduled, `Confirmed by ${company.name} for ${shortDate(bookedFor)}. See you then!`),
      });
    }
    let reschedulePayment: TicketPlan['payments'][number] | null = null;
    if (original) {
      const movedAt = new Date(Math.min(original.getTime() - 30 * HOUR, now.getTime() - HOUR));
      history.push({
        statusId: T.Scheduled,
        userTypeId: U.Customer,
        createdAt: movedAt,
        comments: `Rescheduled by the customer from ${shortDate(original)} to ${shortDate(start)}; reschedule fee ${money(2500)} paid (less than 48 hours before the visit).`,
      });
      reschedulePayment = {
        purpose: 'reschedule',
        amountCents: 2500,
        providerIntentId: `pi_demo_${rng.hex(24)}`,
        createdAt: movedAt,
      };
    }
    if (spec.status === T.InProgress || spec.status === T.Completed) {
      history.push({
        statusId: T.InProgress,
        userTypeId: U.Company,
        createdAt: new Date(start.getTime() + 5 * MINUTE),
        comments: note(T.InProgress, 'Technician on site and starting the work.'),
      });
    }
    let openCharge: TicketPlan['openCharge'] = null;
    const payments: TicketPlan['payments'] = [];
    if (spec.openCharge) {
      const chargeAt =
        spec.status === T.InProgress
          ? new Date(Math.min(start.getTime() + 40 * MINUTE, now.getTime() - 5 * MINUTE))
          : new Date(start.getTime() + 50 * MINUTE);
      const resolvedAt = new Date(chargeAt.getTime() + 12 * MINUTE);
      openCharge = {
        ...spec.openCharge,
        createdAt: chargeAt,
        resolvedAt: spec.openCharge.status === 'pending' ? null : resolvedAt,
      };
      if (spec.openCharge.status === 'paid') {
        payments.push({
          purpose: 'open_charge',
          amountCents: spec.openCharge.priceCents,
          providerIntentId: `pi_demo_${rng.hex(24)}`,
          createdAt: resolvedAt,
        });
      }
    }
    if (spec.status === T.Completed) {
      // With a note, the company closed the job and wrote it; otherwise the customer marked it completed.
      const byCompany = spec.notes?.[T.Completed] !== undefined;
      history.push({
        statusId: T.Completed,
        userTypeId: byCompany ? U.Company : U.Customer,
        createdAt: new Date(end.getTime() + 20 * MINUTE),
        comments: note(T.Completed, 'Marked as completed by the customer.'),
      });
    }
    if (spec.status === T.Cancelled) {
      const at = new Date(confirmAt.getTime() + Math.min(26 * HOUR, (now.getTime() - confirmAt.getTime()) / 2));
      history.push({
        statusId: T.Cancelled,
        userTypeId: spec.cancelledBy === 'company' ? U.Company : U.Customer,
        createdAt: at,
        comments: note(T.Cancelled, 'Cancelled.'),
      });
    }
    if (spec.status === T.Declined) {
      history.push({
        statusId: T.Declined,
        userTypeId: U.Company,
        createdAt: confirmAt,
        comments: note(T.Declined, 'Declined.'),
      });
    }
    history.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (history.some((h) => h.createdAt > now))
      throw new Error(`seed ticket: history in the future for ${spec.company}`);

    const paidCents = isEstimate ? 0 : totalCents;
    if (paidCents > 0) {
      payments.unshift({
        purpose: 'booking',
        amountCents: paidCents,
        providerIntentId: `pi_demo_${rng.hex(24)}`,
        createdAt: new Date(createdAt.getTime() + MINUTE),
      });
    }
    if (reschedulePayment) payments.push(reschedulePayment);

    const review =
      spec.review && spec.status === T.Completed
        ? { ...spec.review, createdAt: new Date(Math.min(end.getTime() + 30 * HOUR, now.getTime() - HOUR)) }
        : null;

    return {
      spec,
      customer: spec.customer,
      companyId: company.id,
      companyServiceId: cs.id,
      statusId: spec.status,
      scheduleId,
      scheduledAt: start,
      durationMinutes,
      serviceDurationMinutes: serviceMinutes,
      slot: tstzrangeText(start, end),
      holdsSlot,
      priceCents,
      feeCents,
      discountCents,
      totalCents,
      paidCents,
      discountCode: spec.discountCode ?? null,
      isEstimate,
      description: spec.serviceCall ?? '',
      createdAt,
      updatedAt: required(history.at(-1), `the history of ${spec.company}`).createdAt,
      completedAt: history.find((h) => h.statusId === T.Completed)?.createdAt ?? null,
      lines,
      history,
      openCharge,
      payments,
      review,
    };
  });
}
