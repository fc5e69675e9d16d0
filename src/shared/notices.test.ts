import { describe, expect, it } from 'vitest';
import { decideNotices, type BrowserCapabilities } from './notices';

const MODERN: BrowserCapabilities = {
  fetch: true,
  intersectionObserver: true,
  es2022: true,
  effectiveType: '4g',
  saveData: false,
  hardwareConcurrency: 8,
  deviceMemory: 8,
};

describe('decideNotices', () => {
  it('shows nothing on a modern browser with a good connection', () => {
    expect(decideNotices(MODERN)).toEqual([]);
  });

  it('calls a browser without fetch, IntersectionObserver or the ES2022 built-ins unsupported', () => {
    expect(decideNotices({ ...MODERN, fetch: false })).toEqual(['unsupportedBrowser']);
    expect(decideNotices({ ...MODERN, intersectionObserver: false })).toEqual(['unsupportedBrowser']);
    expect(decideNotices({ ...MODERN, es2022: false })).toEqual(['unsupportedBrowser']);
  });

  it('calls 2g and slow-2g or a data-saver low bandwidth, but not 3g', () => {
    expect(decideNotices({ ...MODERN, effectiveType: '2g' })).toEqual(['lowBandwidth']);
    expect(decideNotices({ ...MODERN, effectiveType: 'slow-2g' })).toEqual(['lowBandwidth']);
    expect(decideNotices({ ...MODERN, saveData: true })).toEqual(['lowBandwidth']);
    expect(decideNotices({ ...MODERN, effectiveType: '3g' })).toEqual([]);
    expect(decideNotices({ ...MODERN, effectiveType: undefined, saveData: undefined })).toEqual([]);
  });

  it('calls at most 2 cores with at most 1 GiB weak hardware, and needs both numbers', () => {
    expect(decideNotices({ ...MODERN, hardwareConcurrency: 2, deviceMemory: 1 })).toEqual(['weakHardware']);
    expect(decideNotices({ ...MODERN, hardwareConcurrency: 1, deviceMemory: 0.5 })).toEqual(['weakHardware']);
    expect(decideNotices({ ...MODERN, hardwareConcurrency: 2, deviceMemory: 2 })).toEqual([]);
    expect(decideNotices({ ...MODERN, hardwareConcurrency: 4, deviceMemory: 1 })).toEqual([]);
    expect(decideNotices({ ...MODERN, hardwareConcurrency: 2, deviceMemory: undefined })).toEqual([]);
  });

  it('lists several notices in a fixed order', () => {
    expect(decideNotices({ ...MODERN, fetch: false, effectiveType: '2g', hardwareConcurrency: 2, deviceMemory: 1 })).toEqual([
      'unsupportedBrowser',
      'lowBandwidth',
      'weakHardware',
    ]);
  });
});
