/** The twelve Federal Reserve districts, by number. */
export const FED_DISTRICTS: readonly string[] = [
  '',
  'Boston',
  'New York',
  'Philadelphia',
  'Cleveland',
  'Richmond',
  'Atlanta',
  'Chicago',
  'St. Louis',
  'Minneapolis',
  'Kansas City',
  'Dallas',
  'San Francisco',
];

/**
 * The Federal Reserve district a routing number belongs to: prefix 01–12 directly, 21–32 and 61–72
 * less 20 and 60. Null for 00 (US Government), 15 (US Treasury), 80 (traveler's cheques) and
 * anything else.
 * @example fedDistrictName('011000015') // 'Boston'
 */
export function fedDistrictName(routingNumber: string): string | null {
  const p = Number(routingNumber.slice(0, 2));
  const d = p >= 61 && p <= 72 ? p - 60 : p >= 21 && p <= 32 ? p - 20 : p;
  return d >= 1 && d <= 12 ? (FED_DISTRICTS[d] as string) : null;
}
