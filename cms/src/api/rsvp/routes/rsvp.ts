export default {
  routes: [
    { method: 'GET', path: '/rsvp/:eventKey/count', handler: 'rsvp.count', config: { auth: false } },
    { method: 'POST', path: '/rsvp/:eventKey', handler: 'rsvp.submit', config: { auth: false } },
  ],
};
