/**
 * Address suggestions. The bundled gazetteer answers offline: "4820 sahara" near 89102 becomes
 * "4820 Sahara Ave, Las Vegas, NV 89102". With GOOGLE_MAPS_API_KEY set, Google's Places Autocomplete
 * answers instead, and the gazetteer stands in when it fails.
 */
import type { AddressSuggestion } from '@upkeep/contract';
import { zipCodeOfAddress } from '@upkeep/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { distanceToStreet, NEAR_DEGREES, STREETS, type Street } from './gazetteer.ts';
import { zipPlaces } from './queries.ts';

export const MAX_SUGGESTIONS = 8;

export interface ZipPlace {
  code: string;
  city: string;
  isServiced: boolean;
  latitude: number;
  longitude: number;
}

/** The valley's zip codes with a position, read once on first use (reference data); a failed read is tried again. */
export function zipPlacesOnce(db: Database): () => Promise<ZipPlace[]> {
  let places: Promise<ZipPlace[]> | undefined;
  return () => {
    places ??= zipPlaces(db).catch((err: unknown) => {
      places = undefined;
      throw err;
    });
    return places;
  };
}

const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'north', 'south', 'east', 'west']);

function parseQuery(q: string): { number: string | null; words: string[] } {
  // The pattern matches every text (both groups are optional).
  const match = /^\s*(\d{1,6})?\s*(.*)$/.exec(q.toLowerCase());
  const words = (match?.[2] ?? '')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !DIRECTIONS.has(w));
  return { number: match?.[1] ?? null, words };
}

/** Every typed word begins some word of the street's name ("sah av" matches "Sahara Ave"). */
function matches(street: Street, words: string[]): boolean {
  const nameWords = street.name.toLowerCase().split(/\s+/);
  return words.length > 0 && words.every((w) => nameWords.some((n) => n.startsWith(w)));
}

/**
 * The street the customer typed, completed as a house address ("11024 summer glen dr" becomes "11024 Summer Glen
 * Dr"): the gazetteer knows the valley's arterial roads only, and most homes are on the streets between them.
 */
function typedStreet(q: string): string | null {
  const street = q.split(',')[0]?.replace(/\s+/g, ' ').trim() ?? '';
  const match = /^(\d{1,6}[A-Za-z]?)\s+(.*[A-Za-z]{2}.*)$/.exec(street);
  if (!match?.[1] || !match[2]) return null;
  const name = match[2].replace(/[^A-Za-z0-9 .#'/-]/g, '').trim();
  const cased = name === name.toLowerCase() ? name.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : name;
  return `${match[1]} ${cased}`;
}

const STREET_TYPE =
  /\s(?:St|Street|Ave|Avenue|Blvd|Boulevard|Dr|Drive|Rd|Road|Ln|Lane|Way|Ct|Court|Cir|Circle|Pl|Place|Pkwy|Parkway|Ter|Terrace|Trl|Trail|Loop|Hwy|Highway|Pt|Point|Sq|Run|Path|Row|Ridge|Vw|View)\.?(?:\s|$)/i;

export function gazetteerSuggestions(places: ZipPlace[], q: string, zipCode?: string): AddressSuggestion[] {
  const { number, words } = parseQuery(q);
  const streets = STREETS.filter((s) => matches(s, words));
  const format = (street: Street, place: ZipPlace): AddressSuggestion => ({
    description: `${number ? `${number} ` : ''}${street.name}, ${place.city}, NV ${place.code}`,
    zipCode: place.code,
    city: place.city,
  });
  if (zipCode) {
    // A booking goes to a door: in the zip searched, only whole house addresses (number and street) are offered.
    const place = places.find((p) => p.code === zipCode);
    if (!place || !number) return [];
    const ranked = streets
      .map((street) => ({ street, d: distanceToStreet(street, place.latitude, place.longitude) }))
      .sort((a, b) => a.d - b.d);
    const near = ranked.filter((r) => r.d <= NEAR_DEGREES);
    const known = (near.length ? near : ranked).map((r) => format(r.street, place));
    // What was typed is offered too once it reads as a whole street, or when no road of the gazetteer matches it.
    const typed = typedStreet(q);
    const own =
      typed && (known.length === 0 || STREET_TYPE.test(typed))
        ? [{ description: `${typed}, ${place.city}, NV ${place.code}`, zipCode, city: place.city }]
        : [];
    const all = [...known, ...own.filter((o) => !known.some((k) => k.description === o.description))];
    return all.slice(0, MAX_SUGGESTIONS);
  }
  const out: AddressSuggestion[] = [];
  for (const street of streets) {
    const nearby = places
      .filter((p) => p.isServiced)
      .map((place) => ({ place, d: distanceToStreet(street, place.latitude, place.longitude) }))
      .filter((r) => r.d <= NEAR_DEGREES)
      .sort((a, b) => a.d - b.d)
      .slice(0, 3);
    for (const { place } of nearby) out.push(format(street, place));
  }
  return out.slice(0, MAX_SUGGESTIONS);
}

/** Google Places Autocomplete (New), biased to the valley, US addresses only. */
/** A house address: its number first ("11024 Summer Glen Dr", "4820A W Sahara Ave"), not a street alone. */
const HOUSE_NUMBER_FIRST = /^\d+[A-Za-z]?\s/;

/**
 * Google Places' suggestions. In a zip code searched (checkout, issue 46) only whole house addresses there: no street
 * without a number, none another zip code names, and the zip code said where Google's text leaves it out
 * ("…, Las Vegas, NV" → "…, Las Vegas, NV 89135"), as the checkout reads an address's zip code where it says it.
 */
export async function mapsSuggestions(apiKey: string, q: string, zipCode?: string): Promise<AddressSuggestion[]> {
  const response = await fetch('https://places.googleapis.com/v1/places:autocomplete', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey },
    body: JSON.stringify({
      input: zipCode ? `${q} ${zipCode}` : q,
      includedRegionCodes: ['us'],
      includedPrimaryTypes: zipCode
        ? ['street_address', 'premise', 'subpremise']
        : ['street_address', 'premise', 'subpremise', 'route'],
      locationBias: { circle: { center: { latitude: 36.1147, longitude: -115.1728 }, radius: 50_000 } },
    }),
    signal: AbortSignal.timeout(3000),
  });
  if (!response.ok) throw new Error(`Places answered ${response.status}`);
  const body = (await response.json()) as {
    suggestions?: {
      placePrediction?: { text?: { text?: string }; structuredFormat?: { secondaryText?: { text?: string } } };
    }[];
  };
  const out: AddressSuggestion[] = [];
  for (const s of body.suggestions ?? []) {
    const text = s.placePrediction?.text?.text?.replace(/, USA$/, '');
    if (!text) continue;
    const said = zipCodeOfAddress(text);
    if (zipCode && (!HOUSE_NUMBER_FIRST.test(text) || (said && said !== zipCode))) continue;
    const city = s.placePrediction?.structuredFormat?.secondaryText?.text?.split(',')[0]?.trim() ?? '';
    const description = zipCode && !said ? withZipCode(text, zipCode) : text;
    out.push({ description, zipCode: said ?? zipCode ?? '', city });
  }
  return out.slice(0, MAX_SUGGESTIONS);
}

/** An address that leaves its zip code out, with it: after the state ("NV 89135"), else at the end. */
function withZipCode(address: string, zipCode: string): string {
  return /,\s*NV$/i.test(address) ? `${address} ${zipCode}` : `${address}, ${zipCode}`;
}

export async function suggestAddresses(
  mode: { mode: 'maps'; apiKey: string } | { mode: 'gazetteer' },
  places: ZipPlace[],
  q: string,
  zipCode: string | undefined,
  log: FastifyBaseLogger,
): Promise<AddressSuggestion[]> {
  if (mode.mode === 'maps') {
    try {
      return await mapsSuggestions(mode.apiKey, q, zipCode);
    } catch (err) {
      log.warn({ err }, 'maps provider failed; answering from the gazetteer');
    }
  }
  return gazetteerSuggestions(places, q, zipCode);
}
