import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_ORIGINS, audioEmbedOf, hubspotFormEmbedOf, socialEmbedOf, videoEmbedOf, viewerEmbedOf } from './embeds';

describe('embeds (spec 000 §3, §5)', () => {
  it('frames YouTube without cookies and Vimeo by its player, nothing else', () => {
    expect(videoEmbedOf('https://www.youtube.com/watch?v=abc123XYZ')).toEqual({
      url: 'https://www.youtube-nocookie.com/embed/abc123XYZ',
      provider: 'YouTube',
    });
    expect(videoEmbedOf('https://youtu.be/abc123XYZ?t=3')?.url).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ');
    expect(videoEmbedOf('https://vimeo.com/76979871')).toEqual({ url: 'https://player.vimeo.com/video/76979871', provider: 'Vimeo' });
    expect(videoEmbedOf('https://example.com/watch?v=abc123XYZ')).toBeNull();
    expect(videoEmbedOf('javascript:alert(1)')).toBeNull();
    expect(videoEmbedOf('https://www.youtube.com/watch?v=a"><script>')).toBeNull();
  });

  it('reads the frame of an audio, viewer or social embed code and keeps it on the allowed origins', () => {
    expect(audioEmbedOf('https://soundcloud.com/a/b')?.url).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fa%2Fb',
    );
    expect(audioEmbedOf('<iframe src="https://open.spotify.com/episode/7mak"></iframe>')).toEqual({
      url: 'https://open.spotify.com/embed/episode/7mak',
      provider: 'Spotify',
    });
    expect(audioEmbedOf('<iframe src="https://player.podigee-cdn.net/podcast-player/embed?x=1&amp;y=2"></iframe>')?.url).toBe(
      'https://player.podigee-cdn.net/podcast-player/embed?x=1&y=2',
    );
    expect(audioEmbedOf('<iframe src="https://evil.example/soundcloud.com"></iframe>')).toBeNull();
    expect(viewerEmbedOf('https://issuu.com/orchester/docs/heft-1')?.url).toBe('https://e.issuu.com/embed.html?u=orchester&d=heft-1');
    expect(socialEmbedOf('https://www.instagram.com/p/C0aUreLiA26/')?.url).toBe('https://www.instagram.com/p/C0aUreLiA26/embed');
    expect(socialEmbedOf('https://x.com/orchester/status/1234567890')?.url).toBe(
      'https://platform.twitter.com/embed/Tweet.html?id=1234567890',
    );
    expect(socialEmbedOf('https://www.tiktok.com/@o/video/7012345678901234567')?.url).toBe(
      'https://www.tiktok.com/embed/v2/7012345678901234567',
    );
    expect(socialEmbedOf('http://www.instagram.com/p/x/')).toBeNull();
    expect(hubspotFormEmbedOf('abc-123')?.url).toBe('https://share.hsforms.com/abc-123');
    expect(hubspotFormEmbedOf('../x')).toBeNull();
  });

  it('names an origin of the CSP for every frame it makes', () => {
    const frames = [
      videoEmbedOf('https://youtu.be/abc123XYZ'),
      videoEmbedOf('https://vimeo.com/1'),
      audioEmbedOf('https://soundcloud.com/a/b'),
      audioEmbedOf('https://open.spotify.com/track/1'),
      viewerEmbedOf('https://issuu.com/a/docs/b'),
      socialEmbedOf('https://www.instagram.com/p/abc/'),
      socialEmbedOf('https://twitter.com/a/status/1'),
      socialEmbedOf('https://www.facebook.com/orchester/posts/1'),
      socialEmbedOf('https://www.tiktok.com/@o/video/1'),
      hubspotFormEmbedOf('form'),
    ];
    for (const frame of frames) expect(EMBED_FRAME_ORIGINS).toContain(new URL(frame?.url ?? 'about:blank').origin);
  });
});
