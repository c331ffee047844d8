import type en from '../en/account';

const ne: typeof en = {
  title: '',
};

export default ne;
