// External embeds of the page modules (spec 000 §3, §5): which provider's page the site frames for
// a video URL or an embed code, and the origins those frames come from (the site's CSP frame-src,
// src/server/createApp.ts). Pure: the gateway reads the editor's input with it, the server lists
// the origins. Every embed waits for the external-media consent (spec 000 §1) in the browser.

/** The origins the site may frame; an embed on any other origin is not shown. */
export const EMBED_FRAME_ORIGINS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://w.soundcloud.com',
  'https://open.spotify.com',
  'https://player.podigee-cdn.net',
  'https://e.issuu.com',
  'https://www.instagram.com',
  'https://platform.twitter.com',
  'https://www.facebook.com',
  'https://www.tiktok.com',
  'https://share.hsforms.com',
];

export interface EmbedTarget {
  /** An https URL on one of EMBED_FRAME_ORIGINS. */
  url: string;
  /** The provider's name as visitors know it. */
  provider: string;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

function parse(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** spec 000 §5: a YouTube or Vimeo URL as the player to frame (YouTube without cookies), or null. */
export function videoEmbedOf(videoUrl: string): EmbedTarget | null {
  const url = parse(videoUrl);
  if (!url) return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (youtube !== null)
    return YOUTUBE_ID.test(youtube) ? { url: `https://www.youtube-nocookie.com/embed/${youtube}`, provider: 'YouTube' } : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.split('/').find((segment) => VIMEO_ID.test(segment));
    return id ? { url: `https://player.vimeo.com/video/${id}`, provider: 'Vimeo' } : null;
  }
  return null;
}

/** The URL an embed code names: an iframe's src, or the code itself when it is a URL. */
function urlOfEmbed(embed: string): URL | null {
  const src = /<iframe\b[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(embed)?.[1];
  return parse((src ?? embed).replace(/&amp;/g, '&'));
}

const onOrigin = (url: URL, origin: string, provider: string): EmbedTarget | null =>
  url.protocol === 'https:' && url.origin === origin ? { url: url.href, provider } : null;

/** spec 000 §5 audio: SoundCloud, Spotify or podigee. */
export function audioEmbedOf(embed: string): EmbedTarget | null {
  const url = urlOfEmbed(embed);
  if (!url) return null;
  if (url.hostname === 'soundcloud.com' || url.hostname === 'www.soundcloud.com') {
    return { url: `https://w.soundcloud.com/player/?url=${encodeURIComponent(url.href)}`, provider: 'SoundCloud' };
  }
  if (url.hostname === 'open.spotify.com') {
    const path = url.pathname.startsWith('/embed/') ? url.pathname : `/embed${url.pathname}`;
    return { url: `https://open.spotify.com${path}`, provider: 'Spotify' };
  }
  return onOrigin(url, 'https://w.soundcloud.com', 'SoundCloud') ?? onOrigin(url, 'https://player.podigee-cdn.net', 'podigee');
}

/** spec 000 §5 viewer and PDF viewer: issuu. */
export function viewerEmbedOf(embed: string): EmbedTarget | null {
  const url = urlOfEmbed(embed);
  if (!url) return null;
  if (url.hostname === 'issuu.com' || url.hostname === 'www.issuu.com') {
    const [user, docs, document] = url.pathname.split('/').filter(Boolean);
    if (user && docs === 'docs' && document)
      return { url: `https://e.issuu.com/embed.html?u=${encodeURIComponent(user)}&d=${encodeURIComponent(document)}`, provider: 'issuu' };
    return null;
  }
  return onOrigin(url, 'https://e.issuu.com', 'issuu');
}

const POST_ID = /^[\w-]{1,64}$/;

/** spec 000 §5 social media: Instagram, Twitter/X, Facebook or TikTok posts, as each provider's own embed page. */
export function socialEmbedOf(embed: string): EmbedTarget | null {
  const url = urlOfEmbed(embed);
  if (!url || url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'instagram.com') {
    const [kind, id] = segments;
    return (kind === 'p' || kind === 'reel') && id && POST_ID.test(id)
      ? { url: `https://www.instagram.com/${kind}/${id}/embed`, provider: 'Instagram' }
      : null;
  }
  if (host === 'twitter.com' || host === 'x.com') {
    const id = segments[1] === 'status' ? segments[2] : undefined;
    return id && /^\d{1,25}$/.test(id) ? { url: `https://platform.twitter.com/embed/Tweet.html?id=${id}`, provider: 'X (Twitter)' } : null;
  }
  if (host === 'platform.twitter.com') return onOrigin(url, 'https://platform.twitter.com', 'X (Twitter)');
  if (host === 'tiktok.com') {
    const id = segments[segments.length - 1];
    return segments.includes('video') && id && /^\d{1,25}$/.test(id)
      ? { url: `https://www.tiktok.com/embed/v2/${id}`, provider: 'TikTok' }
      : null;
  }
  if (host === 'facebook.com') {
    if (url.pathname.startsWith('/plugins/')) return { url: url.href, provider: 'Facebook' };
    return { url: `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(url.href)}&show_text=true`, provider: 'Facebook' };
  }
  return null;
}

/** A HubSpot form's shareable page (spec 000 §3 form: hubspot_id); null for an id that cannot be one. */
export function hubspotFormEmbedOf(hubspotId: string): EmbedTarget | null {
  const id = hubspotId.trim();
  return /^[\w-]{1,100}$/.test(id) ? { url: `https://share.hsforms.com/${id}`, provider: 'HubSpot' } : null;
}
