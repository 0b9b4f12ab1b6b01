/**
 * Google Places' suggestions in a zip code searched (issue 46): whole house addresses there, said with their zip code.
 * Google is not reachable from the tests: its answer is the one its documentation gives, served in place of `fetch`.
 */
import { checkoutAddressProblem } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapsSuggestions } from './service.ts';

const prediction = (text: string) => ({
  placePrediction: { text: { text }, structuredFormat: { secondaryText: { text: 'Las Vegas, NV, USA' } } },
});

function googleAnswers(texts: string[]) {
  const calls: { input: string; includedPrimaryTypes: string[] }[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ suggestions: texts.map(prediction) }), { status: 200 });
  });
  return calls;
}

describe("Google Places' suggestions (issue 46)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only house addresses in the zip code searched, each saying it, as the checkout accepts them', async () => {
    const calls = googleAnswers([
      'Summer Glen Dr, Las Vegas, NV, USA',
      '11024 Summer Glen Dr, Las Vegas, NV, USA',
      '11030 Summer Glen Dr, Las Vegas, NV 89135, USA',
      '4820 W Sahara Ave, Las Vegas, NV 89102, USA',
    ]);
    const found = await mapsSuggestions('key', '110 Summer Glen', '89135');
    expect(calls[0]?.input).toBe('110 Summer Glen 89135');
    expect(calls[0]?.includedPrimaryTypes).not.toContain('route');
    expect(found.map((s) => s.description)).toEqual([
      '11024 Summer Glen Dr, Las Vegas, NV 89135',
      '11030 Summer Glen Dr, Las Vegas, NV 89135',
    ]);
    for (const suggestion of found) {
      expect(suggestion.zipCode).toBe('89135');
      expect(checkoutAddressProblem(suggestion.description, '89135')).toBeNull();
    }
  });

  it('offers streets too where no zip code is searched', async () => {
    googleAnswers(['Summer Glen Dr, Las Vegas, NV, USA', '11024 Summer Glen Dr, Las Vegas, NV, USA']);
    const found = await mapsSuggestions('key', 'Summer Glen');
    expect(found.map((s) => s.description)).toEqual([
      'Summer Glen Dr, Las Vegas, NV',
      '11024 Summer Glen Dr, Las Vegas, NV',
    ]);
  });
});
