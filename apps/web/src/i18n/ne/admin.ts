import type en from '../en/admin';

/** व्यवस्थापनका शब्दहरू। */
const ne: typeof en = {
  title: 'व्यवस्थापन',
  viewSite: 'साइट हेर्नुहोस्',
  nav: {
    overview: 'सारांश',
    customers: 'ग्राहकहरू',
    staff: 'कर्मचारीहरू',
    invitations: 'निमन्त्रणाहरू',
  },
};

export default ne;
