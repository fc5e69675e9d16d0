// The span of one GraphQL operation and the spans of its root fields (Query.*, Mutation.*).
// A page's operations are executed in process (src/server/ssr/createServerDataSource.tsx) inside
// `traceOperation`; an operation of /graphql runs inside a span the web process starts before
// Apollo takes the request (src/server/tracing/traceRequests.ts), which `operationSpanPlugin` names
// once Apollo knows the operation. Either way the operation's span is the active one while it
// executes, so its root fields' spans, and the upstream calls under them, are its children.
import type { ApolloServerPlugin } from '@apollo/server';
import { SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
import {
  defaultFieldResolver,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GatewayContext } from '../GatewayContext';

// OpenTelemetry's GraphQL conventions (still "development" there, so not in the package's stable set).
const ATTR_GRAPHQL_OPERATION_NAME = 'graphql.operation.name';
const ATTR_GRAPHQL_OPERATION_TYPE = 'graphql.operation.type';
/** A root field's name and the type it returns. */
const ATTR_GRAPHQL_FIELD_NAME = 'graphql.field.name';
const ATTR_GRAPHQL_FIELD_TYPE = 'graphql.field.type';
/** How many errors the operation's result carried (set only when there were any). */
const ATTR_GRAPHQL_ERROR_COUNT = 'graphql.error.count';

/** The name an operation's span has before Apollo has parsed the request. */
export const UNNAMED_OPERATION_SPAN = 'graphql';

/** Names the span after the operation, as OpenTelemetry's conventions have it: `query EventList`, or `query` without a name. */
function nameOperationSpan(span: Span, operation: OperationDefinitionNode | undefined): void {
  if (!operation) return;
  const name = operation.name?.value;
  span.updateName(name ? `${operation.operation} ${name}` : operation.operation);
  span.setAttribute(ATTR_GRAPHQL_OPERATION_TYPE, operation.operation);
  if (name) span.setAttribute(ATTR_GRAPHQL_OPERATION_NAME, name);
}

/** Marks the span of an operation whose result has errors (the first one's code is the status's message). */
function markOperationErrors(span: Span, errors: readonly (GraphQLFormattedError | { extensions?: unknown })[] | undefined): void {
  if (!errors?.length) return;
  const code = (errors[0]?.extensions as { code?: unknown } | undefined)?.code;
  span.setAttribute(ATTR_GRAPHQL_ERROR_COUNT, errors.length);
  span.setStatus({ code: SpanStatusCode.ERROR, ...(typeof code === 'string' ? { message: code } : {}) });
}

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
}

/** Runs `execute` (an in-process execution of `document`) inside the span of its operation. */
export function traceOperation<T extends ExecutionResult>(
  tracer: Tracer,
  document: DocumentNode,
  execute: () => Promise<T> | T,
): Promise<T> {
  return tracer.startActiveSpan(UNNAMED_OPERATION_SPAN, async (span) => {
    nameOperationSpan(span, operationOf(document));
    try {
      const result = await execute();
      markOperationErrors(span, result.errors);
      return result;
    } catch (error) {
      recordFailure(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Names the span of a /graphql request (GatewayContext.operationSpan) after its operation, and marks its errors. */
export function operationSpanPlugin<TContext extends Pick<GatewayContext, 'operationSpan'>>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ contextValue }) {
      const span = contextValue.operationSpan;
      if (!span) return;
      return {
        async didResolveOperation({ operation }) {
          nameOperationSpan(span, operation);
        },
        async willSendResponse({ response }) {
          if (response.body.kind === 'single') markOperationErrors(span, response.body.singleResult.errors);
        },
      };
    },
  };
}

/**
 * Gives every root field of the schema (Query.*, Mutation.*) a span of its own while it resolves:
 * `Query.events`, a child of the operation's span. Fields below the root are not traced (a page
 * resolves thousands); their upstream calls are the operation's children.
 */
export function traceRootFields(schema: GraphQLSchema, tracer: Tracer): void {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      const name = `${type.name}.${field.name}`;
      const attributes = { [ATTR_GRAPHQL_FIELD_NAME]: field.name, [ATTR_GRAPHQL_FIELD_TYPE]: String(field.type) };
      field.resolve = (source, args, contextValue, info) =>
        tracer.startActiveSpan(name, { attributes }, (span) => {
          let result: unknown;
          try {
            result = resolve(source, args, contextValue, info);
          } catch (error) {
            recordFailure(span, error);
            span.end();
            throw error;
          }
          if (!(result instanceof Promise)) {
            span.end();
            return result;
          }
          return result.then(
            (value: unknown) => {
              span.end();
              return value;
            },
            (error: unknown) => {
              recordFailure(span, error);
              span.end();
              throw error;
            },
          );
        });
    }
  }
}

function recordFailure(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, ...(error instanceof Error ? { message: error.message } : {}) });
}
