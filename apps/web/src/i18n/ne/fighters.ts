import type en from '../en/fighters';

/** Fighter directory, profiles and the fighter application. */
const ne: typeof en = {
  directory: { title: 'लडाकुहरू' },
};

export default ne;
