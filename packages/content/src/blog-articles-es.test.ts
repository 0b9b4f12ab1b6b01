import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './blog-articles.ts';
import { BLOG_ARTICLES_ES, SPANISH_ARTICLE_WORDS } from './blog-articles-es.ts';

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim()).length;

describe('the blog articles in Spanish (issue 49)', () => {
  it('has every article, as written, with its English twin’s slug, date and images', () => {
    expect(SPANISH_ARTICLE_WORDS.map((a) => a.slug)).toEqual(BLOG_ARTICLES.map((a) => a.slug));
    BLOG_ARTICLES_ES.forEach((spanish, i) => {
      const english = BLOG_ARTICLES[i];
      expect(spanish.slug).toBe(english?.slug);
      expect(spanish.createdAt).toBe(english?.createdAt);
      expect(spanish.imageUrl).toBe(english?.imageUrl);
      expect(spanish.sections.map((s) => s.imageUrl)).toEqual(english?.sections.map((s) => s.imageUrl));
    });
  });

  it('holds each article to the English structure: as many sections, each with as many paragraphs', () => {
    SPANISH_ARTICLE_WORDS.forEach((spanish, i) => {
      const english = BLOG_ARTICLES[i];
      if (!english) throw new Error(spanish.slug);
      expect(spanish.sections.length, spanish.slug).toBe(english.sections.length);
      spanish.sections.forEach((section, n) => {
        const twin = english.sections[n];
        expect(paragraphs(section.text), `${spanish.slug} §${n + 1}`).toBe(paragraphs(twin?.text ?? ''));
        // Written, not left in English: no section keeps its English title or first words.
        expect(section.title, `${spanish.slug} §${n + 1}`).not.toBe(twin?.title);
        expect(section.text.slice(0, 40)).not.toBe(twin?.text.slice(0, 40));
      });
      expect(spanish.title).not.toBe(english.title);
      // The brief is cut at 200 characters on the blog's cards, as the English one is: long enough to be cut too.
      expect(spanish.brief.length).toBeGreaterThan(200);
    });
  });

  it('keeps the numbers of each section (temperatures, feet, gallons, years) as the English says them', () => {
    const numbers = (text: string) => (text.match(/\d[\d,]*/g) ?? []).sort();
    SPANISH_ARTICLE_WORDS.forEach((spanish, i) => {
      const english = BLOG_ARTICLES[i];
      spanish.sections.forEach((section, n) => {
        expect(numbers(section.text), `${spanish.slug} §${n + 1}`).toEqual(numbers(english?.sections[n]?.text ?? ''));
      });
    });
  });
});
