import { graphErrors } from './errors/error-catalog';

/** Request parameters: query string and body merged (body wins), as the Graph API treats them. */
export class GraphParams {
  constructor(private readonly values: Readonly<Record<string, unknown>>) {}

  static merge(query: Readonly<Record<string, unknown>>, body: Readonly<Record<string, unknown>>): GraphParams {
    return new GraphParams({ ...query, ...body });
  }

  has(name: string): boolean {
    return this.values[name] !== undefined && this.values[name] !== null;
  }

  raw(name: string): unknown {
    return this.values[name];
  }

  /** The value as a string (objects and arrays as JSON). */
  string(name: string): string | undefined {
    const value = this.values[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }

  required(name: string): string {
    const value = this.string(name);
    if (value === undefined) throw graphErrors.missingParameter(name);
    return value;
  }

  int(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
    const text = this.string(name);
    if (text === undefined || text === '') return fallback;
    if (!/^-?\d+$/.test(text.trim())) throw graphErrors.invalidParameter(`Param ${name} must be an integer`);
    return Math.min(max, Math.max(min, Number(text)));
  }

  /** JSON-valued parameters arrive as strings (query, form) or as values (JSON bodies). */
  json(name: string): unknown {
    const value = this.values[name];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      throw graphErrors.invalidParameter(`Param ${name} must be a valid JSON value`);
    }
  }

  /** Every parameter with a string form, for rebuilding URLs. */
  entries(): Array<[string, string]> {
    return Object.keys(this.values).flatMap((name) => {
      const value = this.string(name);
      return value === undefined ? [] : [[name, value] as [string, string]];
    });
  }
}
