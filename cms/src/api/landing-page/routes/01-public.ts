export default {
  routes: [
    { method: 'GET', path: '/landing-pages/slug/:slug', handler: 'landing-page.findBySlug', config: { auth: false } },
    { method: 'GET', path: '/landing-pages/id/:documentId', handler: 'landing-page.findAddress', config: { auth: false } },
  ],
};
