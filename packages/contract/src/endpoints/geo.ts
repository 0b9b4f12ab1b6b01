import { errorEnvelope } from '../envelope.ts';
import { addressSuggestionsQuery, addressSuggestionsResponse } from '../geo.ts';
import { defineEndpoint } from './define.ts';

export const geoEndpoints = {
  addressSuggestions: defineEndpoint({
    method: 'GET',
    path: '/geo/address-suggestions',
    auth: 'public',
    tags: ['geo'],
    summary: 'Address suggestions in the valley (the bundled gazetteer, or a maps provider when configured)',
    query: addressSuggestionsQuery,
    responses: { 200: addressSuggestionsResponse, 400: errorEnvelope },
  }),
};
