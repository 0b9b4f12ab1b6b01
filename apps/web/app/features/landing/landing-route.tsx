import { Messages } from '@upkeep/contract';
import { useLocation } from 'react-router';
import { pageMeta } from '../../ui/meta';
import { PlaceholderPage } from '../../ui/placeholder-page';
import { getLandingContent } from './content';
import { LandingPage } from './landing-page';

/** The title and meta of the landing page at `pathname`, and only that page (spec 001 section 1). */
export function landingMeta(pathname: string) {
  const content = getLandingContent(pathname);
  return content
    ? pageMeta(content.title, content.description)
    : pageMeta(Messages.notFoundPage.title, Messages.notFoundPage.text);
}

/** The screen of the landing routes: the content of the current path (keyed, so each page starts afresh). */
export function LandingRouteScreen() {
  const { pathname } = useLocation();
  const content = getLandingContent(pathname);
  if (!content) return <PlaceholderPage title={Messages.notFoundPage.title} description={Messages.notFoundPage.text} />;
  return <LandingPage key={content.path} content={content} />;
}
