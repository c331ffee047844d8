/** Every query of the video hub's back office starts with this key. */
export const VIDEOS_ADMIN_KEY = 'videos-admin';
