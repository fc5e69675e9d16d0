import { describe, expect, it } from 'vitest';
import { personJsonLd } from './personJsonLd';

describe('personJsonLd', () => {
  it('writes a schema.org Person with the role, the portrait as an absolute URL and the orchestra', () => {
    const block = personJsonLd(
      {
        name: 'Anna Berg',
        firstName: 'Anna',
        lastName: 'Berg',
        instrument: 'Dirigentin',
        role: 'Chefdirigentin',
        biography: ' Seit 2010 im Orchester. ',
        imageUrl: '/media/anna-640.png',
        path: '/de/orchestermitglieder/anna-berg/1',
      },
      'https://example.org',
    );
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Anna Berg',
      givenName: 'Anna',
      familyName: 'Berg',
      jobTitle: 'Chefdirigentin',
      description: 'Seit 2010 im Orchester.',
      image: 'https://example.org/media/anna-640.png',
      url: 'https://example.org/de/orchestermitglieder/anna-berg/1',
      memberOf: { '@type': 'MusicGroup', name: 'Aurelia Philharmonie', url: 'https://example.org/' },
    });
  });

  it('leaves out what the person lacks and takes the instrument when there is no role', () => {
    const block = personJsonLd(
      {
        name: 'Ben Ott',
        firstName: 'Ben',
        lastName: 'Ott',
        instrument: 'Pauke',
        role: '',
        biography: null,
        imageUrl: null,
        path: '/en/musicians/ben-ott/9',
      },
      'https://example.org',
    );
    expect(block.jobTitle).toBe('Pauke');
    expect(block).not.toHaveProperty('image');
    expect(block).not.toHaveProperty('description');
  });
});
