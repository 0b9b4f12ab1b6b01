/**
 * Small catalogue, questionnaire and offer answers for the discovery screens' unit tests, shaped by the
 * contract's schemas (so a drift in the contract fails to compile here).
 */
import type { Feature, FeatureValue, Offer, Service, ZipCodeInfo } from '@upkeep/contract';
import { envelope, type Handler } from './api-mock';

export function service(id: number, name: string, extra: Partial<Service> = {}): Service {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    id,
    service: name,
    slug,
    description: `${name} in the valley`,
    image: `/images/services/${slug}.svg`,
    imageString: `/images/services/${slug}.svg`,
    comingSoon: false,
    serviceUnit: 'Service',
    multiServices: false,
    plansAllowed: false,
    principalServiceFeature: null,
    ...extra,
  };
}

export const SERVICES: Service[] = [
  service(4, 'Landscaping', { multiServices: true, plansAllowed: true }),
  service(1, 'Plumbing'),
  service(15, 'HVAC Service', { multiServices: true, serviceUnit: 'Unit' }),
  service(3, 'Car Wash', { comingSoon: true, serviceUnit: 'Vehicle' }),
];

export const zipInfo = (code: string, isServiced = true): ZipCodeInfo => ({
  code,
  city: isServiced ? 'Las Vegas' : 'Reno',
  community: isServiced ? 'Downtown' : 'Downtown Reno',
  isServiced,
});

const value = (id: number, text: string, extra: Partial<FeatureValue> = {}): FeatureValue => ({
  id,
  value: text,
  active: true,
  isServiceCall: false,
  disclaimer: null,
  subServiceId: null,
  ...extra,
});

/**
 * A landscaping questionnaire: the principal question (one value a service call, one revealing only the
 * turf sizes), the job size, and one add-on.
 */
export const LANDSCAPING_FEATURES: Feature[] = [
  {
    id: 10,
    question: 'What landscaping service do you need?',
    feature: 'Landscaping service',
    order: 1,
    isAddOn: false,
    isPrincipal: true,
    disclaimers: null,
    values: [
      value(100, 'Artificial turf installation', { subServiceId: 1 }),
      value(101, 'General yard maintenance', { subServiceId: 4 }),
      value(102, "I'm not sure, have a landscaper assess the yard", {
        isServiceCall: true,
        disclaimer: 'A landscaper walks the yard with you and quotes the work.',
      }),
    ],
  },
  {
    id: 11,
    question: 'How big is the job?',
    feature: 'Job size',
    order: 2,
    isAddOn: false,
    isPrincipal: false,
    disclaimers: null,
    values: [
      value(110, 'Turf: up to 250 sq ft', { disclaimer: 'Check the water authority rebate first.' }),
      value(111, 'Turf: 250 to 500 sq ft'),
      value(112, 'Small yard (under 2,000 sq ft)'),
      value(113, 'Large yard (over 5,000 sq ft)'),
    ],
  },
  {
    id: 12,
    question: 'Haul away green waste and debris?',
    feature: 'Green waste haul-away',
    order: 3,
    isAddOn: true,
    isPrincipal: false,
    disclaimers: 'Without haul-away, debris is left at the curb.',
    values: [value(120, 'Yes'), value(121, 'No')],
  },
];

/** The next-values answers of LANDSCAPING_FEATURES: turf reveals the turf sizes, maintenance the yards. */
export const nextValuesHandler: Handler = (call) => {
  const { QuestionID, ValueID } = call.body as { QuestionID: number; ValueID: number };
  const q = LANDSCAPING_FEATURES.findIndex((f) => f.id === QuestionID);
  const next = LANDSCAPING_FEATURES[q + 1];
  if (!next) return envelope(200, { questionId: null, values: [] });
  const revealed: Record<number, number[]> = { 100: [110, 111], 101: [112, 113] };
  const ids = revealed[ValueID];
  return envelope(200, {
    questionId: next.id,
    values: ids ? next.values.filter((v) => ids.includes(v.id)) : next.values,
  });
};

export function offer(id: number, name: string, totalPrice: number, averageScore: number, extra: Partial<Offer> = {}) {
  return {
    companyID: id,
    companyServiceID: id * 10,
    companyName: name,
    companySlug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    companyTags: ['Licensed', 'Insured'],
    companyDescription: `${name} has served the valley for years.`,
    companyLogo: `/images/companies/${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
    hasPhotos: false,
    address: '123 Main St, Las Vegas, NV 89102',
    averageScore,
    reviewCount: 12,
    subservices: [
      {
        subServiceName: 'Landscaping: service visit',
        price: 29,
        subserviceDesc: 'Base price of the visit',
        quantity: 1,
      },
      {
        subServiceName: 'Artificial Turf: up to 250 sq ft',
        price: totalPrice - 29,
        subserviceDesc: 'Landscaping service: Artificial turf installation; Job size: Turf: up to 250 sq ft',
        quantity: 1,
      },
    ],
    totalPrice,
    // The booking fee as the server adds it: none on a free estimate.
    fee: totalPrice > 0 ? 4.99 : 0,
    totalCharged: totalPrice > 0 ? Math.round((totalPrice + 4.99) * 100) / 100 : 0,
    duration: '06:30:00',
    serviceDuration: '06:30:00',
    isServiceCall: false,
    ...extra,
  } satisfies Offer;
}
