import { describe, expect, it } from 'vitest';
import { decideTopAlertShown, readCookie } from './topAlert';

describe('the top alert’s dismissal (spec 001 §4)', () => {
  it('shows the alert when no dismissal cookie exists', () => {
    expect(decideTopAlertShown(undefined, '7')).toBe(true);
  });

  it('shows a new alert when the cookie holds the id of another one', () => {
    expect(decideTopAlertShown('6', '7')).toBe(true);
  });

  it('hides the alert whose id the cookie holds', () => {
    expect(decideTopAlertShown('7', '7')).toBe(false);
  });

  it('hides it when the cookie holds anything but a numeric id', () => {
    expect(decideTopAlertShown('', '7')).toBe(false);
    expect(decideTopAlertShown('abc', '7')).toBe(false);
    expect(decideTopAlertShown('7a', '7')).toBe(false);
  });

  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('a=1; top-alert-noeku=12; b=2', 'top-alert-noeku')).toBe('12');
    expect(readCookie('top-alert-noeku=', 'top-alert-noeku')).toBe('');
    expect(readCookie('x-top-alert-noeku=3', 'top-alert-noeku')).toBeUndefined();
    expect(readCookie('', 'top-alert-noeku')).toBeUndefined();
  });
});
