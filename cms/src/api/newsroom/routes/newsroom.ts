export default {
  routes: [
    { method: 'GET', path: '/newsroom', handler: 'newsroom.find', config: { auth: false } },
    { method: 'GET', path: '/newsroom/featured', handler: 'newsroom.featured', config: { auth: false } },
  ],
};
