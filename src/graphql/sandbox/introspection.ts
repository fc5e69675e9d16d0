// The schema browser's view of introspection: a compact query (no directives, no deprecation
// details) and the small pure helpers the browser needs, without bundling graphql-js.

export const SCHEMA_QUERY = `query SandboxSchema {
  __schema {
    queryType { name }
    mutationType { name }
    types {
      kind name description
      fields { name description args { name description type { ...TypeRef } defaultValue } type { ...TypeRef } }
      inputFields { name description type { ...TypeRef } defaultValue }
      enumValues { name description }
    }
  }
}
fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`;

export interface TypeRef {
  kind: string;
  name: string | null;
  ofType?: TypeRef | null;
}

export interface SchemaField {
  name: string;
  description: string | null;
  args?: SchemaField[];
  type: TypeRef;
  defaultValue?: string | null;
}

export interface SchemaType {
  kind: string;
  name: string;
  description: string | null;
  fields: SchemaField[] | null;
  inputFields: SchemaField[] | null;
  enumValues: { name: string; description: string | null }[] | null;
}

export interface SchemaOverview {
  queryType: { name: string } | null;
  mutationType: { name: string } | null;
  types: SchemaType[];
}

/** `[Event!]!` from the nested introspection form. */
export function typeLabel(type: TypeRef): string {
  if (type.kind === 'NON_NULL' && type.ofType) return `${typeLabel(type.ofType)}!`;
  if (type.kind === 'LIST' && type.ofType) return `[${typeLabel(type.ofType)}]`;
  return type.name ?? '?';
}

/** The named type at the bottom of a wrapped type: what a link in the browser opens. */
export function namedType(type: TypeRef): string | null {
  return type.ofType ? namedType(type.ofType) : type.name;
}

/** Our own types, root types first, without introspection's own (__Type …). */
export function browsableTypes(schema: SchemaOverview): SchemaType[] {
  const roots = [schema.queryType?.name, schema.mutationType?.name].filter((name): name is string => Boolean(name));
  const own = schema.types.filter((type) => !type.name.startsWith('__'));
  const rank = (type: SchemaType) => {
    const index = roots.indexOf(type.name);
    return index === -1 ? roots.length : index;
  };
  return [...own].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
