/**
 * The HTML of `/pros/{slug}` (decision 0028): the web build prerenders the page's frame once
 * (`/pros/_frame`: the app's layout, the route's scripts, placeholders in the head and an empty
 * `#company-page`); for each request the server renders the company's page into it with the web app's own
 * component (`@upkeep/company-page`), writes the head (title, description, canonical link, Open Graph, JSON-LD),
 * and embeds the data the component was given, so the browser hydrates the same markup without asking again.
 * The Spanish page, `/es/pros/{slug}` (issue 49), is the Spanish frame (`/es/pros/_frame`) filled the same way in
 * Spanish; each names both (hreflang), and its language switch leads to the other.
 */
import { CompanyProfile } from '@upkeep/company-page';
import {
  COMPANY_PAGE_DATA_ID,
  COMPANY_PAGE_PLACEHOLDERS,
  type CompanyPage,
  type CompanyPageReview,
  companyPageFramePath,
  companyPageHead,
  companyPagePath,
  type EmbeddedCompanyPage,
  LOCALES,
  type Locale,
  type Pages,
  yearsOnUpKeep,
} from '@upkeep/contract';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeHtml } from '../../../lib/format.ts';

/** JSON inside a `<script>` data block: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export const EMPTY_CONTAINER = '<div id="company-page"></div>';

/** Whether a built frame has what the server fills in (a build from before issue 32 has no frame). */
export const isCompanyFrame = (html: string) =>
  html.includes(EMPTY_CONTAINER) && html.includes(COMPANY_PAGE_PLACEHOLDERS.title);

export function companyPageData(
  page: CompanyPage,
  pages: Pages,
  newestReviews: CompanyPageReview[],
  now: Date,
): EmbeddedCompanyPage {
  return { page, pages, yearsOnUpKeep: yearsOnUpKeep(page.liveSince, now), newestReviews };
}

/**
 * The frame of `locale` filled with one company's page in that language. `publicUrl` is the origin of its canonical
 * link. A language's words must be loaded first (`loadCompanyPageWords`): the page renders them at once.
 */
export function companyDocument(
  frame: string,
  data: EmbeddedCompanyPage,
  publicUrl: string,
  locale: Locale = 'en',
): string {
  const head = companyPageHead(data.page, publicUrl, data.newestReviews, locale);
  const query = data.pages.pageNumber > 1 ? `?page=${data.pages.pageNumber}` : '';
  const origin = publicUrl.replace(/\/+$/, '');
  const url = `${origin}${head.path}${query}`;
  const twin = (language: Locale) => `${companyPagePath(data.page.slug, language)}${query}`;
  // The component is given what the browser's hydration gives it (the JSON-LD's reviews are the head's).
  const { page, pages } = data;
  const rendered = renderToString(
    createElement(CompanyProfile, { page, pages, yearsOnUpKeep: data.yearsOnUpKeep, locale }),
  );
  // Rendered without a document, React writes its resource hints (the logo's preload) before the markup: they
  // belong in the head, and the browser hydrates the markup alone.
  const hints = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hints.length);
  const P = COMPANY_PAGE_PLACEHOLDERS;
  // The frame's language switch names the other language's frame: the company's page there, as the browser says it.
  const other = LOCALES.find((language) => language !== locale) ?? 'en';
  return frame
    .split(`href="${companyPageFramePath(other)}"`)
    .join(`href="${escapeHtml(twin(other))}"`)
    .split(P.english)
    .join(escapeHtml(`${origin}${twin('en')}`))
    .split(P.spanish)
    .join(escapeHtml(`${origin}${twin('es')}`))
    .split(P.title)
    .join(escapeHtml(head.title))
    .split(P.description)
    .join(escapeHtml(head.description))
    .split(P.url)
    .join(escapeHtml(url))
    .split(P.image)
    .join(escapeHtml(head.image))
    .split(JSON.stringify(P.jsonLd))
    .join(scriptJson(head.jsonLd))
    .replace(EMPTY_CONTAINER, () => `<div id="company-page">${body}</div>`)
    .replace('</head>', () => `${hints}</head>`)
    .replace(
      '</body>',
      () => `<script type="application/json" id="${COMPANY_PAGE_DATA_ID}">${scriptJson(data)}</script></body>`,
    );
}
