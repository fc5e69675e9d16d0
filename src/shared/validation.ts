// Input rules of spec 000 §5, shared by the browser (forms, editor) and the gateway (mutation
// arguments), so both reject the same input with the same words. Each rule answers with a
// message key of resources.ts (`validation.*`), or null when the value passes.
import { dmyToIso } from './calendarDays';

type ValidationKey =
  'required' | 'invalidEmail' | 'invalidDate' | 'videoUrl' | 'audioEmbed' | 'socialEmbed' | 'headlineLevel' | 'blogTeaserItems' | 'tooLong';

export interface Violation {
  key: ValidationKey;
  /** Values for the message's {{placeholders}}. */
  values?: Record<string, string | number>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

const endsWithHost = (host: string | null, domains: readonly string[]) =>
  host !== null && domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

export const rules = {
  /** 'This field is required!' for null, blank strings and empty lists. */
  required(value: unknown): Violation | null {
    const empty =
      value === null ||
      value === undefined ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    return empty ? { key: 'required' } : null;
  },
  email(value: string): Violation | null {
    return EMAIL.test(value.trim()) ? null : { key: 'invalidEmail' };
  },
  /** spec 000 §5: DD-MM-YYYY, two digits, two digits, four digits and a real date. */
  dmyDate(value: string): Violation | null {
    return dmyToIso(value) ? null : { key: 'invalidDate' };
  },
  /** spec 000 §5: the video url must be YouTube or Vimeo. */
  videoUrl(value: string): Violation | null {
    return endsWithHost(hostOf(value), ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com']) ? null : { key: 'videoUrl' };
  },
  /** spec 000 §5: an audio embed names SoundCloud, Spotify or Podigee. */
  audioEmbed(value: string): Violation | null {
    return /soundcloud\.com|spotify\.com|podigee/i.test(value) ? null : { key: 'audioEmbed' };
  },
  /** spec 000 §5: social embeds come from Instagram, Twitter/X, Facebook or TikTok. */
  socialEmbed(value: string): Violation | null {
    return /instagram\.com|twitter\.com|x\.com|facebook\.com|tiktok\.com/i.test(value) ? null : { key: 'socialEmbed' };
  },
  /** spec 000 §3: headline levels 2 to 6. */
  headlineLevel(value: number): Violation | null {
    return Number.isInteger(value) && value >= 2 && value <= 6 ? null : { key: 'headlineLevel' };
  },
  /** spec 000 §5: a blog teaser list shows 1 to 8 items. */
  blogTeaserItems(value: number): Violation | null {
    return Number.isInteger(value) && value >= 1 && value <= 8 ? null : { key: 'blogTeaserItems' };
  },
  maxLength(value: string, max: number): Violation | null {
    return Array.from(value).length <= max ? null : { key: 'tooLong', values: { max } };
  },
};

/** spec 000 §5: the full teaser description holds at most 3000 characters (newer editor). */
export const FULL_TEASER_DESCRIPTION_MAX = 3000;
