/**
 * Byte budgets of the built web app (issue 14). Bytes, not durations: what a phone downloads before a
 * public page can hydrate. The build is made first when it is missing or older than the sources (as
 * `npm start` does), so a fresh clone's `npm test` measures the code it has.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  BLOG_ARTICLE_ROUTES,
  COMPANY_PAGE_FRAME_PATH,
  companyPageFramePath,
  LANDING_ROUTES,
  localeOfPath,
  PRERENDERED_ROUTES,
  required,
  SPANISH_ROUTES,
} from '@upkeep/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLandingContent } from '../app/features/landing/content/index';
import { AREA_CATALOGUES, areaOfPath } from '../app/i18n/areas';
import { ensureWebBuild } from './ensure-web-build';

/**
 * The most JavaScript (brotli, as served) a public page may load before it hydrates. Issue 14 asks for
 * 150 KB at most; this holds today's figure with a little room. React, React DOM, React Router, zustand
 * and Mantine's styling core are ~105 KB of it (the framework chunk: vite.config.ts), the rest of the first
 * screen ~20 KB (the public chunk), the route manifest 6 KB. The dialogs, menus and drawer, the API client
 * with the contract's schemas (zod), the query library and the parts below the fold load only when they
 * are needed (the tests below): the heaviest landing page went from 232.7 KB in ~50 files to 134.3 KB
 * (137,494 bytes) in 8 (decision 0016).
 */
export const PAGE_JS_BUDGET_BYTES = 145 * 1024;
/**
 * The most JavaScript (brotli, as served) a screen a visitor lands on outside the landing pages may load before
 * it hydrates (issue 33): the forms check their values with schemas loaded when the visitor engages with the
 * form, and dialogs, pop-ups and the query library load when first shown (decision 0016).
 */
export const LANDED_SCREEN_JS_BUDGET_BYTES = 150 * 1024;
/**
 * The most JavaScript (brotli, as served) a screen after sign-in may load (issue 48): the app's frame (the query
 * library, the API client, the session's checks and the navigation) and the screen's own code. The screens that
 * meet it are held to it; the others to their figure with a little room (the test below), which a change that cuts
 * them lowers. This test counts what loads before hydrating; what loads after, without a gesture, is
 * bench/web-bytes.ts's figure and the browser suite's web-weight.phone.spec.ts (decision 0035, which lists each
 * screen's).
 */
export const SIGNED_IN_SCREEN_JS_GOAL_KB = 180;
/**
 * A guard against growth for the heaviest screen after sign-in: the portal's job page, whose static graph is 181.3 KB
 * on 2026-11-29 (249 KB before decision 0035's second round; a phone loads 176 KB of it without a gesture).
 */
export const SIGNED_IN_SCREEN_JS_BUDGET_KB = 184;
/** A page's own route module: it renders content passed by its loader, so it stays small. */
export const ROUTE_MODULE_BUDGET_BYTES = 6 * 1024;
/** The prerendered HTML of a page (brotli): its content and its hydration data. */
export const PAGE_HTML_BUDGET_BYTES = 24 * 1024;

const client = path.resolve(import.meta.dirname, '../build/client');

/** Bytes a browser that accepts brotli receives for a file of the build. */
function servedBytes(file: string): number {
  const compressed = `${file}.br`;
  return statSync(existsSync(compressed) ? compressed : file).size;
}

function pageHtml(route: string): string {
  return readFileSync(path.join(client, route.slice(1), 'index.html'), 'utf8');
}

/** The static imports of a built module (minified ESM: `from"./x.js"` and `import"./x.js"`; not `import(…)`). */
function staticImports(script: string): string[] {
  const code = readFileSync(path.join(client, script), 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
}

/**
 * The scripts a prerendered page loads before hydrating: the modules its inline script imports and everything
 * they import statically (the build drops the modulepreload links that used to list them: postbuild.mjs).
 */
function pageScripts(route: string): string[] {
  const seen = new Set([...pageHtml(route).matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
  for (const script of seen) for (const imported of staticImports(script)) seen.add(imported);
  return [...seen];
}

/** The modules a built module imports on demand (minified: ``import(`./x.js`)``). */
function dynamicImports(script: string): string[] {
  const code = readFileSync(path.join(client, script), 'utf8');
  return [...code.matchAll(/\bimport\(\s*[`"]\.\/([\w.-]+\.js)[`"]\s*\)/g)].map((m) => `/assets/${m[1]}`);
}

/** Scripts and everything they import statically. */
function withStaticImports(scripts: string[]): string[] {
  const seen = new Set(scripts);
  for (const script of seen) for (const imported of staticImports(script)) seen.add(imported);
  return [...seen];
}

function jsBytes(route: string): number {
  return scriptsBytes(pageScripts(route));
}

function scriptsBytes(scripts: string[]): number {
  return scripts.reduce((sum, script) => sum + servedBytes(path.join(client, script)), 0);
}

/**
 * The scripts a screen that is not prerendered loads before it hydrates: the SPA fallback page's (the entry,
 * the route manifest, the root) with its route's module and its layouts' (named in the manifest), and everything
 * they import statically.
 */
function spaScreenScripts(routeId: string): string[] {
  const seen = new Set(
    [...readFileSync(path.join(client, 'index.html'), 'utf8').matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]),
  );
  const manifestScript = required(
    [...seen].find((s) => s.startsWith('/assets/manifest-')),
    'the route manifest',
  );
  const manifest = JSON.parse(
    readFileSync(path.join(client, manifestScript), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  ) as { routes: Record<string, { module: string; parentId?: string }> };
  for (let id: string | undefined = routeId; id && id !== 'root'; id = manifest.routes[id]?.parentId) {
    seen.add(required(manifest.routes[id], id).module);
  }
  for (const script of seen) for (const imported of staticImports(script)) seen.add(imported);
  return [...seen];
}

/**
 * The scripts a Spanish page loads for its words before it hydrates (issue 49, decision 0038): the loader of another
 * language's words (i18n/catalogue-loader.ts, with the frame's Spanish in its chunk), which the page's code imports on
 * demand, and its area's catalogues (`{catalogue}.es-….js`, i18n/areas.ts), each compiled from its PO file. An
 * English page loads none of them.
 */
function spanishWordsScripts(route: string): string[] {
  const assets = readdirSync(path.join(client, 'assets')).filter((file) => file.endsWith('.js'));
  const loader = `/assets/${required(
    assets.find((file) => file.startsWith('catalogue-loader-')),
    'the catalogue loader',
  )}`;
  const catalogues = AREA_CATALOGUES[areaOfPath(route)]
    .filter((catalogue) => catalogue !== 'frame')
    .map((catalogue) => {
      const chunk = `/assets/${required(
        assets.find((file) => file.startsWith(`${catalogue}.es-`)),
        `${catalogue}.es.po's chunk`,
      )}`;
      expect(dynamicImports(loader), `the loader imports ${chunk}`).toContain(chunk);
      return chunk;
    });
  return withStaticImports([loader, ...catalogues]);
}

/** A page's scripts before it hydrates, with its words' when it is not English. */
function pageScriptsWithWords(route: string): string[] {
  const scripts = pageScripts(route);
  return localeOfPath(route) === 'en' ? scripts : [...new Set([...scripts, ...spanishWordsScripts(route)])];
}

const allScripts = () =>
  [...new Set(LANDING_ROUTES.flatMap(pageScripts))].map((script) => readFileSync(path.join(client, script), 'utf8'));

describe('byte budgets of the public pages', () => {
  beforeAll(() => ensureWebBuild(), 600_000);

  it('drops the modulepreload links from the pages: the content paints before the scripts load', () => {
    for (const route of ['/home', ...LANDING_ROUTES.slice(0, 3), ...BLOG_ARTICLE_ROUTES.slice(0, 1)]) {
      expect(pageHtml(route), route).not.toContain('rel="modulepreload"');
      // The page still loads its code: the entry, the framework, the root and its own route module.
      const scripts = pageScripts(route);
      for (const part of ['entry.client', 'framework', 'root']) {
        expect(
          scripts.some((s) => s.startsWith(`/assets/${part}-`)),
          `${route} loads ${part}`,
        ).toBe(true);
      }
    }
  });

  it.each(['/home', ...LANDING_ROUTES, ...BLOG_ARTICLE_ROUTES])(
    '%s loads at most the page budget of JavaScript, compressed',
    (route) => {
      expect(jsBytes(route), `${route}: ${pageScripts(route).length} scripts`).toBeLessThanOrEqual(
        PAGE_JS_BUDGET_BYTES,
      );
      expect(servedBytes(path.join(client, route.slice(1), 'index.html'))).toBeLessThanOrEqual(PAGE_HTML_BUDGET_BYTES);
    },
  );

  it('loads no validation library, query library, pop-up, dialog or part below the fold before a public page hydrates', () => {
    // Strings only these modules carry (minified code keeps its string literals).
    const probes = {
      zod: '$ZodError',
      popover: '--popover-radius',
      dialog: '--modal-size',
      drawer: '--drawer-flex',
      'the query library': 'observerAdded',
    };
    const belowFold = /\/assets\/(lead-form|landing-below-fold|home-below-fold|home-lower-sections)-/;
    for (const route of ['/home', ...LANDING_ROUTES, ...BLOG_ARTICLE_ROUTES, '/about', '/services', '/how-it-works']) {
      const scripts = pageScripts(route);
      expect(
        scripts.filter((s) => belowFold.test(s)),
        route,
      ).toEqual([]);
      const sources = scripts.map((script) => readFileSync(path.join(client, script), 'utf8'));
      for (const [what, probe] of Object.entries(probes)) {
        expect(
          sources.some((source) => source.includes(probe)),
          `${route} loads ${what}`,
        ).toBe(false);
      }
    }
  });

  it.each(['/contact', '/optout'])(
    '%s (a screen a visitor lands on) loads at most 150 KB of JavaScript, compressed, and no schema, query library or dialog',
    (route) => {
      expect(jsBytes(route), `${route}: ${pageScripts(route).length} scripts`).toBeLessThanOrEqual(
        LANDED_SCREEN_JS_BUDGET_BYTES,
      );
      const sources = pageScripts(route).map((script) => readFileSync(path.join(client, script), 'utf8'));
      for (const probe of ['$ZodError', 'observerAdded', '--modal-size'])
        expect(
          sources.some((source) => source.includes(probe)),
          `${route} loads ${probe}`,
        ).toBe(false);
    },
  );
  const deferredParts = ['$ZodError', 'observerAdded', '--modal-size', '--popover-radius'];
  it.each([
    // The services picker (MultiSelect: Combobox, Popover, floating-ui) loads when the visitor reaches it.
    { screen: '/partner-us', scripts: () => pageScripts('/partner-us'), probes: deferredParts },
    // The list (its request, the cards, the pagination) loads once the page has hydrated: counted below.
    { screen: '/reviews', scripts: () => pageScripts('/reviews'), probes: deferredParts },
    // Not prerendered: the SPA fallback page and the route's code. The calls, the alert and the offer of earlier
    // guest bookings (its dialog and query client) load when the visitor engages with the form.
    { screen: '/sign-in', scripts: () => spaScreenScripts('routes/sign-in'), probes: deferredParts },
    // Prerendered frame: the screen's code (its reads, the API client, the service forms) loads once the page has
    // hydrated, counted below; its data is asked for before then by plain requests
    // (features/discovery/questionnaire-page.tsx).
    {
      screen: '/questionnaire',
      scripts: () => pageScripts('/questionnaire'),
      probes: [...deferredParts, '@mantine/dates/DatePickerInput'],
    },
  ])(
    '$screen (a screen a visitor lands on) loads at most 150 KB of JavaScript, compressed, and none of the parts it loads when first needed',
    ({ screen, scripts, probes }) => {
      const loaded = scripts();
      expect(scriptsBytes(loaded), `${screen}: ${loaded.length} scripts`).toBeLessThanOrEqual(
        LANDED_SCREEN_JS_BUDGET_BYTES,
      );
      const sources = loaded.map((script) => readFileSync(path.join(client, script), 'utf8'));
      for (const probe of probes)
        expect(
          sources.some((source) => source.includes(probe)),
          `${screen} loads ${probe}`,
        ).toBe(false);
    },
  );

  it.each([
    // The list (its request, the cards, the pagination): the filter is the page's native select.
    { screen: '/reviews', parts: [/^reviews-list-/] },
    // The screen (its reads without the query library, the service forms, the date field's stand-in).
    { screen: '/questionnaire', parts: [/^questionnaire-screen-/, /^get-features-/] },
  ])(
    '$screen loads at most 150 KB of JavaScript with the part it asks for once hydrated, without a gesture (issue 48), and no Popover, query library, schema or dialog',
    ({ screen, parts }) => {
      const first = pageScripts(screen);
      const asked = first
        .flatMap(dynamicImports)
        .filter((script) => parts.some((part) => part.test(script.replace('/assets/', ''))));
      expect(asked, `${screen}'s parts`).toHaveLength(parts.length);
      const loaded = withStaticImports([...first, ...asked]);
      expect(scriptsBytes(loaded), `${screen}: ${loaded.length} scripts`).toBeLessThanOrEqual(
        LANDED_SCREEN_JS_BUDGET_BYTES,
      );
      const sources = loaded.map((script) => readFileSync(path.join(client, script), 'utf8'));
      for (const probe of [...deferredParts, '@mantine/dates/DatePickerInput'])
        expect(
          sources.some((source) => source.includes(probe)),
          `${screen} loads ${probe}`,
        ).toBe(false);
    },
  );

  it("loads a company page's frame (issue 32) with the JavaScript of a landing page: no schema or query library", () => {
    const frame = COMPANY_PAGE_FRAME_PATH;
    expect(jsBytes(frame), `${frame}: ${pageScripts(frame).length} scripts`).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
    expect(servedBytes(path.join(client, frame.slice(1), 'index.html'))).toBeLessThanOrEqual(PAGE_HTML_BUDGET_BYTES);
    const sources = pageScripts(frame).map((script) => readFileSync(path.join(client, script), 'utf8'));
    // The page's data comes in its HTML; the API client (and its schemas) loads only for a visit inside the app.
    for (const probe of ['$ZodError', 'observerAdded', '--modal-size'])
      expect(
        sources.some((source) => source.includes(probe)),
        probe,
      ).toBe(false);
  });

  it("loads the Spanish company page's frame (issue 49) within a landing page's budget, its words included", () => {
    const frame = companyPageFramePath('es');
    expect(pageHtml(frame)).toMatch(/^<!DOCTYPE html><html lang="es"/);
    // Before it hydrates, the page loads its words and the Spanish dates (and the Spanish catalogue every Spanish page
    // loads, whose split by area is decision 0038's plan: not counted here, as on the other Spanish pages).
    const scripts = pageScripts(frame);
    const spanish = [...new Set(scripts.flatMap(dynamicImports))].filter((script) =>
      /\/assets\/(format-date-es|words-es)-[\w-]+\.js$/.test(script),
    );
    expect(spanish.some((script) => script.includes('/words-es-'))).toBe(true);
    const loaded = withStaticImports([...scripts, ...spanish]);
    expect(scriptsBytes(loaded), `${frame}: ${loaded.length} scripts`).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
    expect(servedBytes(path.join(client, frame.slice(1), 'index.html'))).toBeLessThanOrEqual(PAGE_HTML_BUDGET_BYTES);
    // The English page loads none of the Spanish words.
    const english = pageScripts(COMPANY_PAGE_FRAME_PATH).map((script) =>
      readFileSync(path.join(client, script), 'utf8'),
    );
    expect(english.some((source) => source.includes('Obtenga un precio'))).toBe(false);
  });

  it('writes every part of a prerendered page in place: no boundary left for an inline script to reveal', () => {
    for (const route of ['/home', ...LANDING_ROUTES, ...BLOG_ARTICLE_ROUTES]) {
      const html = pageHtml(route);
      if (!route.startsWith('/blog/')) expect(html, route).toContain('data-below-fold');
      expect(html, route).not.toContain('<template id="B:');
      expect(html, route).not.toContain('$RC(');
    }
  });

  it("keeps every landing page's copy out of the JavaScript: each page's content is in its own HTML and data", () => {
    const scripts = allScripts();
    for (const route of LANDING_ROUTES) {
      const intro = required(getLandingContent(route), route).intro.text;
      const probe = intro.slice(0, 60);
      expect(pageHtml(route), route).toContain(probe.replaceAll("'", '&#x27;').replaceAll('"', '&quot;').slice(0, 30));
      expect(
        scripts.some((source) => source.includes(probe)),
        `${route}'s intro is in a script`,
      ).toBe(false);
      expect(existsSync(path.join(client, `${route.slice(1)}.data`)), `${route}.data`).toBe(true);
    }
  });

  it("loads no code of the screens a landing page does not show, and a small route module of the page's own", () => {
    const otherScreens =
      /\/assets\/(booking|companies|questionnaire|payment|my-tickets|detail-ticket|profile|sign-in|sign-up|reviews-page|blog)[-.]/;
    for (const route of LANDING_ROUTES) {
      const scripts = pageScripts(route);
      expect(
        scripts.filter((s) => otherScreens.test(s)),
        route,
      ).toEqual([]);
      const own = scripts.filter((s) => /\/assets\/landing-(main|area|sub)-/.test(s));
      expect(own, route).toHaveLength(1);
      expect(servedBytes(path.join(client, required(own[0], 'the route module')))).toBeLessThanOrEqual(
        ROUTE_MODULE_BUDGET_BYTES,
      );
    }
  });

  it('keeps the company portal and the staff console out of every public page (their code loads on their screens only)', () => {
    const portalScreens = /\/assets\/(pro|staff)-[\w-]+\.js$/;
    for (const route of PRERENDERED_ROUTES) {
      const scripts = pageScripts(route);
      expect(
        scripts.filter((s) => portalScreens.test(s)),
        route,
      ).toEqual([]);
      const sources = scripts.map((script) => readFileSync(path.join(client, script), 'utf8'));
      // The portal's own words: its navigation is in no script a public page loads.
      expect(
        sources.some((source) => source.includes('Hours & time off') || source.includes('Partner requests')),
        route,
      ).toBe(false);
    }
  });

  it.each([
    { screen: '/companies (the offers)', routeId: 'routes/companies', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/booking', routeId: 'routes/booking', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/my-tickets', routeId: 'routes/my-tickets', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/detail-ticket (a ticket)', routeId: 'routes/detail-ticket', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/pro/jobs (the portal’s jobs)', routeId: 'routes/pro-jobs', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/pro/jobs/{id} (the portal’s job page)', routeId: 'routes/pro-job', kb: SIGNED_IN_SCREEN_JS_BUDGET_KB },
    { screen: '/pro/my-jobs (the crew’s day)', routeId: 'routes/pro-my-jobs', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/my-plans (the customer’s plans)', routeId: 'routes/my-plans', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/my-plans/{id} (a plan)', routeId: 'routes/my-plan', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    {
      screen: '/my-question/{id} (the customer’s messages with a company)',
      routeId: 'routes/my-question',
      kb: SIGNED_IN_SCREEN_JS_GOAL_KB,
    },
    { screen: '/quote/{id} (a quote to read and answer)', routeId: 'routes/quote', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
  ])('$screen, a screen after sign-in, loads at most $kb KB of JavaScript, compressed', ({ screen, routeId, kb }) => {
    const loaded = spaScreenScripts(routeId);
    expect(scriptsBytes(loaded), `${screen}: ${loaded.length} scripts`).toBeLessThanOrEqual(kb * 1024);
  });

  // Decision 0035: the browser's endpoints carry no schemas and unused schemas are dropped, so a screen whose first
  // render shows no form goes without zod (its forms' checks come with them, as the portal job page's extra charge's).
  it.each([
    'routes/pro-job',
    'routes/companies',
    'routes/booking',
    'routes/my-tickets',
    'routes/detail-ticket',
    'routes/pro-jobs',
    'routes/pro-my-jobs',
    'routes/my-plans',
    'routes/my-plan',
    'routes/my-question',
    'routes/quote',
  ])('%s, a screen after sign-in without a form at first, loads no zod before it hydrates', (routeId) => {
    const sources = spaScreenScripts(routeId).map((script) => readFileSync(path.join(client, script), 'utf8'));
    expect(sources.some((source) => source.includes('$ZodError'))).toBe(false);
  });

  // Decision 0035's second round: dialogs load when first opened, the booking's date picker when reached, and
  // Mantine's ScrollArea (in the chunk every screen after sign-in loads) goes without Floating UI, so a screen that
  // shows no Popover, Select or Menu at first loads none of their positioning, dialogs or calendars.
  it.each([
    'routes/companies',
    'routes/booking',
    'routes/my-tickets',
    'routes/detail-ticket',
    'routes/pro-jobs',
    'routes/pro-job',
    'routes/pro-my-jobs',
    'routes/my-plans',
    'routes/my-plan',
    'routes/my-question',
    'routes/quote',
  ])('%s loads no Floating UI, dialog or calendar before it hydrates', (routeId) => {
    const sources = spaScreenScripts(routeId).map((script) => readFileSync(path.join(client, script), 'utf8'));
    for (const probe of ['data-floating-ui-focusable', '--modal-size', '@mantine/dates/DatePickerInput'])
      expect(
        sources.some((source) => source.includes(probe)),
        `${routeId} loads ${probe}`,
      ).toBe(false);
  });
  // Issue 49: a page loads only its own language's words, and every budget of issue 33 holds in both languages. A
  // Spanish page's words (the loader and its area's catalogues, i18n/areas.ts) load before it hydrates
  // (entry.client.tsx), so they count; an English page loads none.
  it.each(SPANISH_ROUTES)('%s loads at most its budget of JavaScript with its Spanish words, compressed', (route) => {
    const scripts = pageScriptsWithWords(route);
    const words = spanishWordsScripts(route);
    expect(
      words.some((script) => /\/assets\/(pages|forms)\.es-/.test(script)),
      route,
    ).toBe(true);
    // Its area's words only: no funnel's, crew's or customer's screens' catalogue.
    expect(
      scripts.filter((script) => /\/assets\/(discovery|offers|booking|crew|shared|screens)\.es-/.test(script)),
      route,
    ).toEqual([]);
    // The public forms and the reviews are screens a visitor lands on (150 KB), the others public pages (145 KB).
    const landed = ['/es/contact', '/es/partner-us', '/es/reviews'].includes(route);
    expect(scriptsBytes(scripts), `${route}: ${scripts.length} scripts`).toBeLessThanOrEqual(
      landed ? LANDED_SCREEN_JS_BUDGET_BYTES : PAGE_JS_BUDGET_BYTES,
    );
  });

  it('/es/questionnaire loads at most 150 KB of JavaScript with its Spanish words and the part it asks for once hydrated', () => {
    const screen = '/es/questionnaire';
    const first = pageScriptsWithWords(screen);
    const parts = [/^questionnaire-screen-/, /^get-features-/];
    const asked = pageScripts(screen)
      .flatMap(dynamicImports)
      .filter((script) => parts.some((part) => part.test(script.replace('/assets/', ''))));
    expect(asked, `${screen}'s parts`).toHaveLength(parts.length);
    const loaded = withStaticImports([...first, ...asked]);
    expect(loaded.some((script) => script.includes('/discovery.es-'))).toBe(true);
    expect(
      loaded.some((script) => /\/assets\/(pages|forms|offers|booking|shared|crew|screens)\.es-/.test(script)),
    ).toBe(false);
    expect(scriptsBytes(loaded), `${screen}: ${loaded.length} scripts`).toBeLessThanOrEqual(
      LANDED_SCREEN_JS_BUDGET_BYTES,
    );
  });

  it.each([
    { screen: '/es/companies (the offers)', routeId: 'routes/companies', path: '/es/companies' },
    { screen: '/es/booking', routeId: 'routes/booking', path: '/es/booking' },
    { screen: '/pro/my-jobs in Spanish (the crew’s day)', routeId: 'routes/pro-my-jobs', path: '/pro/my-jobs' },
    { screen: '/es/my-plans (the customer’s plans)', routeId: 'routes/my-plans', path: '/es/my-plans' },
    { screen: '/es/my-plans/{id} (a plan)', routeId: 'routes/my-plan', path: '/es/my-plans/5' },
    { screen: '/es/quote/{id} (a quote)', routeId: 'routes/quote', path: '/es/quote/7' },
  ])(
    '$screen, a screen after the search, loads at most 180 KB of JavaScript with its Spanish words',
    ({ screen, routeId, path: screenPath }) => {
      const loaded = [...new Set([...spaScreenScripts(routeId), ...spanishWordsScripts(screenPath)])];
      expect(scriptsBytes(loaded), `${screen}: ${loaded.length} scripts`).toBeLessThanOrEqual(
        SIGNED_IN_SCREEN_JS_GOAL_KB * 1024,
      );
    },
  );

  // The customer's account in Spanish (issue 49: the sign-in and its recovery, the sign-up, the new password, the
  // profile), with their words (the loader, `account`; the sign-up, the new password and the profile `screens` and
  // `shared` and the date words too: i18n/areas.ts). The screens that meet the goal are
  // held to it; the sign-up and the profile, over it in English already (195.0 and 221.7 KB on 2026-11-29: the phone's
  // and the address's checks, the saved cards), to their Spanish figure (205.5 and 231.1 KB) with a little room.
  it.each([
    { screen: '/es/sign-in', routeId: 'routes/sign-in', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/es/recover-password', routeId: 'routes/recover-password', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/es/reset-password', routeId: 'routes/reset-password', kb: SIGNED_IN_SCREEN_JS_GOAL_KB },
    { screen: '/es/sign-up', routeId: 'routes/sign-up', kb: 208 },
    { screen: '/es/profile', routeId: 'routes/profile', kb: 234 },
  ])(
    '$screen, an account screen, loads at most $kb KB of JavaScript with its Spanish words',
    ({ screen, routeId, kb }) => {
      const words = spanishWordsScripts(screen);
      // The sign-in and its recovery load the accounts' words only; the others, the customer's screens' too.
      const area = screen === '/es/sign-in' || screen === '/es/recover-password' ? '/account.es-' : '/screens.es-';
      expect(words.some((script) => script.includes(area))).toBe(true);
      const loaded = [...new Set([...spaScreenScripts(routeId), ...words])];
      expect(scriptsBytes(loaded), `${screen}: ${loaded.length} scripts`).toBeLessThanOrEqual(kb * 1024);
    },
  );

  it('loads no other language’s words on an English page: no catalogue and not their loader', () => {
    for (const route of ['/home', ...LANDING_ROUTES.slice(0, 3), '/contact', '/partner-us', '/questionnaire']) {
      expect(
        pageScripts(route).filter((script) => /\/assets\/(catalogue-loader|\w+\.es)-/.test(script)),
        route,
      ).toEqual([]);
    }
  });
});
