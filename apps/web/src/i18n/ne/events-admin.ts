import type en from '../en/events-admin';

/** Back office: events, fight cards, results, registrations and check-in. */
const ne: typeof en = {
  list: {
    title: 'कार्यक्रमहरू',
  },
};

export default ne;
