import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LandingHero } from '../../shared/marketing/landing-hero';
import { NO_SERVICE } from '../../shared/search/service-search-card';
import { lazyBelowFold } from '../../ui/lazy-below-fold';

/** Below the first screen: its own chunk, loaded as the visitor nears it (ui/lazy-below-fold.tsx). */
const HomeBelowFold = lazyBelowFold(() => import('./home-below-fold').then((m) => m.HomeBelowFold));

export const HOME_TITLE = msg`Home Services in Las Vegas, Compared and Booked`;
export const HOME_DESCRIPTION = msg`Find trusted Las Vegas home-service pros: compare local companies by price and rating, then book and pay online in minutes with UpKeep.`;

/** Spec 000 section 2: the home page. */
export function HomePage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <LandingHero
        title={i18n._(HOME_TITLE)}
        subtitle={t`Landscaping, plumbing, pool care, cleaning, HVAC and more. Tell us what you need, compare local companies by total price and rating, and book in minutes.`}
        image={{
          src: '/images/landing/home-hero.svg',
          alt: t`Illustration of a Las Vegas home with a pool, a palm and a service van out front`,
          width: 480,
          height: 360,
        }}
        search={{ serviceId: NO_SERVICE }}
      />
      <HomeBelowFold />
    </>
  );
}
