import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  areaPath,
  LANDING_AREAS,
  LANDING_GROUPS,
  LANDING_ROUTES,
  Messages,
  required,
  ServiceId,
  SUB_SERVICE_LANDINGS,
} from '@upkeep/contract';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../test/app-providers';
import { createQueryClient } from '../../lib/query-client';
import { slideGapPx, slidesPerView } from './carousel-layout';
import {
  getLandingContent,
  HVAC_AREA_DESCRIPTION,
  LANDING_CONTENT,
  type LandingImage,
  type LandingPageContent,
} from './content/index';
import { LeadForm } from './lead-form';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../../public');
const pages = LANDING_ROUTES.map((path) => ({ path, content: getLandingContent(path) }));
const all = (): LandingPageContent[] => pages.map((p) => required(p.content, p.path));
const byGroup = (group: string) => all().filter((c) => c.group === group);
const isHvacArea = (c: LandingPageContent) => c.group === 'hvac' && c.kind === 'area';

describe('landing page content', () => {
  it('exists for every path of LANDING_ROUTES, and for nothing else', () => {
    expect(LANDING_ROUTES).toHaveLength(49);
    for (const { path, content } of pages) {
      expect(content, path).toBeDefined();
      expect(content?.path).toBe(path);
    }
    expect(LANDING_CONTENT.size).toBe(LANDING_ROUTES.length);
  });

  it('gives every page a non-empty, unique title and h1, and a meta description under 160 characters', () => {
    for (const c of all()) {
      expect(c.title.trim(), c.path).not.toBe('');
      expect(c.hero.title.trim(), c.path).not.toBe('');
      expect(c.description.trim(), c.path).not.toBe('');
      expect(c.description.length, `${c.path}: ${c.description}`).toBeLessThan(160);
      expect(`${c.title} | UpKeep`.length, c.path).toBeLessThanOrEqual(70);
    }
    const titles = all().map((c) => c.title);
    const h1s = all().map((c) => c.hero.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(h1s).size).toBe(h1s.length);
  });

  it('gives every page its own meta description; the HVAC area pages keep the spec text and name their area', () => {
    const descriptions = all().map((c) => c.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const hvacAreas = all().filter(isHvacArea);
    expect(hvacAreas).toHaveLength(10);
    for (const c of hvacAreas) expect(c.description).toBe(`${HVAC_AREA_DESCRIPTION} Serving ${c.areaName}.`);
    expect(HVAC_AREA_DESCRIPTION).toBe(
      'Ensure your HVAC system runs efficiently. Book professionals for maintenance, repairs, installation, and system upgrades today!',
    );
  });

  it('names HVAC area pages and heroes after their area (spec 001 section 2)', () => {
    for (const area of LANDING_AREAS) {
      const c = required(getLandingContent(areaPath('hvac', area.slug)), 'landing content');
      expect(c.title).toBe(`HVAC Maintenance and Repairs in ${area.name}`);
      expect(c.hero.title).toBe(`HVAC Solutions in ${area.name}`);
      expect(c.hero.subtitle).toMatch(/connect you to the right HVAC expert/);
      expect(c.intro.title.length).toBeGreaterThan(0);
      expect(`${c.intro.title} ${c.intro.text}`).toContain(area.name);
    }
  });

  it('writes area-specific copy on every neighbourhood page', () => {
    for (const group of LANDING_GROUPS) {
      const areaPages = byGroup(group).filter((c) => c.kind === 'area');
      expect(areaPages).toHaveLength(10);
      const intros = areaPages.map((c) => c.intro.text);
      expect(new Set(intros).size).toBe(10);
      for (const c of areaPages) {
        expect(c.title, c.path).toContain(required(c.areaName, 'area name'));
        expect(c.hero.title, c.path).toContain(required(c.areaName, 'area name'));
        expect(c.leadForm, c.path).toBe(true);
      }
    }
  });

  it('searches each page with its own service: Landscaping 4, Plumbing 1, HVAC 15 (never 4 or 13)', () => {
    for (const c of byGroup('landscaping')) expect(c.serviceId, c.path).toBe(ServiceId.Landscaping);
    for (const c of byGroup('plumbing')) {
      expect(c.serviceId, c.path).toBe(ServiceId.Plumbing);
      expect([4, 13]).not.toContain(c.serviceId);
    }
    for (const c of byGroup('hvac')) {
      expect(c.serviceId, c.path).toBe(ServiceId.HvacService);
      expect([4, 13]).not.toContain(c.serviceId);
    }
    // design.md section 7: no page says 'Landscaping And Maintenance' on another service's page.
    for (const c of [...byGroup('plumbing'), ...byGroup('hvac')]) {
      expect(JSON.stringify(c), c.path).not.toMatch(/Landscaping And Maintenance/i);
    }
  });

  it('pre-selects the sub-service of each sub-service page, from the contract', () => {
    for (const landing of SUB_SERVICE_LANDINGS) {
      const c = required(getLandingContent(landing.path), 'landing content');
      expect(c.kind).toBe('sub');
      expect(c.group).toBe(landing.group);
      expect(c.subServiceId).toBe(landing.subServiceId);
      expect(c.subServiceName).toBe(landing.name);
      expect(c.leadForm).toBe(false);
      expect(c.sections).toHaveLength(3);
    }
  });

  it('numbers the HVAC sub-service blocks 1 to 3 with alternating image sides; landscaping has three benefits', () => {
    for (const c of all().filter((p) => p.kind === 'sub')) {
      expect(c.sections.map((s) => s.badge)).toEqual([1, 2, 3]);
      expect(c.sections.map((s) => s.side)).toEqual(['right', 'left', 'right']);
      expect(c.sectionStyle).toBe(c.group === 'hvac' ? 'numbered' : 'benefits');
    }
  });

  it('has carousels of 7, 4 and 5 sub-services on the main pages', () => {
    expect(getLandingContent('/landscaping')?.carousel?.cards).toHaveLength(7);
    expect(getLandingContent('/plumbing')?.carousel?.cards).toHaveLength(4);
    expect(getLandingContent('/hvac')?.carousel?.cards).toHaveLength(5);
    for (const c of all().filter((p) => p.kind !== 'main')) expect(c.carousel, c.path).toBeUndefined();
  });

  it('sends each HVAC card to its spec destination', () => {
    const cards = getLandingContent('/hvac')?.carousel?.cards.map((card) => [card.name, card.path]);
    expect(cards).toEqual([
      ['Heating', '/heating'],
      ['Cooling', '/cooling'],
      ['Repairs', '/hvac-repairs'],
      ['Installation', '/installation'],
      ['Maintenance', '/maintenance'],
    ]);
  });

  it('passes the destination sub-service in every carousel card', () => {
    for (const group of LANDING_GROUPS) {
      for (const card of required(getLandingContent(`/${group}`)?.carousel, `/${group}`).cards) {
        const landing = SUB_SERVICE_LANDINGS.find((l) => l.path === card.path);
        expect(landing, card.path).toBeDefined();
        expect(landing?.group).toBe(group);
        expect(card.subServiceId).toBe(landing?.subServiceId);
        expect(card.subServiceName).toBe(landing?.name);
      }
    }
    expect(getLandingContent('/plumbing')?.carousel?.cards.map((c) => c.path)).toEqual([
      '/leak-detection',
      '/drain-cleaning',
      '/water-heating',
      '/repairs',
    ]);
  });

  it('links the ten neighbourhoods from each main page', () => {
    for (const group of LANDING_GROUPS) {
      const links = getLandingContent(`/${group}`)?.areaLinks?.links.map((l) => l.path);
      expect(links).toEqual(LANDING_AREAS.map((a) => areaPath(group, a.slug)));
    }
    expect(getLandingContent('/plumbing')?.areaLinks?.links).toContainEqual({
      name: 'Plumbing in Centennial Hills',
      path: '/plumbing-in-centenial-hills',
    });
  });

  it('finds content through the other spelling and a trailing slash', () => {
    expect(getLandingContent('/plumbing-in-centennial-hills')?.path).toBe('/plumbing-in-centenial-hills');
    expect(getLandingContent('/cooling/')?.path).toBe('/cooling');
    expect(getLandingContent('/not-a-landing')).toBeUndefined();
  });

  it('only uses images that exist, each with alt text and a size', () => {
    const images: LandingImage[] = all().flatMap((c) => [
      c.hero.image,
      ...c.sections.map((s) => s.image),
      ...(c.carousel?.cards.map((card) => card.image) ?? []),
    ]);
    for (const image of images) {
      expect(existsSync(`${PUBLIC_DIR}${image.src}`), image.src).toBe(true);
      expect(image.alt.length, image.src).toBeGreaterThan(0);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });
});

describe('landing carousel layout (spec 001 section 9)', () => {
  it('shows 1, 1.2, 2.18 or 3 slides by window width', () => {
    expect(slidesPerView(320)).toBe(1);
    expect(slidesPerView(373)).toBe(1);
    expect(slidesPerView(374)).toBe(1.2);
    expect(slidesPerView(708)).toBe(1.2);
    expect(slidesPerView(710)).toBe(2.18);
    expect(slidesPerView(1210)).toBe(2.18);
    expect(slidesPerView(1211)).toBe(3);
  });

  it('uses a 30 px gap below 376 px, 10 px otherwise', () => {
    expect(slideGapPx(375)).toBe(30);
    expect(slideGapPx(376)).toBe(10);
    expect(slideGapPx(1400)).toBe(10);
  });
});

describe('the landing lead form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderForm = () =>
    render(
      createElement(
        QueryClientProvider,
        { client: createQueryClient() },
        createElement(AppProviders, null, createElement(MemoryRouter, null, createElement(LeadForm))),
      ),
    );
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const send = () => screen.getByRole('button', { name: 'SEND' });
  const fillRequired = () => {
    type(/^Name/, 'Rosa Hernandez');
    type(/^Email address/, 'rosa@example.com');
    type(/What service are you looking for/, 'Drip irrigation repair');
  };

  it('shows the catalogue heading and keeps SEND disabled until name, e-mail and service are filled', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: Messages.leadFormHeading.title })).toBeInTheDocument();
    expect(screen.getByText(Messages.leadFormHeading.text)).toBeInTheDocument();
    expect(field(/^Email address/)).toHaveAttribute('type', 'email');
    expect(field(/^Phone number/).value).toBe('');
    expect(send()).toBeDisabled();
    type(/^Name/, 'Rosa Hernandez');
    expect(send()).toBeDisabled();
    type(/^Email address/, 'rosa@example.com');
    expect(send()).toBeDisabled();
    type(/What service are you looking for/, 'Drip irrigation repair');
    expect(send()).toBeEnabled();
    type(/^Name/, '   ');
    expect(send()).toBeDisabled();
  });

  it('keeps the phone to 1 to 12 digits', () => {
    renderForm();
    type(/^Phone number/, '(702) 555-0199');
    expect(field(/^Phone number/).value).toBe('7025550199');
    type(/^Phone number/, '12345678901234');
    expect(field(/^Phone number/).value).toBe('123456789012');
  });

  it('on a failing request shows an error and keeps what was typed', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fillRequired();
    type(/^Phone number/, '7025550199');
    fireEvent.click(send());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(Messages.contactFailed.title);
    expect(field(/^Name/).value).toBe('Rosa Hernandez');
    expect(field(/^Email address/).value).toBe('rosa@example.com');
    expect(field(/^Phone number/).value).toBe('7025550199');
    expect(field(/What service are you looking for/).value).toBe('Drip irrigation repair');
    expect(screen.queryByText(Messages.leadSent.title)).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = required(fetchMock.mock.calls[0], 'a fetch');
    expect(new URL(String(url)).pathname).toBe('/api/customer/leads');
    expect(init.method).toBe('POST');
    expect(init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Rosa Hernandez',
      email: 'rosa@example.com',
      phoneNumber: '7025550199',
      wishedService: 'Drip irrigation repair',
      origin: 'upkeep',
      isExclusiveLead: false,
    });
  });

  it('checks the request with the contract’s leadRequest first: the problem said as the server says it, nothing sent', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 201, message: 'Created', data: { id: 7 } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fillRequired();
    // A valid address to the browser's type="email", not to the contract.
    type(/^Email address/, 'rosa@example');
    fireEvent.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent('email: must be a valid e-mail address');
    expect(within(screen.getByRole('alert')).getByText('Your request was not sent')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/^Email address/).value).toBe('rosa@example');
    // Said until the next SEND, as the server's answer was.
    type(/^Email address/, ' Rosa@Example.com ');
    expect(screen.getByRole('alert')).toHaveTextContent('email: must be a valid e-mail address');
    fireEvent.click(send());

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = required(fetchMock.mock.calls[0], 'a fetch');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Rosa Hernandez',
      email: 'Rosa@Example.com',
      phoneNumber: '',
      wishedService: 'Drip irrigation repair',
      origin: 'upkeep',
      isExclusiveLead: false,
    });
  });

  it('names every field the contract refuses, in one message', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fillRequired();
    type(/^Name/, 'R'.repeat(101));
    type(/What service are you looking for/, 'S'.repeat(201));
    fireEvent.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'name: must be at most 100 characters; wishedService: must be at most 200 characters',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server validation message on a 400 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ statusCode: 400, message: 'email: Invalid email address', data: null }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fillRequired();
    fireEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('email: Invalid email address');
    expect(field(/^Name/).value).toBe('Rosa Hernandez');
  });

  it('on success clears the form and opens the confirmation dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ statusCode: 201, message: 'Created', data: { id: 7 } }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    renderForm();
    fillRequired();
    fireEvent.click(send());

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(Messages.leadSent.title)).toBeInTheDocument();
    expect(within(dialog).getByText(Messages.leadSent.text)).toBeInTheDocument();
    await waitFor(() => expect(field(/^Name/).value).toBe(''));
    expect(field(/^Email address/).value).toBe('');
    expect(field(/What service are you looking for/).value).toBe('');
    expect(send()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
