import type { LandingGroup, ServiceIdValue, SubServiceIdValue } from '@upkeep/contract';

/** An illustration: its path under /public, what it shows (alt, '' when decorative) and its intrinsic size. */
export interface LandingImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A content block (spec 001 section 2): title, body, image, badge number and the side its image sits on. */
export interface LandingSection {
  title: string;
  body: string;
  image: LandingImage;
  badge: number;
  side: 'left' | 'right';
}

/** A testimonial: the title is its author. */
export interface Testimonial {
  title: string;
  text: string;
}

/** A card of the main pages' carousel: LEARN MORE leads to the sub-service page. */
export interface SubServiceCard {
  name: string;
  description: string;
  path: string;
  subServiceId: SubServiceIdValue;
  /** The catalogue name passed in navigation state (may differ from the card's label). */
  subServiceName: string;
  image: LandingImage;
}

export interface AreaLink {
  name: string;
  path: string;
}

export type LandingKind = 'main' | 'area' | 'sub';

/** Everything one landing page shows, chosen by its path. */
export interface LandingPageContent {
  path: string;
  kind: LandingKind;
  group: LandingGroup;
  /** The service the page's search card searches (design.md section 7: each page its own service). */
  serviceId: ServiceIdValue;
  serviceName: string;
  subServiceId?: SubServiceIdValue;
  subServiceName?: string;
  areaName?: string;
  /** The document title (pageMeta adds ' | UpKeep'). */
  title: string;
  /** The meta description, under 160 characters. */
  description: string;
  hero: {
    /** The page's only h1. */
    title: string;
    subtitle: string;
    image: LandingImage;
    searchTitle: string;
    searchSubtitle: string;
  };
  intro: { title: string; text: string };
  sectionsTitle: string;
  /** 'numbered': HVAC sub-service blocks; 'benefits': every other page. */
  sectionStyle: 'numbered' | 'benefits';
  sections: LandingSection[];
  testimonials: Testimonial[];
  carousel?: { title: string; cards: SubServiceCard[] };
  areaLinks?: { title: string; links: AreaLink[] };
  /** The lead form shows on main and neighbourhood pages. */
  leadForm: boolean;
}

export const LANDING_IMAGE_WIDTH = 480;
export const LANDING_IMAGE_HEIGHT = 360;

/** An illustration of /images/landing (all drawn at 480 × 360). */
export function landingImage(name: string, alt: string): LandingImage {
  return { src: `/images/landing/${name}.svg`, alt, width: LANDING_IMAGE_WIDTH, height: LANDING_IMAGE_HEIGHT };
}

/** Alternates image sides, starting with the image on the right. */
export function numberSections(sections: Omit<LandingSection, 'badge' | 'side'>[]): LandingSection[] {
  return sections.map((s, i) => ({ ...s, badge: i + 1, side: i % 2 === 0 ? 'right' : 'left' }));
}
