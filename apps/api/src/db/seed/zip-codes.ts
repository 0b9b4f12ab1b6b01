/**
 * ZIP codes of the Las Vegas valley (serviced), with the community each is best known by and an
 * approximate centre, plus a few real Nevada ZIP codes outside the valley that we do not service.
 * Only delivery ZIP codes: P.O.-box-only and single-organisation codes are left out.
 *
 * The ten landing-page areas each have at least one code whose community carries the area's name.
 * The community name 'Alliante' follows the landing pages (the master-planned community in North
 * Las Vegas is spelled Aliante on the ground).
 */
export interface ZipCodeSeed {
  code: string;
  city: string;
  community: string;
  isServiced: boolean;
  latitude: number;
  longitude: number;
}

type Row = [code: string, city: string, community: string, latitude: number, longitude: number];

const SERVICED: Row[] = [
  // Las Vegas (city and the unincorporated towns with a Las Vegas mailing address)
  ['89101', 'Las Vegas', 'Downtown Las Vegas', 36.1727, -115.127],
  ['89102', 'Las Vegas', 'Rancho Charleston', 36.1447, -115.186],
  ['89103', 'Las Vegas', 'Spring Valley', 36.1146, -115.2108],
  ['89104', 'Las Vegas', 'Huntridge', 36.152, -115.109],
  ['89106', 'Las Vegas', 'Historic Westside', 36.184, -115.162],
  ['89107', 'Las Vegas', 'Charleston Heights', 36.1703, -115.2097],
  ['89108', 'Las Vegas', 'Northwest Las Vegas', 36.205, -115.223],
  ['89109', 'Las Vegas', 'Paradise', 36.126, -115.163],
  ['89110', 'Las Vegas', 'Sunrise Manor', 36.171, -115.048],
  ['89113', 'Las Vegas', 'Enterprise', 36.059, -115.266],
  ['89115', 'Las Vegas', 'Sunrise Manor', 36.215, -115.067],
  ['89117', 'Las Vegas', 'Spring Valley', 36.144, -115.279],
  ['89118', 'Las Vegas', 'Paradise', 36.081, -115.211],
  ['89119', 'Las Vegas', 'Paradise', 36.084, -115.15],
  ['89120', 'Las Vegas', 'Paradise', 36.091, -115.088],
  ['89121', 'Las Vegas', 'Paradise', 36.121, -115.09],
  ['89122', 'Las Vegas', 'Whitney', 36.116, -115.041],
  ['89123', 'Las Vegas', 'Silverado Ranch', 36.038, -115.146],
  ['89128', 'Las Vegas', 'Desert Shores', 36.197, -115.264],
  ['89129', 'Las Vegas', 'Lone Mountain', 36.232, -115.29],
  ['89130', 'Las Vegas', 'Northwest Las Vegas', 36.247, -115.221],
  ['89131', 'Las Vegas', 'Centennial Hills', 36.295, -115.242],
  ['89134', 'Las Vegas', 'Summerlin', 36.199, -115.307],
  ['89135', 'Las Vegas', 'Summerlin', 36.102, -115.318],
  ['89138', 'Las Vegas', 'Summerlin', 36.168, -115.359],
  ['89139', 'Las Vegas', 'Enterprise', 36.033, -115.211],
  ['89141', 'Las Vegas', 'Southern Highlands', 35.993, -115.205],
  ['89142', 'Las Vegas', 'Sunrise Manor', 36.148, -115.036],
  ['89143', 'Las Vegas', 'Centennial Hills', 36.323, -115.289],
  ['89144', 'Las Vegas', 'Summerlin', 36.179, -115.323],
  ['89145', 'Las Vegas', 'Peccole Ranch', 36.168, -115.277],
  ['89146', 'Las Vegas', 'Spring Valley', 36.142, -115.226],
  ['89147', 'Las Vegas', 'Spring Valley', 36.113, -115.28],
  ['89148', 'Las Vegas', 'Rhodes Ranch', 36.063, -115.298],
  ['89149', 'Las Vegas', 'Centennial Hills', 36.275, -115.294],
  ['89156', 'Las Vegas', 'Sunrise Manor', 36.164, -115.001],
  ['89166', 'Las Vegas', 'Centennial Hills', 36.325, -115.334],
  ['89169', 'Las Vegas', 'Winchester', 36.124, -115.142],
  ['89178', 'Las Vegas', 'Mountains Edge', 36.007, -115.265],
  ['89179', 'Las Vegas', 'Enterprise', 35.985, -115.3],
  ['89183', 'Las Vegas', 'Enterprise', 36.0, -115.15],
  // Henderson
  ['89002', 'Henderson', 'Henderson', 35.999, -114.956],
  ['89011', 'Henderson', 'Lake Las Vegas', 36.075, -114.95],
  ['89012', 'Henderson', 'Green Valley Ranch', 36.01, -115.044],
  ['89014', 'Henderson', 'Green Valley', 36.057, -115.063],
  ['89015', 'Henderson', 'Henderson', 36.035, -114.972],
  ['89044', 'Henderson', 'Inspirada', 35.952, -115.11],
  ['89052', 'Henderson', 'Anthem', 35.995, -115.104],
  ['89074', 'Henderson', 'Green Valley', 36.038, -115.086],
  // North Las Vegas
  ['89030', 'North Las Vegas', 'North Las Vegas', 36.211, -115.124],
  ['89031', 'North Las Vegas', 'North Las Vegas', 36.26, -115.171],
  ['89032', 'North Las Vegas', 'North Las Vegas', 36.22, -115.172],
  ['89081', 'North Las Vegas', 'North Las Vegas', 36.259, -115.108],
  ['89084', 'North Las Vegas', 'Alliante', 36.298, -115.173],
  ['89085', 'North Las Vegas', 'Alliante', 36.312, -115.198],
  ['89086', 'North Las Vegas', 'Alliante', 36.283, -115.11],
  // Boulder City and Blue Diamond
  ['89005', 'Boulder City', 'Boulder City', 35.979, -114.833],
  ['89004', 'Blue Diamond', 'Blue Diamond', 36.046, -115.404],
];

/** Real Nevada ZIP codes outside the service area, for the 'We currently do not service this area.' path. */
const NOT_SERVICED: Row[] = [
  ['89124', 'Las Vegas', 'Mount Charleston', 36.27, -115.64],
  ['89048', 'Pahrump', 'Pahrump', 36.17, -115.99],
  ['89060', 'Pahrump', 'Pahrump', 36.27, -116.04],
  ['89027', 'Mesquite', 'Mesquite', 36.81, -114.08],
  ['89029', 'Laughlin', 'Laughlin', 35.16, -114.58],
  ['89040', 'Overton', 'Moapa Valley', 36.55, -114.45],
  ['89501', 'Reno', 'Downtown Reno', 39.525, -119.813],
  ['89701', 'Carson City', 'Carson City', 39.16, -119.75],
];

export const ZIP_CODES: ZipCodeSeed[] = [
  ...SERVICED.map(([code, city, community, latitude, longitude]) => ({
    code,
    city,
    community,
    isServiced: true,
    latitude,
    longitude,
  })),
  ...NOT_SERVICED.map(([code, city, community, latitude, longitude]) => ({
    code,
    city,
    community,
    isServiced: false,
    latitude,
    longitude,
  })),
];

export const SERVICED_ZIP_CODES: ZipCodeSeed[] = ZIP_CODES.filter((z) => z.isServiced);

export function zipByCode(code: string): ZipCodeSeed {
  const zip = ZIP_CODES.find((z) => z.code === code);
  if (!zip) throw new Error(`unknown zip code ${code}`);
  return zip;
}

/** Distance in km between two zip-code centres (equirectangular; fine at the valley's scale). */
export function distanceKm(a: ZipCodeSeed, b: ZipCodeSeed): number {
  const kx = 111.32 * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  const dx = (a.longitude - b.longitude) * kx;
  const dy = (a.latitude - b.latitude) * 110.57;
  return Math.sqrt(dx * dx + dy * dy);
}
