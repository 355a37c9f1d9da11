import { graphErrors } from '../errors/error-catalog';
import type { FieldSpec } from './field-spec';

const NAME = /[A-Za-z0-9_:]/;
const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Parses Graph field expansion: `id,name,picture.width(200).height(200),adaccounts.limit(10){id,name}`. */
class FieldsParser {
  private pos = 0;

  constructor(private readonly text: string) {}

  parse(): FieldSpec[] {
    const specs = this.list();
    if (this.pos < this.text.length) this.fail(`Expected end of string instead of "${this.text[this.pos]}".`);
    return specs;
  }

  private fail(detail: string): never {
    throw graphErrors.fieldsSyntax(detail, this.pos, this.text);
  }

  private skipSpaces(): void {
    while (this.text[this.pos] === ' ' || this.text[this.pos] === '\n' || this.text[this.pos] === '\t') this.pos += 1;
  }

  private list(): FieldSpec[] {
    const specs: FieldSpec[] = [];
    for (;;) {
      this.skipSpaces();
      const ch = this.text[this.pos];
      if (ch === undefined || ch === '}') return specs;
      if (ch === ',') {
        this.pos += 1;
        continue;
      }
      specs.push(this.field());
      this.skipSpaces();
      if (this.text[this.pos] === ',') this.pos += 1;
      else if (this.text[this.pos] !== undefined && this.text[this.pos] !== '}') this.fail(`Expected "," or "}" instead of "${this.text[this.pos]}".`);
    }
  }

  private name(): string {
    const start = this.pos;
    while (this.pos < this.text.length && NAME.test(this.text[this.pos] as string)) this.pos += 1;
    if (start === this.pos) this.fail(`Expected a field name instead of "${this.text[this.pos] ?? 'end of string'}".`);
    return this.text.slice(start, this.pos);
  }

  /** The raw text between balanced parentheses, quotes respected. */
  private argument(): string {
    const start = this.pos;
    const stack = [')'];
    let quote: string | null = null;
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos] as string;
      this.pos += 1;
      if (quote) {
        if (ch === '\\') this.pos += 1;
        else if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (CLOSING[ch]) stack.push(CLOSING[ch] as string);
      else if (ch === stack[stack.length - 1]) {
        stack.pop();
        if (stack.length === 0) return this.text.slice(start, this.pos - 1);
      }
    }
    return this.fail('Expected ")" before the end of string.');
  }

  private field(): FieldSpec {
    const spec: FieldSpec = { name: this.name(), modifiers: {} };
    while (this.text[this.pos] === '.') {
      this.pos += 1;
      const modifier = this.name();
      if (this.text[this.pos] !== '(') this.fail(`Expected "(" instead of "${this.text[this.pos] ?? 'end of string'}".`);
      this.pos += 1;
      const argument = this.argument().trim();
      if (modifier === 'as') spec.alias = argument;
      else spec.modifiers[modifier] = argument;
    }
    this.skipSpaces();
    if (this.text[this.pos] === '{') {
      this.pos += 1;
      spec.children = this.list();
      if (this.text[this.pos] !== '}') this.fail('Expected "}" before the end of string.');
      this.pos += 1;
    }
    return spec;
  }
}

/** `undefined` for an absent or blank `fields` (the node's default fields apply). */
export function parseFields(text: string | undefined): FieldSpec[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return new FieldsParser(text).parse();
}
