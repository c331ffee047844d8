import type en from '../en/events';

/** Public event pages, the fighter's registrations and the fan's tickets. */
const ne: typeof en = {
  list: {
    title: 'कार्यक्रमहरू',
  },
};

export default ne;
