import { LANDING_AREAS, LANDING_ROUTES, required, SUB_SERVICE_LANDINGS } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { LANDING_CONTENT, type LandingPageContent } from '../index';
import { SUB_SERVICE_NAMES } from './common';
import {
  HVAC_AREA_DESCRIPTION,
  hvacAreaDescription,
  hvacAreaHeroTitle,
  hvacAreaTitle,
  LANDING_CONTENT_ES,
} from './index';

const pairs = [...LANDING_CONTENT].map(([path, en]) => ({
  path,
  en,
  es: required(LANDING_CONTENT_ES.get(path), `Spanish content of ${path}`),
}));
const allEs = (): LandingPageContent[] => [...LANDING_CONTENT_ES.values()];

/** A page's leaves (strings, numbers, booleans) by where they sit, e.g. `sections.1.image.alt`. */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, at ? `${at}.${key}` : key));
  }
  return [[at, value]];
}

/** Leaves that are not words to translate: the same in both languages. */
const SAME = new Set(['path', 'kind', 'group', 'areaName', 'src', 'side', 'sectionStyle']);
const keyOf = (at: string) => at.split('.').at(-1) ?? at;
/** A testimonial's title is its author, a name and place that stay as they are ('Sue and Dave K.' reads 'Sue y Dave K.'). */
const isAuthor = (at: string) => /^testimonials\.\d+\.title$/.test(at);

const imageSources = (c: LandingPageContent) => [
  c.hero.image.src,
  ...c.sections.map((s) => s.image.src),
  ...(c.carousel?.cards.map((card) => card.image.src) ?? []),
];

describe('the landing pages in Spanish', () => {
  it('has exactly the English pages, keyed by the same English paths', () => {
    expect([...LANDING_CONTENT_ES.keys()]).toEqual([...LANDING_CONTENT.keys()]);
    expect(LANDING_CONTENT_ES.size).toBe(LANDING_ROUTES.length);
    for (const [path, es] of LANDING_CONTENT_ES) expect(es.path).toBe(path);
  });

  it('keeps each page what it is: kind, path, service, sub-service, group and area', () => {
    for (const { path, en, es } of pairs) {
      expect(es.kind, path).toBe(en.kind);
      expect(es.path, path).toBe(en.path);
      expect(es.group, path).toBe(en.group);
      expect(es.serviceId, path).toBe(en.serviceId);
      expect(es.subServiceId, path).toBe(en.subServiceId);
      expect(es.areaName, path).toBe(en.areaName);
      expect(es.sectionStyle, path).toBe(en.sectionStyle);
      expect(es.leadForm, path).toBe(en.leadForm);
    }
  });

  it('shows the same images and as many sections, testimonials, cards and area links', () => {
    for (const { path, en, es } of pairs) {
      expect(imageSources(es), path).toEqual(imageSources(en));
      expect(
        es.sections.map((s) => [s.badge, s.side]),
        path,
      ).toEqual(en.sections.map((s) => [s.badge, s.side]));
      expect(es.testimonials, path).toHaveLength(en.testimonials.length);
      expect(es.carousel?.cards.length, path).toBe(en.carousel?.cards.length);
      expect(es.areaLinks?.links.length, path).toBe(en.areaLinks?.links.length);
    }
  });

  it('leads its cards and area links to the English paths (the router adds /es), with the same sub-services', () => {
    for (const { path, en, es } of pairs) {
      expect(
        es.carousel?.cards.map((c) => [c.path, c.subServiceId]),
        path,
      ).toEqual(en.carousel?.cards.map((c) => [c.path, c.subServiceId]));
      expect(
        es.areaLinks?.links.map((l) => l.path),
        path,
      ).toEqual(en.areaLinks?.links.map((l) => l.path));
    }
  });

  it('names every sub-service in Spanish, on its page and on its card', () => {
    expect(Object.keys(SUB_SERVICE_NAMES).sort()).toEqual(SUB_SERVICE_LANDINGS.map((l) => l.path).sort());
    for (const landing of SUB_SERVICE_LANDINGS) {
      const es = required(LANDING_CONTENT_ES.get(landing.path), landing.path);
      expect(es.subServiceName).toBe(SUB_SERVICE_NAMES[landing.path]);
      expect(es.subServiceName).not.toBe(landing.name);
    }
    for (const es of allEs()) {
      for (const card of es.carousel?.cards ?? [])
        expect(card.subServiceName, card.path).toBe(SUB_SERVICE_NAMES[card.path]);
    }
  });

  it('writes every text in Spanish: none empty, none left as the English one, save names', () => {
    for (const { path, en, es } of pairs) {
      const english = new Map(leaves(en));
      const spanish = leaves(es);
      expect(
        spanish.map(([at]) => at),
        path,
      ).toEqual([...english.keys()]);
      for (const [at, value] of spanish) {
        const was = english.get(at);
        const where = `${path} ${at}`;
        if (typeof value !== 'string' || SAME.has(keyOf(at))) {
          expect(value, where).toBe(was);
        } else if (isAuthor(at)) {
          expect(value, where).toBe(String(was).replace(' and ', ' y '));
        } else {
          expect(value.trim(), where).not.toBe('');
          expect(value, where).not.toBe(was);
        }
      }
    }
  });

  it('leaves no English words in the Spanish texts', () => {
    const english = /\b(the|and|your|you|with|near|for|of|to)\b/;
    for (const es of allEs()) {
      for (const [at, value] of leaves(es)) {
        if (typeof value !== 'string' || SAME.has(keyOf(at)) || isAuthor(at)) continue;
        expect(value, `${es.path} ${at}`).not.toMatch(english);
      }
    }
  });

  it('sizes titles and descriptions for search results, each page its own', () => {
    for (const es of allEs()) {
      expect(es.title.length, `${es.path}: ${es.title}`).toBeLessThanOrEqual(70);
      expect(es.description.length, `${es.path}: ${es.description}`).toBeLessThanOrEqual(170);
    }
    for (const field of ['title', 'description'] as const) {
      const values = allEs().map((c) => c[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const h1s = allEs().map((c) => c.hero.title);
    expect(new Set(h1s).size).toBe(h1s.length);
  });

  it('says spec 001’s HVAC neighbourhood texts in Spanish, each page naming its area', () => {
    expect(HVAC_AREA_DESCRIPTION).toBe(
      'Mantenga eficiente su sistema de HVAC. ¡Reserve hoy profesionales de mantenimiento, reparaciones, instalación y mejoras!',
    );
    for (const area of LANDING_AREAS) {
      const es = required(LANDING_CONTENT_ES.get(`/hvac-in-${area.slug}`), area.slug);
      expect(es.title).toBe(hvacAreaTitle(area.name));
      expect(es.title).toBe(`Mantenimiento y reparaciones de HVAC en ${area.name}`);
      expect(es.hero.title).toBe(hvacAreaHeroTitle(area.name));
      expect(es.hero.title).toBe(`Soluciones de HVAC en ${area.name}`);
      expect(es.description).toBe(hvacAreaDescription(area.name));
      expect(es.description).toBe(`${HVAC_AREA_DESCRIPTION} Servicio en ${area.name}.`);
      expect(`${es.intro.title} ${es.intro.text}`).toContain(area.name);
    }
  });

  it('writes area-specific copy on every Spanish neighbourhood page', () => {
    for (const group of ['landscaping', 'plumbing', 'hvac']) {
      const areaPages = allEs().filter((c) => c.group === group && c.kind === 'area');
      expect(areaPages).toHaveLength(10);
      expect(new Set(areaPages.map((c) => c.intro.text)).size).toBe(10);
      for (const c of areaPages) {
        const area = required(c.areaName, 'area name');
        expect(c.title, c.path).toContain(area);
        expect(c.hero.title, c.path).toContain(area);
      }
    }
  });
});
