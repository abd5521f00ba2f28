export default {
  routes: [
    // The site search's results page, and the header box's suggestions (the last word typed matches as a prefix).
    { method: 'GET', path: '/search', handler: 'search.find', config: { auth: false } },
    { method: 'GET', path: '/search/suggest', handler: 'search.suggest', config: { auth: false } },
  ],
};
