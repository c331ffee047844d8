/** Back-office strings. */
export default {
  title: 'Back office',
  viewSite: 'View site',
  nav: {
    overview: 'Overview',
    customers: 'Customers',
    staff: 'Staff',
    invitations: 'Invitations',
  },
};
