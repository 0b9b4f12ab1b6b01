/**
 * Catalogue ids fixed by the spec (services) and by us (sub-services), shared by the seed, the API and
 * the web app (landing pages pre-select sub-services by id).
 */
export const ServiceId = {
  Plumbing: 1,
  HomeCleaning: 2,
  CarWash: 3,
  Landscaping: 4,
  PoolService: 5,
  PetGrooming: 6,
  MobileMechanic: 7,
  PestControl: 8,
  Electrician: 9,
  Painting: 10,
  CarpetCleaning: 11,
  HvacService: 15,
} as const;
export type ServiceIdValue = (typeof ServiceId)[keyof typeof ServiceId];

/** The service the how-it-works search starts with (spec 000 section 9). */
export const DEFAULT_SEARCH_SERVICE_ID = ServiceId.Landscaping;

export const SubServiceId = {
  // Landscaping (7)
  ArtificialTurf: 1,
  Irrigation: 2,
  LandscapingDesign: 3,
  GeneralMaintenance: 4,
  Mulching: 5,
  TreeRemoval: 6,
  Trimming: 7,
  // Plumbing (4)
  DrainCleaning: 8,
  LeakDetection: 9,
  PlumbingRepairs: 10,
  WaterHeating: 11,
  // HVAC (5)
  Cooling: 12,
  Heating: 13,
  HvacInstallation: 14,
  HvacMaintenance: 15,
  HvacRepairs: 16,
} as const;
export type SubServiceIdValue = (typeof SubServiceId)[keyof typeof SubServiceId];
