/** Follow buttons and the one-click unsubscribe page (decision 70). */
export default {
  follow: 'Follow',
  following: 'Following',
  followName: 'Follow {{name}}',
  followingName: 'Following {{name}}: press to stop',
  unsubscribe: {
    title: 'Stop alert emails',
    lead: 'You will no longer get alert emails about the fighters and events you follow. Receipts and tickets still come.',
    confirm: 'Stop alert emails',
    done: 'Done: no more alert emails.',
    doneLead: 'You can turn them on again, or choose SMS or notifications instead, in your account.',
    settings: 'Choose your alerts',
    missing: 'This link is incomplete. Open the link from the email again, or change your alerts in your account.',
  },
};
