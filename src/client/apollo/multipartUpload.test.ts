import { describe, expect, it } from 'vitest';
import { multipartOutcomeOf } from './multipartUpload';

const answer = (body: unknown) => JSON.stringify(body);

describe('multipartOutcomeOf', () => {
  it('gives what the mutation stored', () => {
    expect(multipartOutcomeOf(200, answer({ data: { uploadTempFile: { id: 't1', name: 'a.pdf' } } }), 'uploadTempFile')).toEqual({
      kind: 'stored',
      value: { id: 't1', name: 'a.pdf' },
    });
  });

  it("says the gateway's messages about the file, by field first", () => {
    const byField = {
      errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: ['Zu groß.', 'Falscher Typ.'] } } }],
      data: null,
    };
    expect(multipartOutcomeOf(200, answer(byField), 'uploadMedia')).toEqual({ kind: 'refused', messages: ['Zu groß.', 'Falscher Typ.'] });
    const tooLarge = { errors: [{ message: 'Die Datei ist zu groß.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };
    expect(multipartOutcomeOf(413, answer(tooLarge), 'uploadMedia')).toEqual({ kind: 'refused', messages: ['Die Datei ist zu groß.'] });
  });

  it('tells a missing session apart, and everything else is a failure', () => {
    expect(multipartOutcomeOf(200, answer({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }), 'uploadMedia')).toEqual(
      { kind: 'unauthenticated' },
    );
    expect(
      multipartOutcomeOf(500, answer({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }), 'uploadMedia'),
    ).toEqual({ kind: 'failed' });
    expect(multipartOutcomeOf(502, '<html>Bad gateway</html>', 'uploadMedia')).toEqual({ kind: 'failed' });
    expect(multipartOutcomeOf(200, answer({ data: { uploadMedia: null } }), 'uploadMedia')).toEqual({ kind: 'failed' });
    expect(multipartOutcomeOf(200, answer({ data: { uploadMedia: { path: 'x' } }, errors: 'not a list' }), 'uploadMedia')).toEqual({
      kind: 'stored',
      value: { path: 'x' },
    });
  });
});
