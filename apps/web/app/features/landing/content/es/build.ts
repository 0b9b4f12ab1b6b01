import { subLanding } from '../../../../shared/marketing/common';
import {
  type LandingImage,
  type LandingPageContent,
  numberSections,
  type SubServiceCard,
} from '../../../../shared/marketing/types';
import type { GroupInfo, SubPageCopy } from '../build';
import { SEARCH_SUBTITLE, subServiceNameEs } from './common';

/** The search card's heading of a sub-service page that writes none of its own. */
export const subServiceSearchTitle = (name: string) =>
  `Encuentre profesionales de ${name.toLowerCase()} cerca de usted`;

/**
 * A Spanish sub-service page: its sub-service id comes from the contract's SUB_SERVICE_LANDINGS entry of its path,
 * its name from SUB_SERVICE_NAMES.
 */
export function buildSubPage(
  info: GroupInfo,
  copy: SubPageCopy,
  sectionStyle: LandingPageContent['sectionStyle'],
): LandingPageContent {
  const page = subLanding(copy.path);
  const name = subServiceNameEs(copy.path);
  return {
    path: copy.path,
    kind: 'sub',
    ...info,
    subServiceId: page.subServiceId,
    subServiceName: name,
    title: copy.title,
    description: copy.description,
    hero: {
      title: copy.heroTitle,
      subtitle: copy.heroSubtitle,
      image: copy.image,
      searchTitle: copy.searchTitle ?? subServiceSearchTitle(name),
      searchSubtitle: SEARCH_SUBTITLE,
    },
    intro: copy.intro,
    sectionsTitle: copy.sectionsTitle,
    sectionStyle,
    sections: numberSections(copy.sections),
    testimonials: copy.testimonials,
    leadForm: false,
  };
}

/** A carousel card leading to a sub-service page (its path stays the English one: the router adds /es). */
export function subServiceCard(path: string, name: string, description: string, image: LandingImage): SubServiceCard {
  const page = subLanding(path);
  return { name, description, image, path, subServiceId: page.subServiceId, subServiceName: subServiceNameEs(path) };
}
