import { COMPANY_SLUG } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { freeSlugOf, slugOf } from './company-slug.ts';

describe("a company's slug", () => {
  it('is made from its name: letters and digits between single dashes', () => {
    expect(slugOf('Sandstone & Sage Landscapes')).toBe('sandstone-and-sage-landscapes');
    expect(slugOf('  Álamo Pools, LLC!  ')).toBe('alamo-pools-llc');
    expect(slugOf('***')).toBe('');
    expect(slugOf('日本')).toBe('');
  });

  it('keeps 80 characters of a long name, never ending on a dash, and always reads as a slug', () => {
    const long = slugOf(`${'a'.repeat(79)} b and a lot more words`);
    expect(long).toBe('a'.repeat(79));
    expect(slugOf('x'.repeat(200))).toHaveLength(80);
    for (const name of ['Red Rock & Co.', '-Dash- -Start-', `${'ab '.repeat(40)}!`, 'Ünïcödé Plumbing 24/7'])
      expect(slugOf(name), name).toMatch(COMPANY_SLUG);
  });

  it("numbers a slug another company has or had, and gives a name without letters 'company'", async () => {
    const taken = (slugs: string[]) => async (base: string) => slugs.filter((s) => s.startsWith(base));
    expect(await freeSlugOf('Red Rock', taken([]))).toBe('red-rock');
    expect(await freeSlugOf('Red Rock', taken(['red-rock', 'red-rock-2', 'red-rock-yard-works']))).toBe('red-rock-3');
    expect(await freeSlugOf('***', taken(['company']))).toBe('company-2');
  });
});
