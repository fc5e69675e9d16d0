// Who holds a block (issue 22 part 10): the first answer after a selection decides whether this
// tab opened the block free (it then keeps it, whoever comes later) or while someone else was
// editing it (told, until it takes it over); a take-over from someone else is said first.
import { afterEach, describe, expect, it } from 'vitest';
import {
  awaitAnswerFor,
  claimOn,
  clearPresence,
  forgetTookOver,
  markTookOver,
  presenceNow,
  showPresence,
  type PresentEditor,
} from './presenceStore';

const anna = (editing: boolean, block = '41'): PresentEditor => ({
  editorId: 'tab-anna-1',
  name: 'Anna Schmidt',
  initials: 'AS',
  selectedBlock: { kind: 'MODULE', id: block },
  editing,
});

afterEach(() => clearPresence());

describe('presenceStore', () => {
  it('keeps a block opened free, though someone starts editing it later', () => {
    awaitAnswerFor('41');
    showPresence({ editors: [], takenOver: null }, '41');
    expect(presenceNow().settled).toBe('41');
    showPresence({ editors: [anna(true)], takenOver: null }, '41');
    expect(claimOn(presenceNow(), '41')).toBeNull();
    // Another block and back: decided anew.
    forgetTookOver('7');
    awaitAnswerFor('7');
    forgetTookOver('41');
    awaitAnswerFor('41');
    expect(presenceNow().settled).toBeNull();
    showPresence({ editors: [anna(true)], takenOver: null }, '41');
    expect(claimOn(presenceNow(), '41')).toEqual({ kind: 'editing', name: 'Anna Schmidt' });
  });

  it('tells of a block someone else is editing until it is taken over, and an answer to an older call decides nothing', () => {
    showPresence({ editors: [anna(true)], takenOver: null }, null);
    awaitAnswerFor('41');
    expect(claimOn(presenceNow(), '41')).toEqual({ kind: 'editing', name: 'Anna Schmidt' });
    // The answer to the call sent before the selection.
    showPresence({ editors: [], takenOver: null }, null);
    expect(presenceNow().awaiting).toBe('41');
    showPresence({ editors: [anna(true)], takenOver: null }, '41');
    expect(claimOn(presenceNow(), '41')).not.toBeNull();
    markTookOver('41');
    expect(claimOn(presenceNow(), '41')).toBeNull();
    // A block Anna only has selected is no claim.
    expect(claimOn({ ...presenceNow(), editors: [anna(false, '9')] }, '9')).toBeNull();
  });

  it('says a take-over first, and a failed call leaves a block free', () => {
    awaitAnswerFor('41');
    showPresence({ editors: [anna(true)], takenOver: { blockId: '41', name: 'Anna Schmidt', initials: 'AS' } }, '41');
    expect(claimOn(presenceNow(), '41')).toEqual({ kind: 'takenOver', name: 'Anna Schmidt' });
    markTookOver('41');
    expect(presenceNow().takenOver).toBeNull();
    clearPresence();
    awaitAnswerFor('12');
    showPresence(null, '12');
    expect(presenceNow().settled).toBe('12');
    expect(claimOn(presenceNow(), '12')).toBeNull();
  });
});
