import { describe, expect, it } from 'vitest';
import { SEARCH_SERVICES } from '../shared/search/search-services';
import { SERVICE_NAME_MESSAGES } from './service-names';

describe("the catalogue's service names in the catalogue of words", () => {
  it('has each service of the search under service.{id}, in the catalogue’s English', () => {
    expect(Object.fromEntries(SERVICE_NAME_MESSAGES.map((m) => [m.id, m.message]))).toEqual(
      Object.fromEntries(SEARCH_SERVICES.map((s) => [`service.${s.id}`, s.name])),
    );
  });
});
