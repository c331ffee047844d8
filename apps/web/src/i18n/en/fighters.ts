/** Fighter directory, profiles and the fighter application. */
export default {
  directory: { title: 'Fighters' },
};
