import type en from '../en/fighters-admin';

/** Back office: fighter applications review and master data. */
const ne: typeof en = {
  queue: { title: 'लडाकु आवेदनहरू' },
};

export default ne;
