/**
 * The bundled valley gazetteer: the Las Vegas valley's arterial streets, each as the line it runs along
 * (the valley is a grid: east-west streets keep a latitude, north-south ones a longitude) and its extent.
 * Positions are approximate (about 200 m); enough to suggest real street names near a zip code offline.
 */
export interface Street {
  name: string;
  /** 'ew': runs east-west at latitude `at`, from longitude `from` to `to`; 'ns': north-south at longitude `at`. */
  axis: 'ew' | 'ns';
  at: number;
  from: number;
  to: number;
}

const ew = (name: string, at: number, from: number, to: number): Street => ({ name, axis: 'ew', at, from, to });
const ns = (name: string, at: number, from: number, to: number): Street => ({ name, axis: 'ns', at, from, to });

export const STREETS: Street[] = [
  // East-west
  ew('Centennial Pkwy', 36.2755, -115.3, -115.1),
  ew('Ann Rd', 36.261, -115.33, -115.1),
  ew('Craig Rd', 36.2395, -115.33, -115.06),
  ew('Cheyenne Ave', 36.2185, -115.33, -115.06),
  ew('Lake Mead Blvd', 36.1955, -115.32, -115.03),
  ew('Washington Ave', 36.181, -115.32, -115.05),
  ew('Summerlin Pkwy', 36.172, -115.32, -115.2),
  ew('Charleston Blvd', 36.159, -115.35, -115.03),
  ew('Sahara Ave', 36.1445, -115.32, -115.03),
  ew('Desert Inn Rd', 36.13, -115.32, -115.05),
  ew('Flamingo Rd', 36.115, -115.32, -115.05),
  ew('Tropicana Ave', 36.1, -115.32, -115.05),
  ew('Russell Rd', 36.086, -115.3, -115.05),
  ew('Sunset Rd', 36.0715, -115.3, -115.0),
  ew('Warm Springs Rd', 36.057, -115.3, -115.0),
  ew('Windmill Ln', 36.043, -115.28, -115.1),
  ew('Silverado Ranch Blvd', 36.0135, -115.3, -115.1),
  ew('Horizon Ridge Pkwy', 36.0, -115.1, -114.98),
  ew('Wigwam Pkwy', 36.028, -115.12, -115.02),
  ew('Adams Blvd', 35.977, -114.86, -114.82),
  ew('Boulder Hwy', 36.09, -115.09, -114.98),
  // North-south
  ns('Hualapai Way', -115.316, 36.04, 36.3),
  ns('Fort Apache Rd', -115.298, 36.04, 36.3),
  ns('Durango Dr', -115.279, 36.02, 36.32),
  ns('Buffalo Dr', -115.26, 36.02, 36.32),
  ns('Rainbow Blvd', -115.242, 36.0, 36.32),
  ns('Jones Blvd', -115.224, 36.0, 36.32),
  ns('Decatur Blvd', -115.207, 36.0, 36.32),
  ns('Valley View Blvd', -115.19, 36.06, 36.2),
  ns('Las Vegas Blvd', -115.172, 35.98, 36.3),
  ns('Martin Luther King Blvd', -115.158, 36.15, 36.26),
  ns('Maryland Pkwy', -115.136, 36.04, 36.2),
  ns('Eastern Ave', -115.119, 35.98, 36.2),
  ns('Pecos Rd', -115.101, 36.0, 36.25),
  ns('Green Valley Pkwy', -115.085, 35.98, 36.08),
  ns('Lamb Blvd', -115.079, 36.12, 36.3),
  ns('Nellis Blvd', -115.062, 36.08, 36.25),
  ns('Stephanie St', -115.043, 36.0, 36.08),
  ns('Nevada Way', -114.835, 35.95, 36.0),
];

/** About 3 km: a street this close to a zip code's centre is taken to run through it. */
export const NEAR_DEGREES = 0.03;

/** Distance in degrees from a point to the street's segment (good enough at this scale). */
export function distanceToStreet(street: Street, latitude: number, longitude: number): number {
  if (street.axis === 'ew') {
    const lng = Math.min(Math.max(longitude, street.from), street.to);
    return Math.hypot(latitude - street.at, longitude - lng);
  }
  const lat = Math.min(Math.max(latitude, street.from), street.to);
  return Math.hypot(longitude - street.at, latitude - lat);
}
