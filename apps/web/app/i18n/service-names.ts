/**
 * The catalogue's service names for the catalogue of words (issue 49), under explicit ids (`service.{id}`): read by
 * `lingui extract`, never imported. A Spanish page says a service's name with `useServiceName`
 * (shared/search/search-services.ts); an English page says the catalogue's own. A test holds the English here to
 * the search's list (service-names.test.ts).
 */
export const SERVICE_NAME_MESSAGES = [
  /*i18n*/ { id: 'service.1', message: 'Plumbing' },
  /*i18n*/ { id: 'service.2', message: 'Home Cleaning' },
  /*i18n*/ { id: 'service.3', message: 'Car Wash' },
  /*i18n*/ { id: 'service.4', message: 'Landscaping' },
  /*i18n*/ { id: 'service.5', message: 'Pool Service' },
  /*i18n*/ { id: 'service.6', message: 'Pet Grooming' },
  /*i18n*/ { id: 'service.7', message: 'Mobile Mechanic' },
  /*i18n*/ { id: 'service.8', message: 'Pest Control' },
  /*i18n*/ { id: 'service.9', message: 'Electrician' },
  /*i18n*/ { id: 'service.10', message: 'Painting' },
  /*i18n*/ { id: 'service.11', message: 'Carpet Cleaning' },
  /*i18n*/ { id: 'service.15', message: 'HVAC Service' },
];
