/**
 * A company's public address (`/pros/{slug}`, issue 32) from its name: one rule for the company UpKeep creates
 * from a partner request (onboarding), a rename while it sets up (company-setup) and a rename staff approve
 * (company-names). Lowercase ASCII letters and digits between single dashes, as the contract's `COMPANY_SLUG`
 * reads a slug.
 */

/** How long a slug's name part may be: room left for a `-2` within the contract's 120 characters. */
const SLUG_MAX_LENGTH = 80;

/**
 * 'Sandstone & Sage' gives 'sandstone-and-sage'; accents fall to their letters ('Álamo' gives 'alamo'); a
 * name with no letter or digit gives '' (each caller says what such a company's address is).
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The address of a company renamed to a name without a letter or a digit (numbered like any other). */
const NAMELESS_SLUG = 'company';

/**
 * The slug of a company renamed to `name`: the name's own, or with -2, -3... when another company has it or had
 * it. `slugsLike(base)` answers the other companies' slugs (current and kept for redirects) that begin with it.
 */
export async function freeSlugOf(name: string, slugsLike: (base: string) => Promise<readonly string[]>) {
  const base = slugOf(name) || NAMELESS_SLUG;
  const taken = new Set(await slugsLike(base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
