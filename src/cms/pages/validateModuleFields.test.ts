import { describe, expect, it } from 'vitest';
import { mayContain, MODULE_RULES } from './moduleRules';
import { paragraphs } from './richText';
import { REQUIRED, validateModuleFields } from './validateModuleFields';

describe('validateModuleFields', () => {
  it('requires the headline text and keeps the level between 2 and 6 (spec 000 §5)', () => {
    expect(validateModuleFields('headline', {})).toEqual({ ok: false, errors: { content: [REQUIRED] } });
    expect(validateModuleFields('headline', { content: '  ' })).toEqual({ ok: false, errors: { content: [REQUIRED] } });
    for (const level of [1, 7, 2.5, '3']) {
      const result = validateModuleFields('headline', { content: 'Hallo', headline_level: level });
      expect(result.ok, String(level)).toBe(false);
    }
    expect(validateModuleFields('headline', { content: 'Hallo', headline_level: 6 })).toEqual({
      ok: true,
      fields: { headline_level: 6, preline: '', content: 'Hallo', subline: '', anchor: '' },
    });
  });

  it('fills defaults, so a stored module always has every field of its type', () => {
    const result = validateModuleFields('text', {});
    expect(result).toEqual({ ok: true, fields: { content: [], anchor: '', decrease_distance: false } });
  });

  it('rejects unknown fields', () => {
    expect(validateModuleFields('quote', { colour: 'red' })).toEqual({ ok: false, errors: { colour: ['Unknown field.'] } });
  });

  it('requires link text and link in the link module and checks the link target', () => {
    expect(validateModuleFields('link', {})).toEqual({ ok: false, errors: { link_text: [REQUIRED], link: [REQUIRED] } });
    const bad = validateModuleFields('link', { link_text: 'Mehr', link: 'javascript:alert(1)' });
    expect(bad.ok).toBe(false);
    for (const link of ['/de/konzerte', 'https://example.org/x', 'mailto:info@example.org', '#programm']) {
      expect(validateModuleFields('link', { link_text: 'Mehr', link }).ok, link).toBe(true);
    }
    expect(validateModuleFields('link', { link_text: 'Mehr', link: '//evil.example' }).ok).toBe(false);
    // spec 000 §1: links default to https.
    expect(validateModuleFields('link', { link_text: 'Mehr', link: 'example.org/tickets' })).toMatchObject({
      ok: true,
      fields: { link: 'https://example.org/tickets' },
    });
  });

  it('accepts only YouTube or Vimeo video URLs', () => {
    expect(validateModuleFields('video', { video_url: 'https://www.youtube.com/watch?v=abc' }).ok).toBe(true);
    expect(validateModuleFields('video', { video_url: 'https://youtu.be/abc' }).ok).toBe(true);
    expect(validateModuleFields('video', { video_url: 'https://vimeo.com/1234' }).ok).toBe(true);
    expect(validateModuleFields('video', { video_url: 'https://example.com/video.mp4' })).toEqual({
      ok: false,
      errors: { video_url: ['Enter a YouTube or Vimeo URL.'] },
    });
    expect(validateModuleFields('video', {})).toEqual({ ok: false, errors: { video_url: [REQUIRED] } });
  });

  it('keeps blog teaser items from 1 to 8', () => {
    expect(validateModuleFields('blog_teaser_list', { items: 0 }).ok).toBe(false);
    expect(validateModuleFields('blog_teaser_list', { items: 9 }).ok).toBe(false);
    expect(validateModuleFields('blog_teaser_list', { items: 8 })).toEqual({ ok: true, fields: { items: 8 } });
    expect(validateModuleFields('blog_teaser_list', { items: null })).toEqual({ ok: false, errors: { items: [REQUIRED] } });
  });

  it('limits the full teaser description to 3000 characters and requires its picture and link', () => {
    const base = { image: 'seed/pages/x', link: '/de/konzerte' };
    expect(validateModuleFields('full_teaser', { ...base, text: 'x'.repeat(3000) }).ok).toBe(true);
    expect(validateModuleFields('full_teaser', { ...base, text: 'x'.repeat(3001) })).toEqual({
      ok: false,
      errors: { text: ['Ensure this field has no more than 3000 characters.'] },
    });
    expect(validateModuleFields('full_teaser', {})).toEqual({ ok: false, errors: { image: [REQUIRED], link: [REQUIRED] } });
  });

  it('requires online_from on hero media and text on two columns', () => {
    expect(validateModuleFields('hero_media', {})).toEqual({ ok: false, errors: { online_from: [REQUIRED] } });
    expect(validateModuleFields('hero_media', { online_from: 'soon' }).ok).toBe(false);
    expect(validateModuleFields('hero_media', { online_from: '2026-09-01T10:00:00+02:00' }).ok).toBe(true);
    const twoColumns = validateModuleFields('two_columns', { image: 'seed/pages/x', text: paragraphs('') });
    expect(twoColumns).toEqual({ ok: false, errors: { text: [REQUIRED] } });
  });

  it('checks embed hosts for audio, viewer and social media', () => {
    expect(validateModuleFields('audio', { embed: '<iframe src="https://w.soundcloud.com/player"></iframe>' }).ok).toBe(true);
    expect(validateModuleFields('audio', { embed: '<iframe src="https://example.com"></iframe>' }).ok).toBe(false);
    expect(validateModuleFields('social_media', { embed: 'https://www.instagram.com/p/x' }).ok).toBe(true);
    expect(validateModuleFields('viewer', { embed: 'https://issuu.com/x' }).ok).toBe(true);
    expect(validateModuleFields('html', {})).toEqual({ ok: false, errors: { html_code: [REQUIRED] } });
    expect(validateModuleFields('form', {})).toEqual({ ok: false, errors: { hubspot_id: [REQUIRED] } });
    expect(validateModuleFields('venue', {})).toEqual({ ok: false, errors: { venue: [REQUIRED] } });
  });

  it('validates rich text as Slate nodes with the editor marks only', () => {
    const good = [
      {
        type: 'paragraph',
        children: [
          { text: 'Hallo ', bold: true },
          { type: 'link', url: 'https://example.org', new_tab: true, children: [{ text: 'Welt' }] },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'eins' }] }] },
    ];
    expect(validateModuleFields('text', { content: good }).ok).toBe(true);
    expect(validateModuleFields('text', { content: '<p>html</p>' }).ok).toBe(false);
    expect(validateModuleFields('text', { content: [{ type: 'script', children: [{ text: 'x' }] }] }).ok).toBe(false);
    expect(validateModuleFields('text', { content: [{ text: 'x', underline: true }] }).ok).toBe(false);
    expect(validateModuleFields('text', { content: [{ type: 'paragraph', children: [{ text: '' }] }] }).ok).toBe(true);
    expect(validateModuleFields('text', { content: [{ type: 'paragraph', children: [{ oops: '' }] }] }).ok).toBe(false);
  });

  it('merges an update onto the stored fields', () => {
    const stored = { headline_level: 3, preline: 'Vor', content: 'Alt', subline: '', anchor: '' };
    expect(validateModuleFields('headline', { content: 'Neu' }, stored)).toEqual({ ok: true, fields: { ...stored, content: 'Neu' } });
    expect(validateModuleFields('headline', { content: '' }, stored)).toEqual({ ok: false, errors: { content: [REQUIRED] } });
  });

  it('keeps id lists and checks section layouts against the column presets', () => {
    expect(validateModuleFields('venue_list', { venues: [1, 2] })).toEqual({ ok: true, fields: { headline: '', venues: [1, 2] } });
    expect(validateModuleFields('venue_list', { venues: [0] }).ok).toBe(false);
    expect(validateModuleFields('section', { layout: '50-50' }).ok).toBe(true);
    expect(validateModuleFields('section', { layout: '60-40' }).ok).toBe(false);
  });

  it('lets sections hold any module and lists only their own items', () => {
    expect(mayContain('section', 'headline')).toBe(true);
    expect(mayContain('section', 'section')).toBe(false);
    expect(mayContain('image_list', 'image')).toBe(true);
    expect(mayContain('image_list', 'video')).toBe(false);
    expect(mayContain('headline', 'text')).toBe(false);
    expect(Object.keys(MODULE_RULES)).toHaveLength(30);
  });
});
