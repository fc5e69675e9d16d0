// The ready example operations the sandbox opens with, one tab per domain. GraphiQL names a
// tab after its operation, so every example is a named operation. sandboxExamples.test.ts
// validates each against the gateway's schema: an example that drifts from the schema fails.

export interface SandboxExample {
  /** The operation, as the tab's editor shows it. */
  query: string;
  /** The variables editor's JSON text. */
  variables: string;
}

const json = (value: Record<string, unknown>): string => JSON.stringify(value, null, 2);

export const SANDBOX_EXAMPLES: readonly SandboxExample[] = [
  {
    // spec 001 §2: the event overview with its filters, and the options those filters offer.
    query: `# The programme: events from a day on, filtered, one page at a time.
# Filter ids come from eventFilterOptions; leave a filter out to match all.
query Programme($locale: Locale!, $from: Date, $filter: EventFilterInput) {
  events(locale: $locale, from: $from, filter: $filter, page: 1, pageSize: 5) {
    totalCount
    hasNextPage
    items {
      id
      title
      startsAt
      isSoldOut
      room { name venue { name } }
      genres { id name }
      tags { id name }
    }
  }
  eventFilterOptions(locale: $locale) {
    genres { id name }
    rooms { id name }
    series { id name }
    tags { id name }
    types { id name }
  }
}
`,
    variables: json({ locale: 'DE', from: null, filter: { genre: null, room: null } }),
  },
  {
    // spec 001 §3, §4: one event with what the booking widget needs.
    query: `# One event with its booking data: seat groups, prices and timeslots.
# Event ids come from the Programme tab.
query EventWithBooking($locale: Locale!, $id: ID!) {
  event(locale: $locale, id: $id) {
    id
    title
    subtitle
    startsAt
    ticketingId
    ticketUrl
    booking {
      variant
      seatGroups {
        id
        name
        available
        prices { id name amount saleTypeId hasDiscounts }
        timeslots { id startsAt blockId available }
      }
    }
  }
}
`,
    variables: json({ locale: 'DE', id: '1' }),
  },
  {
    // spec 000 §3 "Page": sections, their columns and the modules in them.
    query: `# A CMS page with its sections and modules ("" is the home page).
# Module ids here are what the UpdateModule tab changes.
query CmsPage($locale: Locale!, $path: String!) {
  page(locale: $locale, path: $path) {
    id
    title
    urls { locale path }
    sections {
      id
      preset
      columns {
        classes
        children {
          __typename
          ... on HeadlineModule { id level content preline subline }
          ... on TextModule { id body }
          ... on LinkModule { id label target }
          ... on FullTeaserModule { id headline link }
          ... on ImageModule { id text }
          ... on EventListModule { id filters tagId }
        }
      }
    }
  }
}
`,
    variables: json({ locale: 'DE', path: 'ueber-uns' }),
  },
  {
    // spec 000 §4, §5: the search overview and the form's suggestions.
    query: `# Search: every kind of hit with its count and best hits, and the form's suggestions.
query Search($locale: Locale!, $query: String!) {
  searchIndex(locale: $locale, query: $query) {
    query
    totalCount
    groups {
      kind
      totalCount
      hits { kind title url startsAt isPast text }
    }
  }
  searchAutocomplete(locale: $locale, query: $query)
}
`,
    variables: json({ locale: 'DE', query: 'konzert' }),
  },
  {
    // spec 001 §7, §9: the visitor's cart (held for 15 minutes).
    query: `# The visitor's cart: the tickets held for this browser's session.
# Put tickets in with addToCart (seat group and sale type ids from the EventWithBooking tab).
query Cart($locale: Locale!) {
  cart(locale: $locale) {
    hasReservation
    ticketsQuantity
    total
    cartUrl
    items { event startsAt seatGroup name price quantity sum heldUntil }
  }
}
`,
    variables: json({ locale: 'DE' }),
  },
  {
    // spec 000 §6: the staff login; the session arrives as an HttpOnly cookie of the site.
    query: `# The editor's login (the seeded staff account of the embedded upstream).
# The session cookie is set on this site; the editor mutations then act as that user.
mutation EditorLogin($locale: Locale!, $email: String!, $password: String!) {
  login(locale: $locale, email: $email, password: $password) {
    isLoggedIn
    username
    firstName
    lastName
  }
}
`,
    variables: json({ locale: 'DE', email: 'redaktion@aurelia-philharmonie.example', password: 'Partitur-2026!' }),
  },
  {
    // spec 000 §5: a module's fields, typed per kind; needs the login above.
    query: `# Changes a module's fields (log in first with the EditorLogin tab).
# Module ids come from the CmsPage tab; fields.kind must be the module's kind.
mutation UpdateModule($locale: Locale!, $id: ID!, $fields: ModuleFieldsInput!) {
  updateModule(locale: $locale, id: $id, fields: $fields) {
    module {
      __typename
      ... on HeadlineModule { id level content subline }
    }
  }
}
`,
    // Module 24 is the headline of the seeded page "ueber-uns" (the CmsPage tab shows it).
    variables: json({ locale: 'DE', id: '24', fields: { kind: 'HEADLINE', headline: { subline: 'Seit 1908 in der Stadt' } } }),
  },
];
