import { describe, expect, it } from 'vitest';
import { parseVariables } from './mountSandbox';

describe('parseVariables', () => {
  it('reads an object, and nothing as no variables', () => {
    expect(parseVariables('{ "locale": "DE" }')).toEqual({ variables: { locale: 'DE' } });
    expect(parseVariables('  ')).toEqual({ variables: {} });
  });

  it('explains JSON that is broken or not an object', () => {
    expect(parseVariables('{ locale: DE')).toMatchObject({ problem: expect.stringContaining('not valid JSON') as string });
    expect(parseVariables('[1]')).toEqual({ problem: 'Variables must be a JSON object.' });
  });
});
