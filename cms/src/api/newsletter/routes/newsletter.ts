export default {
  routes: [{ method: 'POST', path: '/newsletter', handler: 'newsletter.subscribe', config: { auth: false } }],
};
