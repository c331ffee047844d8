/** The back office's followers screen. */
export default {
  title: 'Followers',
  subtitle: 'Who fans follow: the audience an alert reaches when a fighter is booked or an event goes on sale.',
  fans: 'Fans following anything',
  fighters: 'Most followed fighters',
  events: 'Most followed events',
  name: 'Name',
  followers: 'Followers',
  empty: 'None followed yet.',
};
