/** Back office: fighter applications review and master data. */
export default {
  queue: { title: 'Fighter applications' },
};
