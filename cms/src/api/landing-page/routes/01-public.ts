export default {
  routes: [{ method: 'GET', path: '/landing-pages/slug/:slug', handler: 'landing-page.findBySlug', config: { auth: false } }],
};
