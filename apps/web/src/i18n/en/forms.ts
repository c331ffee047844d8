import account from './account';
import alerts from './alerts';
import auth from './auth';

/** What sign-in, sign-up and the customer's account say: loaded with those pages. */
export default { auth, account, alerts };
