import { Messages } from '@upkeep/contract';
import { pageMeta } from '../../ui/meta';
import { PlaceholderPage } from '../../ui/placeholder-page';
import type { LandingPageContent } from './content/types';
import { LandingPage } from './landing-page';
import { landingJsonLd } from './landing-seo';

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

/** The screen of the landing routes: the content of the current path (keyed, so each page starts afresh). */
export function LandingRouteScreen({ content }: { content: LandingPageContent | undefined }) {
  if (!content) return <PlaceholderPage title={Messages.notFoundPage.title} description={Messages.notFoundPage.text} />;
  return <LandingPage key={content.path} content={content} />;
}
