/**
 * Request samples built from the API's own OpenAPI document, for sweeps over every route: a body that
 * satisfies each schema as far as a generator can, and the paths of its string fields.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const STRING_FORMATS: Record<string, string> = {
  email: 'sample@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  'date-time': '2030-01-01T00:00:00.000Z',
  date: '2000-01-01',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

export class SampleBuilder {
  constructor(private readonly document: OpenApiDocument) {}

  resolve(schema: JsonSchema): JsonSchema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() as string;
    return this.resolve(this.document.components?.schemas?.[name] ?? {});
  }

  /** One value the schema accepts, with every property present (optional ones too, to reach their fields). */
  sample(schema: JsonSchema, depth = 0): unknown {
    const resolved = this.resolve(schema);
    if (depth > 8) return undefined;
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum?.length) return resolved.enum[0];
    const choice = resolved.anyOf ?? resolved.oneOf;
    if (choice?.length) {
      const first = choice.find((option) => this.resolve(option).type !== 'null') ?? choice[0];
      return this.sample(first as JsonSchema, depth + 1);
    }
    if (resolved.allOf?.length) return Object.assign({}, ...resolved.allOf.map((part) => this.sample(part, depth + 1)));
    const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') : resolved.type;
    switch (type) {
      case 'string':
        return this.sampleString(resolved);
      case 'integer':
      case 'number':
        return Math.max(resolved.minimum ?? 1, 1);
      case 'boolean':
        return true;
      case 'array':
        return resolved.items ? [this.sample(resolved.items, depth + 1)] : [];
      case 'object':
      case undefined:
        if (!resolved.properties) return type === 'object' ? {} : 'sample';
        return Object.fromEntries(
          Object.entries(resolved.properties).map(([key, value]) => [key, this.sample(value, depth + 1)]),
        );
      default:
        return null;
    }
  }

  private sampleString(schema: JsonSchema): string {
    const byFormat = schema.format ? STRING_FORMATS[schema.format] : undefined;
    if (byFormat) return byFormat;
    const text = 'Sample text';
    const min = schema.minLength ?? 0;
    return text.padEnd(min, 'x').slice(0, schema.maxLength ?? text.length + min);
  }

  /** Dotted paths of the string leaves in a sample (array items as index 0). */
  stringPaths(value: unknown, path: string[] = []): string[][] {
    if (typeof value === 'string') return [path];
    if (Array.isArray(value)) return value.flatMap((item, index) => this.stringPaths(item, [...path, String(index)]));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, item]) => this.stringPaths(item, [...path, key]));
    return [];
  }
}

/** A deep copy of `value` with the string at `path` replaced. */
export function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path as [string, ...string[]];
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
