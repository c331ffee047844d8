/** Where the hub's back-office screens live, and links that carry the list's address for "back". */
export const VIDEOS_LIST = '/admin/videos';
export const SHOWCASES_LIST = '/admin/showcases';

export const videoLink = (videoId: string, from?: string) => ({
  to: `${VIDEOS_LIST}/${videoId}`,
  state: from ? { from } : undefined,
});

export const showcaseLink = (showcaseId: string, from?: string) => ({
  to: `${SHOWCASES_LIST}/${showcaseId}`,
  state: from ? { from } : undefined,
});
