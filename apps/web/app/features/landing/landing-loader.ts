/**
 * The landing routes' loader. It runs at build time only (the routes are prerendered and the app has no
 * server rendering), so the content modules it imports stay out of the client bundle.
 */
import { data } from 'react-router';
import type { LandingPageContent } from '../../shared/marketing/types';
import { getLandingContent } from './content/index';

export function loadLandingContent(request: Request): LandingPageContent {
  const content = getLandingContent(new URL(request.url).pathname);
  if (!content) throw data(null, { status: 404 });
  return content;
}
