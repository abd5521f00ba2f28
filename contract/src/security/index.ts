/** Security rules the apps' servers share (node:crypto: servers only). */
export { FEATURES_OFF, permissionsPolicy } from './permissions-policy.js';
export { secretMatches } from './secret-match.js';
export { clientAddress, MAX_PROXY_HOPS, proxyHops } from './client-address.js';
export { MIN_SECRET_LENGTH, secretProblem, weakSecretMessage } from './secret-strength.js';
