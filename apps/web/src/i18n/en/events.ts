/** Public event pages, the fighter's registrations and the fan's tickets. */
export default {
  list: {
    title: 'Events',
  },
};
