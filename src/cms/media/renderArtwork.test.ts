import { describe, expect, it } from 'vitest';
import { renderArtwork } from './renderArtwork';

describe('renderArtwork', () => {
  it('draws width × height RGB pixels', () => {
    expect(renderArtwork('seed/events/a', 64, 36)).toHaveLength(64 * 36 * 3);
  });

  it('draws the same picture for the same key and another for another key', () => {
    expect(renderArtwork('seed/events/a', 64, 36)).toEqual(renderArtwork('seed/events/a', 64, 36));
    expect(renderArtwork('seed/events/a', 64, 36)).not.toEqual(renderArtwork('seed/events/b', 64, 36));
  });

  it('is not a flat colour', () => {
    const pixels = renderArtwork('seed/teasers/x', 64, 36);
    expect(new Set(pixels).size).toBeGreaterThan(10);
  });
});
