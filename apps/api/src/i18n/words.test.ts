import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE, TOO_MANY_UNCONFIRMED_MESSAGE } from '../modules/tickets/booking/checkout.ts';
import { startNotYet } from '../modules/tickets/tickets/company.ts';
import { localesFolder, readCatalogue, say, sayStored, storedIds } from './words.ts';

describe("the API's words in the caller's language (issue 49)", () => {
  it('says the English of the descriptor, or the catalogue’s Spanish, with their values', () => {
    expect(say(TOO_MANY_UNCONFIRMED_MESSAGE, 'en')).toBe(
      "You already have 3 bookings waiting for payment or for the company's confirmation. Finish or cancel one, or wait a few minutes.",
    );
    expect(say(TOO_MANY_UNCONFIRMED_MESSAGE, 'es')).toBe(
      'Ya tiene 3 reservas esperando el pago o la confirmación de la compañía. Termine o cancele una, o espere unos minutos.',
    );
    expect(say(SLOT_TAKEN_MESSAGE, 'es')).toBe('Alguien acaba de reservar ese horario. Elija otro, por favor.');
    // A message not in the catalogue (yet) is said in English rather than not at all.
    expect(say({ id: 'not.in.catalogue', message: 'Hi {name}', values: { name: 'Ana' } }, 'es')).toBe('Hi Ana');
  });

  it('writes a value given as a function of the language in that language (a moment: the start window)', () => {
    const at = new Date('2026-12-08T15:00:00Z');
    expect(say(startNotYet(at), 'en')).toBe('You can start this job from Tuesday, December 8, 2026, 7:00 AM');
    expect(say(startNotYet(at), 'es')).toBe('Puede iniciar este trabajo desde el mar, 8 dic 2026, 7:00 a. m.');
  });

  it('reads the PO files Lingui writes: each catalogue has the same ids, and every Spanish message is written', () => {
    const catalogues = Object.fromEntries(
      readdirSync(localesFolder).map((file) => [
        file,
        readCatalogue(readFileSync(path.join(localesFolder, file), 'utf8')),
      ]),
    );
    expect(Object.keys(catalogues).sort()).toEqual(['en.po', 'es.po']);
    expect([...(catalogues['es.po']?.keys() ?? [])].sort()).toEqual([...(catalogues['en.po']?.keys() ?? [])].sort());
    expect(catalogues['es.po']?.size).toBeGreaterThan(0);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [id, english] of catalogues['en.po'] ?? []) {
      expect(placeholders(catalogues['es.po']?.get(id) ?? ''), id).toEqual(placeholders(english));
    }
  });
});

describe("the reference data's rows in the caller's language (issue 49)", () => {
  it('says a row in Spanish while its English is the catalogue’s, else in its own English', () => {
    expect(sayStored(storedIds.question(10), 'What landscaping service do you need?', 'es')).toBe(
      '¿Qué servicio de jardinería necesita?',
    );
    expect(sayStored(storedIds.question(10), 'What landscaping service do you need?', 'en')).toBe(
      'What landscaping service do you need?',
    );
    // Changed in the database since the catalogue was written: its own words, not a translation of the old ones.
    expect(sayStored(storedIds.question(10), 'Which yard work do you need?', 'es')).toBe(
      'Which yard work do you need?',
    );
    expect(sayStored('question.99999.text', 'A new question?', 'es')).toBe('A new question?');
  });
});
