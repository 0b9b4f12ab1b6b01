import { LOCALE_TAGS, localeOfPath } from '@upkeep/contract';
import { HOME_DESCRIPTION, HOME_TITLE, HomePage } from '../features/content/home-page';
import { i18n } from '../i18n/catalogs';
import { localePath } from '../i18n/locale';
import { absoluteUrl, jsonLd, ORGANIZATION_ID, organization, pageMeta, SITE_NAME } from '../ui/meta';
import type { Route } from './+types/home';

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const description = i18n._(HOME_DESCRIPTION);
  return [
    ...pageMeta(i18n._(HOME_TITLE), description),
    jsonLd(organization(), {
      '@type': 'WebSite',
      name: SITE_NAME,
      url: absoluteUrl(localePath('/home', locale)),
      description,
      publisher: { '@id': ORGANIZATION_ID },
      inLanguage: LOCALE_TAGS[locale],
    }),
  ];
};

export default function HomeRoute() {
  return <HomePage />;
}
