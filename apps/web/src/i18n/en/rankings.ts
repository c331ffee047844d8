/** The public rankings page. */
export default {
  title: 'Rankings',
  subtitle: 'The {{brand}} champion and top 15 of every weight class',
  metaDescription: 'Champions and rankings of every {{brand}} weight class, with each fighter’s movement.',
  jump: 'Weight classes',
  asOf: 'As of {{date}}',
  champion: 'Champion',
  vacant: 'The title is vacant.',
  new: 'NEW',
  same: 'No change',
  up_one: 'Up {{count}} place',
  up_other: 'Up {{count}} places',
  down_one: 'Down {{count}} place',
  down_other: 'Down {{count}} places',
  leftOut: 'Left the rankings: {{names}}',
  empty: 'No rankings have been published yet.',
  loadError: 'The rankings could not be loaded',
};
