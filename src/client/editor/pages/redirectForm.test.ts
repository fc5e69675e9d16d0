import { describe, expect, it } from 'vitest';
import { validateRedirect } from './redirectForm';

describe('validateRedirect', () => {
  it('asks for both paths, paths of this site with their language, and different ones', () => {
    expect(validateRedirect('', ' ')).toEqual([
      ['oldPath', 'required'],
      ['newPath', 'required'],
    ]);
    expect(validateRedirect('https://evil.example/', '/fr/x')).toEqual([
      ['oldPath', 'sitePath'],
      ['newPath', 'sitePath'],
    ]);
    expect(validateRedirect('/de/../x', 'javascript:alert(1)')).toEqual([
      ['oldPath', 'sitePath'],
      ['newPath', 'sitePath'],
    ]);
    expect(validateRedirect('/de/alt', ' /de/alt ')).toEqual([['newPath', 'samePath']]);
    expect(validateRedirect('/de/alt', '/en')).toEqual([]);
  });
});
