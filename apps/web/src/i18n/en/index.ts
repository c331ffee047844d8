import account from './account';
import admin from './admin';
import auth from './auth';
import common from './common';

export default { ...common, auth, account, admin };
