// GraphQL domains beyond the programme list, resolved against the real embedded upstream:
// event detail with booking data, the calendar, forms. Upstream calls are counted.
import { describe, expect, it } from 'vitest';
import { graphql, request } from '../support/http';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { monthsAfter, SHARED_SEASON_START, startsWellAhead } from '../support/seedDates';

const gateway = gatewayForSuite({ UPSTREAM_CACHE: 'off' });

const upstreamPaths = () => gateway.proxy.requests.map((entry) => entry.path.split('?')[0]);

/** An event on sale (sold-out and cancelled events have no seat group on sale). */
async function firstEventId(): Promise<string> {
  const list = await graphql(gateway.web.url, 'query { events(locale: DE, pageSize: 20) { items { id startsAt isSoldOut isCancelled } } }');
  const items = (list.json.data!.events as { items: { id: string; startsAt: string; isSoldOut: boolean; isCancelled: boolean }[] }).items;
  const id = items.find((item) => !item.isSoldOut && !item.isCancelled && startsWellAhead(item.startsAt))?.id;
  if (!id) throw new Error('the seed has no events');
  return id;
}

describe('event detail', () => {
  it('answers one event with its booking data in one upstream call', async () => {
    const id = await firstEventId();
    gateway.proxy.resetCounts();
    const result = await graphql(
      gateway.web.url,
      `
        query ($id: ID!) {
          event(locale: EN, id: $id) {
            id
            title
            description
            booking {
              variant
              seatGroups {
                id
                name
                available
                prices {
                  id
                  amount
                  saleTypeId
                  name
                  hasDiscounts
                }
                timeslots {
                  id
                  startsAt
                  blockId
                }
              }
            }
          }
        }
      `,
      { id },
    );
    expect(result.json.errors).toBeUndefined();
    const event = result.json.data?.event as {
      id: string;
      description: string | null;
      booking: { variant: string; seatGroups: { prices: { amount: string }[] }[] };
    };
    expect(event.id).toBe(id);
    expect(['SEAT_GROUP', 'TIMESLOT']).toContain(event.booking.variant);
    expect(event.booking.seatGroups.length).toBeGreaterThan(0);
    for (const group of event.booking.seatGroups) {
      expect(group.prices.length).toBeGreaterThan(0);
      for (const price of group.prices) expect(price.amount).toMatch(/^\d+\.\d{2}$/);
    }
    expect(upstreamPaths()).toEqual([`/en/api/events/${id}/`]);

    // The shop page ticketUrl names opens through the site.
    const tickets = await graphql(gateway.web.url, 'query ($id: ID!) { event(locale: EN, id: $id) { ticketUrl } }', { id });
    const ticketUrl = (tickets.json.data!.event as { ticketUrl: string }).ticketUrl;
    expect(ticketUrl).toBe(`/shop/events/${id}`);
    const page = await request(`${gateway.web.url}${ticketUrl}?lang=en`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Prices and free seats');
  });

  it('gives null for an unknown or impossible id, without asking the upstream for the impossible one', async () => {
    gateway.proxy.resetCounts();
    const unknown = await graphql(gateway.web.url, 'query { event(locale: DE, id: "999999") { id } }');
    expect(unknown.json.errors).toBeUndefined();
    expect(unknown.json.data?.event).toBeNull();
    const impossible = await graphql(gateway.web.url, 'query { event(locale: DE, id: "../settings") { id } }');
    expect(impossible.json.data?.event).toBeNull();
    expect(upstreamPaths()).toEqual(['/de/api/events/999999/']);
  });

  it('leaves booking and description null in lists (no call per list item)', async () => {
    gateway.proxy.resetCounts();
    const result = await graphql(
      gateway.web.url,
      'query { events(locale: DE, pageSize: 5) { items { id description booking { variant } } } }',
    );
    const items = (result.json.data!.events as { items: { description: unknown; booking: unknown }[] }).items;
    expect(items.every((item) => item.description === null && item.booking === null)).toBe(true);
    expect(upstreamPaths()).toEqual(['/de/api/events/']);
  });
});

describe('event calendar', () => {
  it('lists sorted days from the first day on and validates the filter', async () => {
    // From a month into the season on.
    const from = monthsAfter(SHARED_SEASON_START, 1);
    const result = await graphql(gateway.web.url, `query { eventCalendar(locale: DE, from: "${from}") }`);
    const days = result.json.data?.eventCalendar as string[];
    expect(days.length).toBeGreaterThan(10);
    expect([...days].sort()).toEqual(days);
    expect(days.every((day) => day >= from)).toBe(true);
    const bad = await graphql(gateway.web.url, 'query { eventCalendar(locale: EN, filter: { genre: "rock" }) }');
    expect(bad.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('forms', () => {
  it('answers a form in both languages with the e-mail confirmation last', async () => {
    const query = 'query ($locale: Locale!) { form(locale: $locale, id: "1") { id title fields { id slug kind required label } } }';
    const de = await graphql(gateway.web.url, query, { locale: 'DE' });
    const en = await graphql(gateway.web.url, query, { locale: 'EN' });
    const deForm = de.json.data?.form as { title: string; fields: { id: string | null; slug: string; kind: string }[] };
    const enForm = en.json.data?.form as { title: string };
    expect(deForm.fields.at(-1)).toMatchObject({ id: null, slug: 'email2', kind: 'EMAIL_CONFIRM' });
    expect(deForm.fields.some((field) => field.kind === 'EMAIL')).toBe(true);
    expect(deForm.title).not.toBe(enForm.title);
  });

  it('gives null for an unknown form', async () => {
    const result = await graphql(gateway.web.url, 'query { form(locale: EN, id: "424242") { id } }');
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.form).toBeNull();
  });
});
