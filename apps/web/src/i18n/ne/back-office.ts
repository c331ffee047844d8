import admin from './admin';
import commerceAdmin from './commerce-admin';
import eventsAdmin from './events-admin';
import fightersAdmin from './fighters-admin';
import videosAdmin from './videos-admin';
import rankingsAdmin from './rankings-admin';
import followingAdmin from './following-admin';

/** What the back office says: loaded with the back office only. */
export default { admin, fightersAdmin, eventsAdmin, videosAdmin, commerceAdmin, rankingsAdmin, followingAdmin };
