import { describe, expect, it } from 'vitest';
import { byLastSegment, differs, firstInOrder, gatewayMessages, problemMessages, splitFieldErrors } from './editorForm';

type Field = 'oldPath' | 'newPath';
const ORDER: readonly Field[] = ['oldPath', 'newPath'];
const CHECK = 'Please check the marked fields.';

describe('splitFieldErrors', () => {
  it('puts a path the form knows on its field with its first message, and every other message on the form', () => {
    const split = splitFieldErrors<Field>(
      { 'input.newPath': ['taken', 'second'], 'input.loop': ['a loop'], revision: ['old', 'older'] },
      (_path, last) => (last === 'newPath' ? 'newPath' : undefined),
    );

    expect(split).toEqual({ byField: { newPath: 'taken' }, rest: ['a loop', 'old', 'older'] });
  });

  it('gives the whole path and its last segment to fieldOf', () => {
    const seen: [string, string][] = [];
    splitFieldErrors({ 'input.fields.video.videoUrl': ['bad'] }, (path, last) => {
      seen.push([path, last]);
      return undefined;
    });

    expect(seen).toEqual([['input.fields.video.videoUrl', 'videoUrl']]);
  });

  it('keeps a field without a message off the fields', () => {
    expect(splitFieldErrors<Field>({ oldPath: [] }, () => 'oldPath')).toEqual({ byField: {}, rest: [] });
  });
});

describe('byLastSegment', () => {
  it('names the field by the argument path’s last segment, and only the form’s fields', () => {
    expect(byLastSegment(ORDER)({ 'input.oldPath': ['exists'], 'input.other': ['no'] })).toEqual({
      byField: { oldPath: 'exists' },
      rest: ['no'],
    });
  });
});

describe('firstInOrder', () => {
  it('answers the first of the names in the form’s order, not in the order given', () => {
    expect(firstInOrder(ORDER, ['newPath', 'oldPath'])).toBe('oldPath');
    expect(firstInOrder(ORDER, ['newPath'])).toBe('newPath');
  });

  it('answers undefined when none is a field of the form', () => {
    expect(firstInOrder<string>(ORDER, ['elsewhere'])).toBeUndefined();
  });
});

describe('problemMessages', () => {
  it('shows each problem at its field, the form’s message, and the first field in the form’s order takes the focus', () => {
    expect(
      problemMessages<Field>(
        [
          ['newPath', 'required'],
          ['oldPath', 'not a path'],
        ],
        ORDER,
        CHECK,
      ),
    ).toEqual({
      errors: { newPath: 'required', oldPath: 'not a path' },
      formError: CHECK,
      focus: 'oldPath',
    });
  });

  it('is null when there is no problem (the form sends)', () => {
    expect(problemMessages<Field>([], ORDER, CHECK)).toBeNull();
  });
});

describe('gatewayMessages', () => {
  it('says the messages without a field for the form; the first field with one takes the focus', () => {
    expect(gatewayMessages<Field>({ byField: { newPath: 'a loop' }, rest: ['One.', 'Two.'] }, ORDER, CHECK)).toEqual({
      errors: { newPath: 'a loop' },
      formError: 'One. Two.',
      focus: 'newPath',
    });
  });

  it('says the form’s own message when every message has its field', () => {
    expect(gatewayMessages<Field>({ byField: { oldPath: 'exists' }, rest: [] }, ORDER, CHECK).formError).toBe(CHECK);
  });

  it('gives the focus to the form’s message when no field has one', () => {
    expect(gatewayMessages<Field>({ byField: {}, rest: ['Refused.'] }, ORDER, CHECK)).toEqual({
      errors: {},
      formError: 'Refused.',
      focus: null,
    });
  });
});

describe('differs', () => {
  it('is false for the same values and true as soon as one field changed', () => {
    const stored = { extraClass: 'wide', image: '', imageAlt: '' };

    expect(differs({ ...stored }, stored)).toBe(false);
    expect(differs({ ...stored, imageAlt: 'Orchestra' }, stored)).toBe(true);
  });

  it('compares the values’ own fields (a field the base lacks counts as changed)', () => {
    expect(differs<Record<string, string>>({ headline: 'x' }, {})).toBe(true);
  });
});
