import { lazyBelowFold } from '../../ui/lazy-below-fold';
import { FeaturedServicesCarousel } from './featured-services-carousel';

/**
 * Further down: the benefits, the reviews carousel (which asks the API for reviews), how it works, the
 * partner banner, the areas and the sign-up box, in a chunk of their own loaded as they near the screen.
 */
const HomeLowerSections = lazyBelowFold(() => import('./home-lower-sections').then((m) => m.HomeLowerSections));

/** The home page below its hero: featured services, then the lower sections. */
export function HomeBelowFold() {
  return (
    <>
      <FeaturedServicesCarousel />
      <HomeLowerSections />
    </>
  );
}
