import { expect, test } from '@playwright/test';
import { SPANISH_ROUTES } from '@upkeep/contract';

/**
 * Issue 49: the public pages in Spanish under /es, each naming its English twin and the other way round, the
 * language switch that keeps the page and is remembered, and the offer of Spanish to a browser that prefers it
 * (never a redirect).
 */

const SPANISH_PAGES = [
  { path: '/es/home', english: '/home', h1: 'Servicios para el hogar en Las Vegas, comparados y reservados' },
  { path: '/es/hvac-in-summerlin', english: '/hvac-in-summerlin', h1: null },
  // The other public pages (JSON-LD only where the English page has it: the articles').
  { path: '/es/about', english: '/about', h1: 'Acerca de UpKeep', jsonLd: false },
  { path: '/es/services', english: '/services', h1: 'Nuestros servicios', jsonLd: false },
  { path: '/es/how-it-works', english: '/how-it-works', h1: 'Cómo funciona', jsonLd: false },
  { path: '/es/help', english: '/help', h1: 'Centro de ayuda', jsonLd: false },
  { path: '/es/contact', english: '/contact', h1: 'Contáctenos', jsonLd: false },
  { path: '/es/partner-us', english: '/partner-us', h1: 'Asóciese con nosotros', jsonLd: false },
  { path: '/es/reviews', english: '/reviews', h1: 'Reseñas', jsonLd: false },
  { path: '/es/blog', english: '/blog', h1: 'El blog de UpKeep', jsonLd: false },
  {
    path: '/es/blog/fall-lawn-care-tips',
    english: '/blog/fall-lawn-care-tips',
    h1: 'Consejos de otoño para el césped en el sur de Nevada',
  },
];

test.describe('the Spanish pages, as a crawler reads them', () => {
  for (const page of SPANISH_PAGES) {
    test(`${page.path} is Spanish HTML naming its English twin`, async ({ request, baseURL }) => {
      const res = await request.get(page.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="es"/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${page.path}"/>`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}${page.english}"/>`);
      expect(html).toContain(`<link rel="alternate" hreflang="es" href="${baseURL}${page.path}"/>`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}${page.english}"/>`);
      if (page.h1) expect(html).toContain(page.h1);
      if (page.jsonLd !== false) expect(html).toContain('"inLanguage":"es-US"');

      const english = await (await request.get(page.english)).text();
      expect(english).toMatch(/<html lang="en"/);
      expect(english).toContain(`<link rel="alternate" hreflang="es" href="${baseURL}${page.path}"/>`);
    });
  }

  test('every Spanish page is in the sitemap, beside its English twin', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of SPANISH_ROUTES) expect(sitemap, path).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${baseURL}/es/hvac-in-summerlin"/>`);
  });
});

test.describe("a company's page in Spanish", () => {
  const spanish = '/es/pros/red-rock-yard-works';
  const english = '/pros/red-rock-yard-works';

  test('is Spanish HTML naming its English twin, with its words, JSON-LD and sitemap entry', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(spanish);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${spanish}"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}${english}"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${baseURL}${spanish}"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}${english}"/>`);
    expect(html).toContain('<h1 class="cp-name">Red Rock Yard Works</h1>');
    for (const words of [
      '<h2 id="cp-services">Servicios</h2>',
      'Obtenga un precio',
      '<h2 id="cp-reviews">Reseñas</h2>',
    ])
      expect(html).toContain(words);
    expect(html).toContain('href="/es/questionnaire?Service=');
    expect(html).not.toContain('/pros/_frame');
    const [, ld = '{}'] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
    const business = JSON.parse(ld);
    expect(business['@type']).toBe('HomeAndConstructionBusiness');
    expect(business.url).toBe(`${baseURL}${spanish}`);
    expect(business.mainEntityOfPage.inLanguage).toBe('es-US');
    expect(business.aggregateRating.reviewCount).toBeGreaterThan(0);

    const englishHtml = await (await request.get(english)).text();
    expect(englishHtml).toMatch(/<html lang="en"/);
    expect(englishHtml).toContain(`<link rel="alternate" hreflang="es" href="${baseURL}${spanish}"/>`);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}${spanish}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${baseURL}${spanish}"/>`);
  });

  test('hydrates without a change, and its language switch leads to the English page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(spanish);
    await page.waitForSelector('html[data-app-ready]');
    await expect(page.getByRole('heading', { level: 2, name: 'Reseñas' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reseñas' }).getByRole('listitem').first()).toBeVisible();
    expect(errors).toEqual([]);
    await page
      .getByRole('link', { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pros\/red-rock-yard-works$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  });
});

test('the API answers a Spanish caller in Spanish, an English one in English (its built catalogues)', async ({
  request,
}) => {
  const spanish = await request.get('/api/zip-codes/code/99999', { headers: { 'accept-language': 'es-US' } });
  expect(spanish.status()).toBe(404);
  expect((await spanish.json()).message).toBe('No encontramos ese código postal o no está permitido.');
  const english = await request.get('/api/zip-codes/code/99999', { headers: { 'accept-language': 'en-US' } });
  expect((await english.json()).message).toBe('ZIP Code given not found or not allowed');
});

test.describe('the language switch', () => {
  test('opens the same page in Spanish, and remembers it for the next visit to /', async ({ page }) => {
    await page.goto('/hvac-in-summerlin');
    await page
      .getByRole('link', { name: /Español/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/es\/hvac-in-summerlin$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
    await expect(page.getByRole('link', { name: /English/ }).first()).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Servicios para el hogar en Las Vegas, comparados y reservados',
    );

    await page
      .getByRole('link', { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps a search card in Spanish working: the zip code is asked for in Spanish', async ({ page }) => {
    await page.goto('/es/home');
    await page.waitForSelector('html[data-app-ready]');
    await page.getByLabel('Servicio', { exact: true }).selectOption({ label: 'Plomería' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Ingrese un código postal de 5 dígitos')).toBeVisible();
  });
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets the page it asked for, and is offered it in Spanish', async ({ page }) => {
    const response = await page.goto('/home');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('region', { name: 'Idioma' });
    await expect(offer).toContainText('¿Prefiere leer esta página en español?');
    await offer.getByRole('link', { name: 'Ver en español' }).click();
    await expect(page).toHaveURL(/\/es\/home$/);
    await expect(page.getByRole('region', { name: 'Idioma' })).toHaveCount(0);
  });

  test('is not asked again once it answered', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('region', { name: 'Idioma' }).getByRole('button', { name: 'No, keep English' }).click();
    await expect(page.getByRole('region', { name: 'Idioma' })).toHaveCount(0);
    await page.reload();
    await page.waitForSelector('html[data-app-ready]');
    await expect(page.getByRole('region', { name: 'Idioma' })).toHaveCount(0);
  });
});
