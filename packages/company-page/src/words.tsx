/**
 * The words of a company's page in each language (issue 49), inside the package because the API renders the page
 * without the web app's catalogue. English is here, in every bundle that shows the page; another language's words
 * are a module of their own (`words-es.tsx`), loaded by the page in that language only (`loadCompanyPageWords`), so
 * an English page carries none of them (the byte budgets of issue 33). What the company wrote (its name, description,
 * tags, replies, captions) and the customers' reviews are shown as written; the service names and the reply time are
 * the API's, said in the page's language.
 *
 * A word is a node, not always a string: the English ones keep the pieces the page always had (`(2 reviews)` is five
 * text nodes), so the English markup is what it was before the page spoke Spanish.
 */
import { type CompanyPage, clockLabel, companyPageDate, type Locale, starsLabel, weekdayName } from '@upkeep/contract';
import type { ReactNode } from 'react';

/** '$27', '$1,250.50': money reads the same in both languages (decision 0038). */
export const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: dollars % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

export interface CompanyPageWords {
  starsOutOf5: (score: number) => string;
  logoAlt: (name: string) => string;
  reviewCount: (count: number) => ReactNode;
  noReviewsYet: string;
  specialities: string;
  credentials: string;
  licenceVerified: string;
  licenceNote: (licence: NonNullable<CompanyPage['credentials']['licence']>) => ReactNode;
  insured: string;
  insuredNote: (verifiedAt: string) => ReactNode;
  onUpKeep: string;
  years: (years: number) => string;
  jobsCompleted: string;
  messages: string;
  services: string;
  from: (dollars: number) => ReactNode;
  getAPrice: string;
  /** The questionnaire of a service, in the page's language where it has a twin. */
  questionnairePath: (serviceId: number) => string;
  areasServed: string;
  zipCodes: (list: string) => ReactNode;
  mapLabel: (points: number) => string;
  hours: string;
  weekday: (dayOfWeek: number) => string;
  openHours: (opens: string, closes: string) => string;
  lastStart: (lastStart: string) => string;
  photosOfOurWork: string;
  workBy: (name: string) => string;
  reviews: string;
  ratings: string;
  stars: (stars: number) => ReactNode;
  noReviewsYetSentence: string;
  reviewPages: string;
  newerReviews: string;
  pageOf: (page: number, total: number) => ReactNode;
  olderReviews: string;
  replyFrom: (companyName: string) => ReactNode;
  /** A review's or a check's day ('Tue, Dec 8, 2026'; 'mar, 8 dic 2026'). */
  date: (iso: string) => string;
}

export const ENGLISH: CompanyPageWords = {
  starsOutOf5: (score) => `${starsLabel(score)} out of 5 stars`,
  logoAlt: (name) => `${name} logo`,
  reviewCount: (count) => (
    <>
      ({count} review{count === 1 ? '' : 's'})
    </>
  ),
  noReviewsYet: 'No reviews yet',
  specialities: 'Specialities',
  credentials: 'Credentials',
  licenceVerified: 'Licence verified',
  licenceNote: (licence) => (
    <>
      Nevada licence {licence.number}
      {licence.limit !== null ? `, limit ${money(licence.limit)}` : ''}
      {'; checked'} {companyPageDate(licence.verifiedAt)}
    </>
  ),
  insured: 'Insured',
  insuredNote: (verifiedAt) => <>checked {companyPageDate(verifiedAt)}</>,
  onUpKeep: 'On UpKeep',
  years: (years) => (years < 1 ? 'Less than a year' : `${years} year${years === 1 ? '' : 's'}`),
  jobsCompleted: 'Jobs completed',
  messages: 'Messages',
  services: 'Services',
  from: (dollars) => <>from {money(dollars)}</>,
  getAPrice: 'Get a price',
  questionnairePath: (serviceId) => `/questionnaire?Service=${serviceId}`,
  areasServed: 'Areas served',
  zipCodes: (list) => <>Zip codes: {list}</>,
  mapLabel: (points) => `Map of the ${points} zip codes served`,
  hours: 'Hours',
  weekday: weekdayName,
  openHours: (opens, closes) => `${clockLabel(opens)} to ${clockLabel(closes)}`,
  lastStart: (lastStart) => ` (last start ${clockLabel(lastStart)})`,
  photosOfOurWork: 'Photos of our work',
  workBy: (name) => `Work by ${name}`,
  reviews: 'Reviews',
  ratings: 'Ratings',
  stars: (stars) => (
    <>
      {stars} {stars === 1 ? 'star' : 'stars'}
    </>
  ),
  noReviewsYetSentence: 'No reviews yet.',
  reviewPages: 'Review pages',
  newerReviews: 'Newer reviews',
  pageOf: (page, total) => (
    <>
      Page {page} of {total}
    </>
  ),
  olderReviews: 'Older reviews',
  replyFrom: (companyName) => <>Reply from {companyName}</>,
  date: companyPageDate,
};

/** A thenable React's `use` reads at once once it is settled (its `status` and `value`, as React writes them). */
type Loading = Promise<CompanyPageWords> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: CompanyPageWords };

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ SPANISH: CompanyPageWords }>> = {
  es: () => import('./words-es.tsx'),
};

const loading = new Map<Locale, Loading>();

/**
 * The words of `locale`, loaded once (English's are here; Spanish's are fetched the first time). Settled, the promise
 * carries its value, so a page rendered after it (the server awaits it first) reads the words without suspending.
 */
export function loadCompanyPageWords(locale: Locale): Promise<CompanyPageWords> {
  let kept = loading.get(locale);
  if (kept) return kept;
  const started: Loading =
    locale === 'en' ? Promise.resolve(ENGLISH) : LOADERS[locale]().then((module) => module.SPANISH);
  started.status = 'pending';
  started.then(
    (words) => {
      started.status = 'fulfilled';
      started.value = words;
    },
    () => {
      started.status = 'rejected';
      // A failed load (a network error) is tried again by the next render.
      loading.delete(locale);
    },
  );
  kept = started;
  loading.set(locale, kept);
  return kept;
}
