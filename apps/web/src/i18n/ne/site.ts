import commerce from './commerce';
import common from './common';
import content from './content';
import events from './events';
import fighters from './fighters';
import following from './following';
import rankings from './rankings';
import videos from './videos';

/** What the public site says: loaded with the first page. */
export default { ...common, fighters, events, videos, content, commerce, rankings, following };
