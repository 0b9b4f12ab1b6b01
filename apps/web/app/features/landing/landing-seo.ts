import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type LandingGroup, LOCALE_TAGS, type Locale, localeOfPath } from '@upkeep/contract';
import { i18n } from '../../i18n/catalogs';
import { localePath } from '../../i18n/locale';
import type { LandingPageContent } from '../../shared/marketing/types';
import { absoluteUrl, breadcrumbList, jsonLd, organization, pageMeta } from '../../ui/meta';
import { NOT_FOUND_PAGE } from './spec-messages-landing';

const GROUP_NAMES: Record<LandingGroup, MessageDescriptor> = {
  landscaping: msg`Landscaping`,
  plumbing: msg`Plumbing`,
  hvac: msg`HVAC`,
};

/** The valley the marketplace serves (its zip codes are all in Clark County, Nevada). */
const LAS_VEGAS_VALLEY = { '@type': 'AdministrativeArea', name: 'Las Vegas Valley, Nevada' };

/**
 * What a landing page offers, as schema.org sees it: a Service (the page's service or sub-service)
 * provided through UpKeep in the page's neighbourhood or the whole valley, and where the page sits.
 */
export function landingJsonLd(content: LandingPageContent, locale: Locale = 'en') {
  const inLocale = (path: string) => localePath(path, locale);
  const url = absoluteUrl(inLocale(content.path));
  const groupPath = `/${content.group}`;
  const steps = [
    { name: i18n._(msg`Home`), path: inLocale('/home') },
    { name: i18n._(GROUP_NAMES[content.group]), path: inLocale(groupPath) },
    ...(content.path === groupPath ? [] : [{ name: content.hero.title, path: inLocale(content.path) }]),
  ];
  return jsonLd(
    {
      '@type': 'Service',
      '@id': `${url}#service`,
      name: content.hero.title,
      serviceType: content.subServiceName ?? content.serviceName,
      description: content.description,
      inLanguage: LOCALE_TAGS[locale],
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
export function landingMeta(content: LandingPageContent | undefined, pathname: string) {
  return content
    ? [...pageMeta(content.title, content.description), landingJsonLd(content, localeOfPath(pathname))]
    : pageMeta(i18n._(NOT_FOUND_PAGE.title), i18n._(NOT_FOUND_PAGE.text));
}
