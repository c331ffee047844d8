/** Back office: events, fight cards, results, registrations and check-in. */
export default {
  list: {
    title: 'Events',
  },
};
