import type en from '../en/auth';

const ne: typeof en = {
  title: '',
};

export default ne;
