/**
 * Powerful browser features none of the three apps uses (site, CMS, builder): each turns them off in
 * its Permissions-Policy (`feature=()`), for its pages and every frame in them. One list, imported by
 * web/security/policy.mjs, builder/server/security-headers.mjs and the CMS's security-headers middleware.
 */
export const FEATURES_OFF: readonly string[] = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'magnetometer',
  'browsing-topics',
];

/** A Permissions-Policy value: every feature of FEATURES_OFF off, then the given allowances. */
export function permissionsPolicy(allowances: readonly string[] = []): string {
  return [...FEATURES_OFF.map((feature) => `${feature}=()`), ...allowances].join(', ');
}
