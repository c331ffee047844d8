import { describe, expect, it } from 'vitest';
import { tokenOf, withToken } from './playback-token';

describe('signed playback URLs', () => {
  it('read the token of a manifest URL', () => {
    expect(tokenOf('/api/v1/play/abc.DEF-123_x/master.m3u8')).toBe('abc.DEF-123_x');
    expect(tokenOf('http://localhost:3430/api/v1/play/t1/720p/seg-004.ts')).toBe('t1');
    expect(tokenOf('https://cdn.example/other/master.m3u8')).toBeUndefined();
  });

  it('swap the old token for the new one in playlists and segments, relative or absolute', () => {
    expect(withToken('/api/v1/play/old/master.m3u8', 'new')).toBe('/api/v1/play/new/master.m3u8');
    expect(withToken('http://localhost:3430/api/v1/play/old/240p/index.m3u8', 'new')).toBe(
      'http://localhost:3430/api/v1/play/new/240p/index.m3u8',
    );
    expect(withToken('https://site.example/api/v1/play/old/360p/seg-00012.ts?x=1', 'new')).toBe(
      'https://site.example/api/v1/play/new/360p/seg-00012.ts?x=1',
    );
  });

  it('rewrite URLs read from a playlist signed with an older token too', () => {
    const older = '/api/v1/play/first/720p/seg-001.ts';
    expect(withToken(withToken(older, 'second'), 'third')).toBe('/api/v1/play/third/720p/seg-001.ts');
  });

  it('leave URLs that are not signed playbacks alone', () => {
    expect(withToken('https://cdn.example/live/master.m3u8', 'new')).toBe('https://cdn.example/live/master.m3u8');
    expect(withToken('/media/videos/x/card.webp', 'new')).toBe('/media/videos/x/card.webp');
  });
});
