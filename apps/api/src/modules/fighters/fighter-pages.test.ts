import { describe, expect, it } from 'vitest';
import { metaContent, useWebApp } from '../../../test/use-web-app';
import { createFighter } from '../../../test/fighter-factories';

const { t, page } = useWebApp();

describe('fighter profile pages', () => {
  it('carry the fighter’s title, description, share image and profile type in the HTML', async () => {
    const { published, profile } = await createFighter(t.database.db);
    const slug = published?.slug ?? '';
    const reply = await page(`/fighters/${slug}`);
    expect(reply.status).toBe(200);
    expect(reply.type).toContain('text/html');
    expect(reply.html).toContain('<title>Bikash &quot;The Tiger&quot; Thapa | SFC</title>');
    const description = metaContent(reply.html, 'name', 'description');
    expect(description).toBe('Lightweight fighter from Nepal. Record 7-2-1 (W-L-D). Known as &quot;The Tiger&quot;.');
    expect(metaContent(reply.html, 'property', 'og:type')).toBe('profile');
    expect(metaContent(reply.html, 'property', 'og:image')).toBe(
      `http://ringside.test/media/fighters/${profile.photoId}/share.jpg`,
    );
    expect(metaContent(reply.html, 'property', 'og:url')).toBe(`http://ringside.test/fighters/${slug}`);
    expect(reply.html).toContain(`<link rel="canonical" href="http://ringside.test/fighters/${slug}">`);
    expect(reply.html).not.toContain('noindex');
  });

  it('answer at the fighter’s id and in another case too, with the slug’s canonical URL', async () => {
    const { published, profile } = await createFighter(t.database.db);
    const canonical = `http://ringside.test/fighters/${published?.slug}`;
    for (const url of [`/fighters/${profile.id}`, `/fighters/${published?.slug.toUpperCase()}`]) {
      const reply = await page(url);
      expect(reply.status).toBe(200);
      expect(reply.html).toContain('<title>Bikash &quot;The Tiger&quot; Thapa | SFC</title>');
      expect(reply.html).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(metaContent(reply.html, 'property', 'og:url')).toBe(canonical);
      expect(metaContent(reply.html, 'property', 'og:type')).toBe('profile');
    }
    // The site's own pages keep the requested URL.
    expect((await page('/fighters')).html).toContain('<link rel="canonical" href="http://ringside.test/fighters">');
  });

  it('escape what fighters type', async () => {
    const { published } = await createFighter(t.database.db, { fields: { nickname: '</title><script>x</script>' } });
    const reply = await page(`/fighters/${published?.slug}`);
    expect(reply.html).not.toContain('<script>x');
    expect(reply.html).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it('render unknown or unapproved fighters with the generic, unindexed metadata', async () => {
    const { profile } = await createFighter(t.database.db, { status: 'PENDING' });
    for (const url of ['/fighters/abcdef-no-such-fighter', `/fighters/${profile.id}`, '/fighters/a/b']) {
      const reply = await page(url);
      expect(reply.status).toBe(200);
      expect(reply.html).toContain('<title>Summit Fighting Championship</title>');
      expect(reply.html).toContain('<meta name="robots" content="noindex">');
      expect(metaContent(reply.html, 'property', 'og:type')).toBe('website');
    }
  });

  it('leave the directory page its own metadata', async () => {
    const reply = await page('/fighters');
    expect(reply.html).toContain('<title>Fighters | SFC</title>');
  });
});

describe('sitemap', () => {
  it('lists every public fighter page with its last change', async () => {
    const { published } = await createFighter(t.database.db);
    const { profile: pending } = await createFighter(t.database.db, { status: 'PENDING' });
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<url><loc>http://ringside.test/fighters</loc><xhtml:link');
    expect(response.body).toContain(
      `<url><loc>http://ringside.test/fighters/${published?.slug}</loc><lastmod>${published?.updatedAt.toISOString()}</lastmod><xhtml:link`,
    );
    expect(response.body).not.toContain(pending.id.slice(0, 6) + '-');
  });
});
