import { ApolloServer } from '@apollo/server';
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, GraphQLError, parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationSpanPlugin, traceOperation, traceRootFields, UNNAMED_OPERATION_SPAN } from './operationSpans';
import { recordSpans, type RecordedSpans } from './recordSpans';

let spans: RecordedSpans;

beforeAll(() => {
  spans = recordSpans();
});

afterAll(async () => {
  await spans.stop();
});

beforeEach(() => {
  spans.clear();
});

/** Where the gateway's resolvers would call the upstream, these make a span. */
async function upstreamCall(name: string): Promise<void> {
  spans.tracer.startSpan(name).end();
  await new Promise((resolve) => setTimeout(resolve, 1));
}

const typeDefs = /* GraphQL */ `
  type Event {
    id: ID!
    venue: String
  }
  type Query {
    events: [Event!]!
    broken: String
  }
  type Mutation {
    remember(id: ID!): Boolean
  }
`;

const resolvers = {
  Query: {
    events: async () => {
      await upstreamCall('GET api/events');
      return [{ id: '1' }, { id: '2' }];
    },
    broken: () => {
      throw new GraphQLError('no', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    },
  },
  Event: {
    venue: async () => {
      await upstreamCall('GET api/venues');
      return 'Saal';
    },
  },
  Mutation: { remember: () => true },
};

function tracedSchema() {
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  traceRootFields(schema, spans.tracer);
  return schema;
}

describe('traceOperation and traceRootFields (a page render executing in process)', () => {
  it('makes the operation a span, each root field its child, and the upstream calls under them its descendants', async () => {
    const schema = tracedSchema();
    const document = parse('query Programme { events { id venue } }');

    const result = await spans.tracer.startActiveSpan('GET events', async (request) => {
      const answer = await traceOperation(spans.tracer, document, () => execute({ schema, document }));
      request.end();
      return answer;
    });

    expect(result.errors).toBeUndefined();
    const request = spans.named('GET events');
    const operation = spans.named('query Programme');
    const field = spans.named('Query.events');
    expect(operation.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(operation.attributes).toEqual({ 'graphql.operation.type': 'query', 'graphql.operation.name': 'Programme' });
    expect(field.parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
    expect(field.attributes).toEqual({ 'graphql.field.name': 'events', 'graphql.field.type': '[Event!]!' });
    // The root field's own call is its child; the calls of the fields below it are the operation's.
    expect(spans.named('GET api/events').parentSpanContext?.spanId).toBe(field.spanContext().spanId);
    const venueCalls = spans.ended().filter((span) => span.name === 'GET api/venues');
    expect(venueCalls).toHaveLength(2);
    for (const call of venueCalls) expect(call.parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
    // Fields below the root have no span of their own.
    expect(spans.ended().map((span) => span.name)).not.toContain('Event.venue');
    expect(new Set(spans.ended().map((span) => span.spanContext().traceId)).size).toBe(1);
  });

  it('marks a root field that failed, and its operation with the count and the first code', async () => {
    const schema = tracedSchema();
    const document = parse('{ broken }');

    const result = await traceOperation(spans.tracer, document, () => execute({ schema, document }));

    expect(result.errors).toHaveLength(1);
    const field = spans.named('Query.broken');
    expect(field.status).toEqual({ code: SpanStatusCode.ERROR, message: 'no' });
    expect(field.events.map((event) => event.name)).toEqual(['exception']);
    // No name: the span is named after the operation's type.
    const operation = spans.named('query');
    expect(operation.attributes).toEqual({ 'graphql.operation.type': 'query', 'graphql.error.count': 1 });
    expect(operation.status).toEqual({ code: SpanStatusCode.ERROR, message: 'UPSTREAM_UNAVAILABLE' });
  });

  it('traces the root fields of mutations too', async () => {
    const schema = tracedSchema();
    const document = parse('mutation Remember { remember(id: "1") }');

    await traceOperation(spans.tracer, document, () => execute({ schema, document }));

    expect(spans.named('mutation Remember').attributes['graphql.operation.type']).toBe('mutation');
    expect(spans.named('Mutation.remember').parentSpanContext?.spanId).toBe(spans.named('mutation Remember').spanContext().spanId);
  });
});

describe('operationSpanPlugin (an operation of /graphql)', () => {
  it('names the span the web process started for the request after its operation, and marks its errors', async () => {
    const apollo = new ApolloServer<{ operationSpan?: Span }>({ typeDefs, resolvers, plugins: [operationSpanPlugin()] });
    await apollo.start();
    try {
      const span = spans.tracer.startSpan(UNNAMED_OPERATION_SPAN);
      await apollo.executeOperation({ query: 'query Broken { broken }' }, { contextValue: { operationSpan: span } });
      span.end();

      const operation = spans.named('query Broken');
      expect(operation.attributes).toEqual({
        'graphql.operation.type': 'query',
        'graphql.operation.name': 'Broken',
        'graphql.error.count': 1,
      });
      expect(operation.status.code).toBe(SpanStatusCode.ERROR);
    } finally {
      await apollo.stop();
    }
  });

  it('leaves a request without a span alone', async () => {
    const apollo = new ApolloServer<{ operationSpan?: Span }>({ typeDefs, resolvers, plugins: [operationSpanPlugin()] });
    await apollo.start();
    try {
      const response = await apollo.executeOperation({ query: 'query Programme { events { id } }' }, { contextValue: {} });
      expect(response.body.kind === 'single' && response.body.singleResult.errors).toBeUndefined();
      expect(spans.ended().map((span) => span.name)).toEqual(['GET api/events']);
    } finally {
      await apollo.stop();
    }
  });
});
