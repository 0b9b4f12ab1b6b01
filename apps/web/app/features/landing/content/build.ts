import type { LandingGroup, ServiceIdValue } from '@upkeep/contract';
import { SEARCH_SUBTITLE, subLanding } from '../../../shared/marketing/common';
import {
  type LandingImage,
  type LandingPageContent,
  numberSections,
  type SubServiceCard,
  type Testimonial,
} from '../../../shared/marketing/types';

/** The copy of one sub-service page, as the group modules write it. */
export interface SubPageCopy {
  path: string;
  title: string;
  description: string;
  heroTitle: string;
  heroSubtitle: string;
  image: LandingImage;
  sectionsTitle: string;
  /** The search card's heading; defaults to 'Find {sub-service} pros near you'. */
  searchTitle?: string;
  intro: { title: string; text: string };
  sections: { title: string; body: string; image: LandingImage }[];
  testimonials: Testimonial[];
}

export interface GroupInfo {
  group: LandingGroup;
  serviceId: ServiceIdValue;
  serviceName: string;
}

/** A sub-service page: its sub-service comes from the contract's SUB_SERVICE_LANDINGS entry of its path. */
export function buildSubPage(
  info: GroupInfo,
  copy: SubPageCopy,
  sectionStyle: LandingPageContent['sectionStyle'],
): LandingPageContent {
  const page = subLanding(copy.path);
  return {
    path: copy.path,
    kind: 'sub',
    ...info,
    subServiceId: page.subServiceId,
    subServiceName: page.name,
    title: copy.title,
    description: copy.description,
    hero: {
      title: copy.heroTitle,
      subtitle: copy.heroSubtitle,
      image: copy.image,
      searchTitle: copy.searchTitle ?? `Find ${page.name.toLowerCase()} pros near you`,
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

/** A carousel card leading to a sub-service page. */
export function subServiceCard(path: string, name: string, description: string, image: LandingImage): SubServiceCard {
  const page = subLanding(path);
  return { name, description, image, path, subServiceId: page.subServiceId, subServiceName: page.name };
}
