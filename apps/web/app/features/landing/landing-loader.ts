/**
 * The landing routes' loader. It runs at build time only (the routes are prerendered and the app has no
 * server rendering), so the content modules it imports stay out of the client bundle.
 */
import { localeOfPath, pathWithoutLocale } from '@upkeep/contract';
import { data } from 'react-router';
import type { LandingPageContent } from '../../shared/marketing/types';
import { getLandingContent } from './content/index';

/** The content of a landing page in its path's language (`/es/hvac` is the HVAC page in Spanish). */
export function loadLandingContent(request: Request): LandingPageContent {
  const { pathname } = new URL(request.url);
  const content = getLandingContent(pathWithoutLocale(pathname), localeOfPath(pathname));
  if (!content) throw data(null, { status: 404 });
  return content;
}
