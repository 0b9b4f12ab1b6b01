import { type LandingGroup, Messages } from '@upkeep/contract';
import type { LandingPageContent } from '../../shared/marketing/types';
import { absoluteUrl, breadcrumbList, jsonLd, organization, pageMeta } from '../../ui/meta';

const GROUP_NAMES: Record<LandingGroup, string> = { landscaping: 'Landscaping', plumbing: 'Plumbing', hvac: 'HVAC' };

/** The valley the marketplace serves (its zip codes are all in Clark County, Nevada). */
const LAS_VEGAS_VALLEY = { '@type': 'AdministrativeArea', name: 'Las Vegas Valley, Nevada' };

/**
 * What a landing page offers, as schema.org sees it: a Service (the page's service or sub-service)
 * provided through UpKeep in the page's neighbourhood or the whole valley, and where the page sits.
 */
export function landingJsonLd(content: LandingPageContent) {
  const url = absoluteUrl(content.path);
  const groupPath = `/${content.group}`;
  const steps = [
    { name: 'Home', path: '/home' },
    { name: GROUP_NAMES[content.group], path: groupPath },
    ...(content.path === groupPath ? [] : [{ name: content.hero.title, path: content.path }]),
  ];
  return jsonLd(
    {
      '@type': 'Service',
      '@id': `${url}#service`,
      name: content.hero.title,
      serviceType: content.subServiceName ?? content.serviceName,
      description: content.description,
      url,
      image: absoluteUrl(content.hero.image.src),
      provider: organization(),
      areaServed: content.areaName
        ? { '@type': 'Place', name: `${content.areaName}, Nevada`, containedInPlace: LAS_VEGAS_VALLEY }
        : LAS_VEGAS_VALLEY,
    },
    breadcrumbList(steps),
  );
}

/**
 * The title, meta and structured data of one landing page. The content comes from the route's loader,
 * which runs at build (prerender): each page's copy ships in its own HTML and `.data` file, never in the
 * JavaScript of the other 48 pages.
 */
export function landingMeta(content: LandingPageContent | undefined) {
  return content
    ? [...pageMeta(content.title, content.description), landingJsonLd(content)]
    : pageMeta(Messages.notFoundPage.title, Messages.notFoundPage.text);
}
