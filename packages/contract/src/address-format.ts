/**
 * One way to write a job's place (issue 46): the address as the customer gave it, then its zip code, unless the
 * address already ends with that zip ("11024 Summer Glen Dr, Las Vegas, NV 89135" stays as it is, never
 * "NV 89135, 89135"). The job page, the crew's card, the staff ticket and the maps links all use it.
 */

/** "1 Main St, 89101"; "11024 Summer Glen Dr, Las Vegas, NV 89135" (its zip already said) as it is. */
export function formatAddress(address: string, zipCode: string): string {
  const place = address.trim().replace(/[\s,]+$/, '');
  const zip = zipCode.trim();
  if (!zip) return place;
  if (!place) return zip;
  const escaped = zip.replace(/[^\dA-Za-z]/g, '');
  if (escaped && new RegExp(`(^|[^\\d])${escaped}(-\\d{4})?$`).test(place)) return place;
  return `${place}, ${zip}`;
}

/** A maps search of the address (opens the phone's maps app), its zip said once. */
export function mapsSearchUrl(address: string, zipCode: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress(address, zipCode))}`;
}
