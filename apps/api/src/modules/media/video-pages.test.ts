import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { metaContent, useWebApp } from '../../../test/use-web-app';
import { createCategory, createShowcase, createVideo } from '../../../test/media-factories';
import { categories } from './media.table';

const { t, page } = useWebApp();

const GENERIC_TITLE = '<title>Summit Fighting Championship</title>';
const NOINDEX = '<meta name="robots" content="noindex">';

describe('video pages', () => {
  it('carry the video’s title, description, poster and the video type in the HTML, at its slug and id', async () => {
    const video = await createVideo(t.database.db, t.config, {
      title: 'Thapa vs Rai: the full fight',
      slug: 'thapa-vs-rai-the-full-fight',
      description: 'Three rounds at Dasharath Rangasala,\nwith the knockout in the third.',
      posterKey: 'videos/poster-of-thapa-rai',
    });
    const canonical = 'http://ringside.test/videos/thapa-vs-rai-the-full-fight';
    for (const url of [`/videos/${video.slug}`, `/videos/${video.id}`, `/videos/${video.slug.toUpperCase()}`]) {
      const reply = await page(url);
      expect(reply.status).toBe(200);
      expect(reply.html).toContain('<title>Thapa vs Rai: the full fight | SFC</title>');
      expect(metaContent(reply.html, 'name', 'description')).toBe(
        'Three rounds at Dasharath Rangasala, with the knockout in the third.',
      );
      expect(metaContent(reply.html, 'property', 'og:type')).toBe('video.other');
      expect(metaContent(reply.html, 'property', 'og:image')).toBe(
        'http://ringside.test/media/videos/poster-of-thapa-rai/share.jpg',
      );
      expect(metaContent(reply.html, 'property', 'og:url')).toBe(canonical);
      expect(reply.html).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(reply.html).not.toContain('noindex');
    }
  });

  it('say what the video is when it has no description, and shorten a long one', async () => {
    const bare = await createVideo(t.database.db, t.config, { title: 'Weigh-in day', description: null });
    expect(metaContent((await page(`/videos/${bare.slug}`)).html, 'name', 'description')).toBe(
      'Watch Weigh-in day on Summit Fighting Championship.',
    );
    const long = await createVideo(t.database.db, t.config, { description: 'word '.repeat(100) });
    const description = metaContent((await page(`/videos/${long.slug}`)).html, 'name', 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('word…')).toBe(true);
  });

  it('escape what staff type', async () => {
    const video = await createVideo(t.database.db, t.config, { title: 'KO </title><script>x</script>' });
    const reply = await page(`/videos/${video.slug}`);
    expect(reply.html).not.toContain('<script>x');
    expect(reply.html).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it('render drafts, unfinished and unknown videos with the generic, unindexed metadata; the hub keeps its own', async () => {
    const db = t.database.db;
    const hidden = [
      await createVideo(db, t.config, { publication: 'DRAFT', title: 'Secret draft video' }),
      await createVideo(db, t.config, { status: 'PROCESSING', title: 'Still processing video' }),
    ];
    for (const url of [...hidden.map((video) => `/videos/${video.slug}`), '/videos/no-such-video', '/videos/a/b']) {
      const reply = await page(url);
      expect(reply.status).toBe(200);
      expect(reply.html).toContain(GENERIC_TITLE);
      expect(reply.html).toContain(NOINDEX);
    }
    const hub = await page('/videos');
    expect(hub.html).toContain('<title>Videos | SFC</title>');
    expect(hub.html).not.toContain('noindex');
  });
});

describe('category and showcase pages', () => {
  it('carry a category’s name and description', async () => {
    const category = await createCategory(t.database.db, 'Knockouts Meta');
    await t.database.db
      .update(categories)
      .set({ description: 'The fastest finishes.' })
      .where(eq(categories.id, category.id));
    const reply = await page(`/videos/category/${category.slug}`);
    expect(reply.html).toContain('<title>Knockouts Meta | SFC</title>');
    expect(metaContent(reply.html, 'name', 'description')).toBe('The fastest finishes.');
    expect(reply.html).toContain(`<link rel="canonical" href="http://ringside.test/videos/category/${category.slug}">`);
    expect((await page('/videos/category/no-such-category')).html).toContain(NOINDEX);
  });

  it('carry a showcase’s title, its count of public videos and its poster; drafts stay unknown', async () => {
    const db = t.database.db;
    const shown = await createVideo(db, t.config);
    const draft = await createVideo(db, t.config, { publication: 'DRAFT' });
    const showcase = await createShowcase(db, [shown.id, draft.id], {
      title: 'SFC 5: the whole card',
      description: null,
      posterKey: 'showcases/poster-of-sfc-5',
    });
    const reply = await page(`/showcases/${showcase.slug}`);
    expect(reply.html).toContain('<title>SFC 5: the whole card | SFC</title>');
    expect(metaContent(reply.html, 'name', 'description')).toBe(
      'SFC 5: the whole card: a collection of 1 video on Summit Fighting Championship.',
    );
    expect(metaContent(reply.html, 'property', 'og:type')).toBe('website');
    expect(metaContent(reply.html, 'property', 'og:image')).toBe(
      'http://ringside.test/media/showcases/poster-of-sfc-5/share.jpg',
    );
    const hidden = await createShowcase(db, [shown.id], { publication: 'DRAFT', publishedAt: null });
    expect((await page(`/showcases/${hidden.slug}`)).html).toContain(NOINDEX);
  });
});

describe('the sitemap', () => {
  it('lists public videos, categories holding videos and published showcases, and /videos once', async () => {
    const db = t.database.db;
    const category = await createCategory(db, 'Sitemap Shelf');
    const empty = await createCategory(db, 'Sitemap Empty Shelf');
    const video = await createVideo(db, t.config, { categoryId: category.id });
    const draft = await createVideo(db, t.config, { publication: 'DRAFT', categoryId: category.id });
    const showcase = await createShowcase(db, [video.id]);
    const hiddenShowcase = await createShowcase(db, [video.id], { publication: 'DRAFT', publishedAt: null });
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain(
      `<url><loc>http://ringside.test/videos/${video.slug}</loc><lastmod>${video.updatedAt.toISOString()}</lastmod><xhtml:link`,
    );
    expect(body).toContain(`<loc>http://ringside.test/videos/category/${category.slug}</loc>`);
    expect(body).toContain(
      `<url><loc>http://ringside.test/showcases/${showcase.slug}</loc><lastmod>${showcase.updatedAt.toISOString()}</lastmod><xhtml:link`,
    );
    expect(body).not.toContain(draft.slug);
    expect(body).not.toContain(empty.slug);
    expect(body).not.toContain(hiddenShowcase.slug);
    expect(body.match(/<loc>http:\/\/ringside\.test\/videos<\/loc>/g)).toHaveLength(1);
  });
});
