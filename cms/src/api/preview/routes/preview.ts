export default {
  routes: [{ method: 'GET', path: '/preview/:type/:slug', handler: 'preview.find', config: { auth: false } }],
};
