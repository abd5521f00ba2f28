/** HTTP conventions the site's server and the CMS share with the balancer in front of them. */
export * from './micro-cache.js';
