import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n/createI18n';
import { rules } from './validation';

describe('validation rules (spec 000 §5)', () => {
  it('requires non-blank values and non-empty lists', () => {
    expect(rules.required('')).toEqual({ key: 'required' });
    expect(rules.required('  ')).toEqual({ key: 'required' });
    expect(rules.required([])).toEqual({ key: 'required' });
    expect(rules.required(null)).toEqual({ key: 'required' });
    expect(rules.required('x')).toBeNull();
    expect(rules.required(0)).toBeNull();
  });

  it('checks e-mail addresses and DD-MM-YYYY dates', () => {
    expect(rules.email('anna@example.org')).toBeNull();
    expect(rules.email('anna@example')).toEqual({ key: 'invalidEmail' });
    expect(rules.dmyDate('31-12-2026')).toBeNull();
    expect(rules.dmyDate('31-02-2026')).toEqual({ key: 'invalidDate' });
  });

  it('accepts only YouTube or Vimeo videos, and known audio and social embeds', () => {
    expect(rules.videoUrl('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(rules.videoUrl('https://youtu.be/abc')).toBeNull();
    expect(rules.videoUrl('https://vimeo.com/123')).toBeNull();
    expect(rules.videoUrl('https://evil.example/youtube.com')).toEqual({ key: 'videoUrl' });
    expect(rules.audioEmbed('<iframe src="https://w.soundcloud.com/player"></iframe>')).toBeNull();
    expect(rules.audioEmbed('<iframe src="https://example.org"></iframe>')).toEqual({ key: 'audioEmbed' });
    expect(rules.socialEmbed('https://www.instagram.com/p/x')).toBeNull();
    expect(rules.socialEmbed('https://example.org/p/x')).toEqual({ key: 'socialEmbed' });
  });

  it('bounds headline levels, blog teaser items and lengths', () => {
    expect(rules.headlineLevel(1)).toEqual({ key: 'headlineLevel' });
    expect(rules.headlineLevel(6)).toBeNull();
    expect(rules.blogTeaserItems(9)).toEqual({ key: 'blogTeaserItems' });
    expect(rules.blogTeaserItems(8)).toBeNull();
    expect(rules.maxLength('ä'.repeat(3000), 3000)).toBeNull();
    expect(rules.maxLength('a'.repeat(3001), 3000)).toEqual({ key: 'tooLong', values: { max: 3000 } });
  });

  it('has the spec’s public messages in English and German equivalents', () => {
    expect(createI18n('en').t('validation.required')).toBe('This field is required!');
    expect(createI18n('en').t('validation.invalidEmail')).toBe('Invalid e-mail address!');
    expect(createI18n('de').t('validation.tooLong', { max: 3000 })).toBe('Höchstens 3000 Zeichen!');
  });
});
