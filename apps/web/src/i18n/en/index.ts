import account from './account';
import admin from './admin';
import auth from './auth';
import common from './common';
import events from './events';
import eventsAdmin from './events-admin';
import fighters from './fighters';
import fightersAdmin from './fighters-admin';
import videos from './videos';
import videosAdmin from './videos-admin';
import content from './content';
import commerce from './commerce';
import commerceAdmin from './commerce-admin';

export default {
  ...common,
  auth,
  account,
  admin,
  fighters,
  fightersAdmin,
  events,
  eventsAdmin,
  videos,
  videosAdmin,
  content,
  commerce,
  commerceAdmin,
};
