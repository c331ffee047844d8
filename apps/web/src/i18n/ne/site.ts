import account from './account';
import auth from './auth';
import commerce from './commerce';
import common from './common';
import content from './content';
import events from './events';
import fighters from './fighters';
import videos from './videos';

/** What the public site and the customer's account say: loaded with the first page. */
export default { ...common, auth, account, fighters, events, videos, content, commerce };
