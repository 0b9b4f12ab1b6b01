import { describe, expect, it } from 'vitest';
import { companyNameKey } from './company-name-key.ts';

const NAME = 'Red Rock Yard Works';

describe('companyNameKey', () => {
  it.each([
    ['Cyrillic о and а', 'Red R\u043eck Y\u0430rd Works'],
    ['a zero-width space inside', 'Red Rock\u200b Yard Works'],
    ['a zero-width joiner and a soft hyphen', 'Red Ro\u200dck Ya\u00adrd Works'],
    ['a double space', 'Red Rock  Yard Works'],
    ['a tab, a line break and spaces around', '  Red\tRock\nYard Works '],
    ['a no-break space', 'Red\u00a0Rock Yard Works'],
    ['a trailing dot', 'Red Rock Yard Works.'],
    ['trailing punctuation and space', 'Red Rock Yard Works !! '],
    ['capitals', 'RED ROCK YARD WORKS'],
    ['small letters', 'red rock yard works'],
    ['full-width letters', '\uff32\uff45\uff44 Rock Yard Works'],
    ['Greek capitals', 'R\u0395D R\u039fCK YARD W\u039fRKS'],
    ['Cyrillic capitals', 'R\u0415D RO\u0421K YARD WORKS'],
    ['everything at once', 'RЕd  Rоck\u200b Yаrd Wоrks.'],
  ])('gives %s the key of the plain name', (_, variant) => {
    expect(companyNameKey(variant)).toBe(companyNameKey(NAME));
  });

  it('maps Cyrillic and Greek look-alikes of Latin letters, small and capital', () => {
    // Cyrillic а с е о р х у і ј ѕ ԁ and capitals А В Е Н К М О Р Т Х.
    expect(companyNameKey('\u0430\u0441\u0435\u043e\u0440\u0445\u0443\u0456\u0458\u0455\u0501')).toBe(
      companyNameKey('aceopxyijsd'),
    );
    expect(companyNameKey('\u0410\u0412\u0415\u041d\u041a\u041c\u041e\u0420\u0422\u0425')).toBe(
      companyNameKey('ABEHKMOPTX'),
    );
    // The Cyrillic capital І is a Latin I, which folds to i.
    expect(companyNameKey('R\u0406VER Pools')).toBe(companyNameKey('River Pools'));
    // Greek α ι ν ο ρ υ and capitals Α Β Ε Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ Ζ.
    expect(companyNameKey('\u03b1\u03b9\u03bd\u03bf\u03c1\u03c5')).toBe(companyNameKey('aivopu'));
    expect(companyNameKey('\u0391\u0392\u0395\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5\u03a7\u0396')).toBe(
      companyNameKey('ABEHIKMNOPTYXZ'),
    );
  });

  it('maps look-alikes of digits and digits that pass for letters', () => {
    expect(companyNameKey('R0ck')).toBe(companyNameKey('Rock'));
    expect(companyNameKey('Wi1d')).toBe(companyNameKey('Wild'));
    // Cyrillic З and б, mathematical digits.
    expect(companyNameKey('\u0417 Pools')).toBe(companyNameKey('3 Pools'));
    expect(companyNameKey('\u0431 Star')).toBe(companyNameKey('6 Star'));
    expect(companyNameKey('\ud835\udfd1 Pools')).toBe(companyNameKey('3 Pools'));
  });

  it('keeps names that differ apart', () => {
    expect(companyNameKey('Red Rock Yard Works')).not.toBe(companyNameKey('Red Rock Yard Work'));
    expect(companyNameKey('Red Rock Yard Works')).not.toBe(companyNameKey('RedRock Yard Works'));
    expect(companyNameKey('Café Pools')).not.toBe(companyNameKey('Cafe Pools'));
    expect(companyNameKey('A-1 Plumbing')).not.toBe(companyNameKey('A1 Plumbing'));
  });

  it('sees the same accented letter composed or not', () => {
    expect(companyNameKey('Caf\u00e9 Pools')).toBe(companyNameKey('Cafe\u0301 Pools'));
  });

  it('is empty for a name of nothing visible', () => {
    expect(companyNameKey('\u200b\u200d ')).toBe('');
    expect(companyNameKey('...')).toBe('');
  });

  it('is its own key (a key compared again gives itself)', () => {
    for (const name of [NAME, 'Sandstone & Sage', 'Comer Pools', 'ВЕСТ Air']) {
      const key = companyNameKey(name);
      expect(companyNameKey(key)).toBe(key);
    }
  });
});
