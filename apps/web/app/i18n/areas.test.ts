/**
 * Each area's screens find their words in the catalogues the area loads (i18n/areas.ts, lingui.config.ts): a file a
 * Spanish screen imports, at once or on demand, has its messages in one of them, else the screen would show them in
 * English. The catalogues say which file each message is from (`#:` in the PO files).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_CATALOGUES, type Area, areaOfPath, type Catalogue } from './areas';

const app = path.resolve(import.meta.dirname, '..');
const locales = path.join(app, 'locales');

/** Each source file with messages (relative to apps/web) and its catalogue, read from the source catalogues. */
function cataloguesOfFiles(): Map<string, Catalogue> {
  const files = new Map<string, Catalogue>();
  for (const name of readdirSync(locales).filter((file) => file.endsWith('.en.po'))) {
    const catalogue = name.replace('.en.po', '') as Catalogue;
    const text = readFileSync(path.join(locales, name), 'utf8');
    for (const [, origins = ''] of text.matchAll(/^#: (.+)$/gm)) {
      for (const origin of origins.split(' ')) {
        const known = files.get(origin);
        expect(known === undefined || known === catalogue, `${origin} is in ${known} and ${catalogue}`).toBe(true);
        files.set(origin, catalogue);
      }
    }
  }
  return files;
}

/** The relative imports of a source file, static and on demand (`import('…')`, `lazy(() => import('…'))`). */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => match[1] as string,
  );
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
    );
    return found ? [found] : [];
  });
}

/** Every source file `entry` reaches by its imports, itself included. */
function reached(entry: string): string[] {
  const seen = new Set([path.join(app, entry)]);
  for (const file of seen) for (const imported of importsOf(file)) seen.add(imported);
  return [...seen];
}

/** A path of each area's screens in Spanish (or the portal's), with its route module. */
const SCREENS: Record<Area, { path: string; module: string }[]> = {
  pages: [
    { path: '/es/home', module: 'routes/home.tsx' },
    { path: '/es/pros/red-rock-yard-works', module: 'routes/company-page.tsx' },
  ],
  landing: [
    { path: '/es/hvac-in-summerlin', module: 'routes/landing-main.tsx' },
    { path: '/es/landscaping', module: 'routes/landing-main.tsx' },
  ],
  content: [
    { path: '/es/about', module: 'routes/about.tsx' },
    { path: '/es/services', module: 'routes/services.tsx' },
    { path: '/es/how-it-works', module: 'routes/how-it-works.tsx' },
    { path: '/es/help', module: 'routes/help.tsx' },
    { path: '/es/blog', module: 'routes/blog.tsx' },
    { path: '/es/blog/fall-lawn-care-tips', module: 'routes/blog-article.tsx' },
    { path: '/es/reviews', module: 'routes/reviews.tsx' },
  ],
  account: [
    { path: '/sign-in', module: 'routes/sign-in.tsx' },
    { path: '/es/sign-in', module: 'routes/sign-in.tsx' },
    { path: '/es/recover-password', module: 'routes/recover-password.tsx' },
  ],
  forms: [
    { path: '/es/contact', module: 'routes/contact.tsx' },
    { path: '/es/partner-us', module: 'routes/partner-us.tsx' },
  ],
  discovery: [{ path: '/es/questionnaire', module: 'routes/questionnaire.tsx' }],
  offers: [{ path: '/es/companies', module: 'routes/companies.tsx' }],
  booking: [
    { path: '/es/booking', module: 'routes/booking.tsx' },
    { path: '/es/payment-information', module: 'routes/payment-information.tsx' },
    { path: '/es/process-payment', module: 'routes/process-payment.tsx' },
    { path: '/es/payment-confirmation', module: 'routes/payment-confirmation.tsx' },
  ],
  crew: [
    { path: '/pro/my-jobs', module: 'routes/pro-my-jobs.tsx' },
    { path: '/pro/account', module: 'routes/pro-account.tsx' },
    { path: '/es/pro/accept-invite', module: 'routes/pro-accept-invite.tsx' },
    { path: '/es/pro/reset-password', module: 'routes/pro-reset-password.tsx' },
  ],
  quotes: [{ path: '/es/quote/7', module: 'routes/quote.tsx' }],
  screens: [
    { path: '/my-tickets', module: 'routes/my-tickets.tsx' },
    { path: '/detail-ticket', module: 'routes/detail-ticket.tsx' },
    { path: '/es/my-plans', module: 'routes/my-plans.tsx' },
    { path: '/es/my-plans/5', module: 'routes/my-plan.tsx' },
    { path: '/profile', module: 'routes/profile.tsx' },
    { path: '/es/sign-up', module: 'routes/sign-up.tsx' },
    { path: '/es/reset-password', module: 'routes/reset-password.tsx' },
    { path: '/es/profile', module: 'routes/profile.tsx' },
  ],
};

describe('the catalogues of each area', () => {
  const catalogueOf = cataloguesOfFiles();
  const origin = (file: string) => path.relative(path.dirname(app), file);

  it.each(Object.entries(SCREENS).flatMap(([area, screens]) => screens.map((screen) => ({ area, ...screen }))))(
    '$path ($area) finds its words in the catalogues its area loads',
    ({ area, path: pagePath, module }) => {
      expect(areaOfPath(pagePath)).toBe(area);
      const loads = AREA_CATALOGUES[area as Area];
      const outside = [...reached('root.tsx'), ...reached(module)]
        .map((file) => ({ file: origin(file), catalogue: catalogueOf.get(origin(file)) }))
        .filter(({ catalogue }) => catalogue !== undefined && !loads.includes(catalogue));
      expect(outside.map(({ file, catalogue }) => `${file} (${catalogue})`)).toEqual([]);
    },
  );

  it('loads the frame with every area', () => {
    for (const catalogues of Object.values(AREA_CATALOGUES)) expect(catalogues[0]).toBe('frame');
  });
});
