import { expect, type Page, test } from '@playwright/test';
import { BLOG_ARTICLES } from '@upkeep/content';
import {
  BLOG_ARTICLE_ROUTES,
  LANDING_AREAS,
  LANDING_ROUTES,
  PRERENDERED_ROUTES,
  PRERENDERED_SCREENS,
  required,
} from '@upkeep/contract';

/**
 * What search engines and link previews read on every prerendered page (issue 14): canonical link, a
 * description of its own, Open Graph and Twitter cards with a raster image, and JSON-LD holding the
 * properties schema.org (and Google's rich results) require of each type.
 */

interface Head {
  canonical: string[];
  description: string | null;
  meta: Record<string, string>;
  jsonLd: unknown[];
  h1: string | null;
}

/** Reads a page's HTML as a crawler does: no script runs (DOMParser in a blank page). */
async function readHead(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta: Record<string, string> = {};
    for (const el of Array.from(doc.querySelectorAll('meta[property], meta[name]'))) {
      meta[el.getAttribute('property') ?? el.getAttribute('name') ?? ''] = el.getAttribute('content') ?? '';
    }
    return {
      canonical: Array.from(doc.querySelectorAll('link[rel="canonical"]')).map((l) => l.getAttribute('href') ?? ''),
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      meta,
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) =>
        JSON.parse(s.textContent ?? ''),
      ),
      h1: doc.querySelector('h1')?.textContent ?? null,
    };
  }, html);
}

type Node = Record<string, unknown>;

/** The properties each type we publish must have (schema.org's expected ones that rich results require). */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  Service: ['name', 'serviceType', 'provider', 'areaServed', 'url'],
  BlogPosting: ['headline', 'datePublished', 'author', 'publisher', 'image', 'mainEntityOfPage'],
  BreadcrumbList: ['itemListElement'],
};

function nodesOf(jsonLd: unknown[]): Node[] {
  return jsonLd.flatMap((doc) => {
    const d = doc as Node;
    expect(d['@context']).toBe('https://schema.org');
    return (d['@graph'] as Node[] | undefined) ?? [d];
  });
}

const isAbsolute = (url: unknown) => typeof url === 'string' && /^https?:\/\/[^/]+\//.test(url);

function validate(node: Node, where: string) {
  const type = String(node['@type']);
  expect(Object.keys(REQUIRED), `${where}: a type we know`).toContain(type);
  for (const property of REQUIRED[type] ?? []) {
    expect(node[property], `${where}: ${type}.${property}`).toBeTruthy();
  }
  if (type === 'BreadcrumbList') {
    const items = node.itemListElement as Node[];
    expect(items.length, where).toBeGreaterThanOrEqual(2);
    items.forEach((item, i) => {
      expect(item['@type']).toBe('ListItem');
      expect(item.position).toBe(i + 1);
      expect(item.name, `${where}: breadcrumb ${i + 1} name`).toBeTruthy();
      expect(isAbsolute(item.item), `${where}: breadcrumb ${i + 1} item`).toBe(true);
    });
  }
  if (type === 'Service') {
    expect((node.provider as Node).name).toBe('UpKeep');
    expect((node.areaServed as Node).name, where).toBeTruthy();
  }
  if (type === 'BlogPosting') {
    expect(String(node.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect((node.author as Node).name).toBeTruthy();
    expect(isAbsolute(node.image)).toBe(true);
  }
}

test('every prerendered page has its canonical link, its own description, share cards and valid JSON-LD', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('about:blank');
  const descriptions = new Map<string, string>();
  const shareImages = new Set<string>();
  for (const route of PRERENDERED_ROUTES) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const head = await readHead(page, await response.text());

    expect(head.canonical, route).toHaveLength(1);
    const canonical = new URL(required(head.canonical[0], `${route} canonical`));
    expect(canonical.pathname, route).toBe(route);
    expect(head.meta['og:url']).toBe(head.canonical[0]);

    expect(head.description?.trim(), route).toBeTruthy();
    const description = required(head.description, `${route} description`);
    expect(descriptions.get(description), `${route} repeats the description of another page`).toBeUndefined();
    descriptions.set(description, route);

    for (const property of ['og:title', 'og:description', 'og:type', 'og:image', 'og:site_name']) {
      expect(head.meta[property], `${route}: ${property}`).toBeTruthy();
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      expect(head.meta[name], `${route}: ${name}`).toBeTruthy();
    }
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(head.meta['og:image']).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
    shareImages.add(new URL(required(head.meta['og:image'], `${route} og:image`)).pathname);

    const nodes = nodesOf(head.jsonLd);
    for (const node of nodes) validate(node, route);
    const types = nodes.map((n) => n['@type']);
    if (route === '/home') expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    if (LANDING_ROUTES.includes(route)) {
      expect(types, route).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
      // The plumbing page keeps the spec's one-n spelling of Centennial Hills.
      const slug = route.replace('-in-centenial-hills', '-in-centennial-hills');
      const area = LANDING_AREAS.find((a) => slug.endsWith(`-in-${a.slug}`));
      const service = required(
        nodes.find((n) => n['@type'] === 'Service'),
        `${route} Service node`,
      );
      if (area) expect(String((service.areaServed as Node).name), route).toContain(area.name);
    }
    if (BLOG_ARTICLE_ROUTES.includes(route)) {
      expect(types, route).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
      const article = required(
        BLOG_ARTICLES.find((a) => route === `/blog/${a.slug}`),
        `the article of ${route}`,
      );
      const posting = required(
        nodes.find((n) => n['@type'] === 'BlogPosting'),
        `${route} BlogPosting node`,
      );
      expect(posting.headline).toBe(article.title);
      expect(posting.headline).toBe(head.h1);
      expect(posting.datePublished).toBe(article.createdAt);
    }
  }
  // The share image is a raster image that is really there.
  for (const image of shareImages) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toMatch(/^image\/(jpeg|png)/);
  }
});

test('private screens stay out of search engines, public pages are in the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  for (const path of ['/my-tickets', '/payment-', '/profile', '/dev/mailbox', '/pro', '/staff']) {
    expect(robots).toContain(`Disallow: ${path}`);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of PRERENDERED_ROUTES) expect(sitemap).toContain(`${route}</loc><lastmod>`);
  expect(sitemap).not.toContain('/my-tickets');
  for (const screen of PRERENDERED_SCREENS) expect(sitemap).not.toContain(`${screen}</loc>`);
});

test('a prerendered screen (the questionnaire) is served for its links with its frame, and is not a public page', async ({
  page,
  request,
}) => {
  expect(PRERENDERED_SCREENS).toContain('/questionnaire');
  const response = await request.get('/questionnaire?Service=4&ZipCode=89101');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const head = await readHead(page, await response.text());
  expect(head.h1).toBe('Questionnaire');
  expect(head.description).toBeTruthy();
  expect(head.canonical).toEqual([]);
  expect(head.meta['og:url']).toBeUndefined();
});
