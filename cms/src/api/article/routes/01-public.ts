export default {
  routes: [{ method: 'GET', path: '/articles/slug/:slug', handler: 'article.findBySlug', config: { auth: false } }],
};
