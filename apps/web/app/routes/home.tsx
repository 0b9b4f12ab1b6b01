import { HOME_DESCRIPTION, HOME_TITLE, HomePage } from '../features/content/home-page';
import { absoluteUrl, jsonLd, ORGANIZATION_ID, organization, pageMeta, SITE_NAME } from '../ui/meta';

export const meta = () => [
  ...pageMeta(HOME_TITLE, HOME_DESCRIPTION),
  jsonLd(organization(), {
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl('/home'),
    description: HOME_DESCRIPTION,
    publisher: { '@id': ORGANIZATION_ID },
    inLanguage: 'en-US',
  }),
];

export default function HomeRoute() {
  return <HomePage />;
}
