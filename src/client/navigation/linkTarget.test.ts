import { describe, expect, it } from 'vitest';
import { decideLinkClick, isAppPath, type LinkClick } from './linkTarget';

const ORIGIN = 'https://site.example';
const click = (rawHref: string | null, extra: Partial<LinkClick> = {}): LinkClick => ({
  rawHref,
  target: null,
  download: false,
  forceReload: false,
  button: 0,
  modified: false,
  defaultPrevented: false,
  ...extra,
});

describe('decideLinkClick', () => {
  it('navigates on the client for links starting with / into the localised site', () => {
    expect(decideLinkClick(click('/de/konzerte?tag=1#x'), ORIGIN)).toEqual({ kind: 'navigate', href: '/de/konzerte?tag=1#x' });
    expect(decideLinkClick(click('/en'), ORIGIN)).toEqual({ kind: 'navigate', href: '/en' });
  });

  it("navigates on the client into the webshop's unlocalised paths (spec 000 §2)", () => {
    expect(decideLinkClick(click('/webshop'), ORIGIN)).toEqual({ kind: 'navigate', href: '/webshop' });
    expect(decideLinkClick(click('/ticketshop/events?x=1'), ORIGIN)).toEqual({ kind: 'navigate', href: '/ticketshop/events?x=1' });
    expect(decideLinkClick(click('/webshopping'), ORIGIN)).toEqual({ kind: 'browser' });
  });

  it('leaves external links, other programs of the server and protocol-relative links to the browser', () => {
    expect(decideLinkClick(click('https://site.example/de'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('https://tickets.example/'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('//evil.example/de'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('/graphql'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('/media/seed/x.png'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('/shop/cart'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('mailto:box@site.example'), ORIGIN)).toEqual({ kind: 'browser' });
  });

  it('scrolls within the page for hash links', () => {
    expect(decideLinkClick(click('#datesAndTickets'), ORIGIN)).toEqual({ kind: 'hash', hash: '#datesAndTickets' });
    expect(decideLinkClick(click('#'), ORIGIN)).toEqual({ kind: 'browser' });
  });

  it('lets the browser handle new tabs, downloads, modified and non-primary clicks', () => {
    expect(decideLinkClick(click('/de', { target: '_blank' }), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('/de', { target: '_self' }), ORIGIN)).toMatchObject({ kind: 'navigate' });
    expect(decideLinkClick(click('/de', { download: true }), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('/de', { modified: true }), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('/de', { button: 1 }), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('/de', { defaultPrevented: true }), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click('/de', { forceReload: true }), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decideLinkClick(click(null), ORIGIN)).toEqual({ kind: 'browser' });
  });
});

describe('isAppPath', () => {
  it('is true under a language prefix only', () => {
    expect(isAppPath('/de')).toBe(true);
    expect(isAppPath('/en/concerts/x/1')).toBe(true);
    expect(isAppPath('/fr/x')).toBe(false);
    expect(isAppPath('/')).toBe(false);
  });
});
