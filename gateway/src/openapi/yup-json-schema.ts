import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it), loosely typed. */
export type JsonSchema = { [key: string]: unknown };

type Described = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
  default?: unknown;
};

const typeOf: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'string',
  array: 'array',
  object: 'object',
};

/** The JSON Schema keywords a yup test stands for; custom tests are only named (see below). */
function testKeywords(type: string, test: { name?: string; params?: Record<string, unknown> }) {
  const params = test.params ?? {};
  const text = type === 'string';
  switch (test.name) {
    case 'integer':
      return { type: 'integer' };
    case 'min':
      return text ? { minLength: params.min } : { minimum: params.min };
    case 'max':
      return text ? { maxLength: params.max } : { maximum: params.max };
    case 'length':
      return { minLength: params.length, maxLength: params.length };
    case 'matches':
      return params.regex instanceof RegExp ? { pattern: params.regex.source } : {};
    case 'email':
      return { format: 'email' };
    case 'url':
      return { format: 'uri' };
    case 'uuid':
      return { format: 'uuid' };
    default:
      return {};
  }
}

/** Whether a yup field must be present (neither optional nor with a default). */
export function isRequired(field: SchemaFieldDescription): boolean {
  const described = field as Described;
  return described.optional === false && described.default === undefined;
}

/**
 * JSON Schema from a yup schema's `describe()`: types, integer, min/max (lengths for strings),
 * patterns, formats, oneOf as enum, nullable, defaults, required fields, array items. A custom
 * yup test (a real calendar day, a date order) has no JSON Schema keyword: its name goes into
 * `x-yup-tests`, so a reader knows the server checks more than the schema says.
 */
export function describedToJsonSchema(field: SchemaFieldDescription): JsonSchema {
  const described = field as Described;
  const base = typeOf[described.type];
  const schema: JsonSchema = base ? { type: base } : {};
  if (described.type === 'date') schema.format = 'date-time';
  const custom: string[] = [];
  for (const test of described.tests ?? []) {
    const keywords = testKeywords(described.type, test);
    if (Object.keys(keywords).length > 0) Object.assign(schema, keywords);
    else if (test.name && test.name !== 'required' && test.name !== 'defined') {
      custom.push(test.name);
    }
  }
  if (custom.length > 0) schema['x-yup-tests'] = custom;
  const allowed = (described.oneOf ?? []).filter((value) => value !== undefined);
  if (allowed.length > 0) schema.enum = allowed;
  if (described.default !== undefined && typeof described.default !== 'function') {
    schema.default = described.default;
  }
  if (described.innerType) schema.items = describedToJsonSchema(described.innerType);
  if (described.fields) {
    schema.properties = Object.fromEntries(
      Object.entries(described.fields).map(([name, inner]) => [name, describedToJsonSchema(inner)]),
    );
    const required = Object.entries(described.fields)
      .filter(([, inner]) => isRequired(inner))
      .map(([name]) => name);
    if (required.length > 0) schema.required = required;
  }
  if (described.nullable && typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
  }
  return schema;
}

/** One OpenAPI parameter per field of a yup object schema (a query string's). */
export function queryParameters(schema: AnyObjectSchema): JsonSchema[] {
  const described = schema.describe() as Described;
  return Object.entries(described.fields ?? {}).map(([name, field]) => ({
    name,
    in: 'query',
    required: isRequired(field),
    schema: describedToJsonSchema(field),
  }));
}
