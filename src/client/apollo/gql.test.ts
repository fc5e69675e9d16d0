import { describe, expect, it } from 'vitest';
import { gql } from './gql';

describe('the browser’s gql', () => {
  it('refuses GraphQL text with a message that says what to use instead', () => {
    expect(() => gql('query Nothing { x }')).toThrow('use a generated document (npm run codegen): query Nothing { x }');
  });
});
