/** One entry of `fields=`: `name.modifier(arg)…{children}`. */
export interface FieldSpec {
  name: string;
  /** `.as(alias)`: the key the value is returned under. */
  alias?: string;
  /** Other modifiers, e.g. `limit` → `"1000"`, `date_preset` → `"last_7d"`, `time_ranges` → `"[…]"`. */
  modifiers: Record<string, string>;
  children?: FieldSpec[];
}

export function serializeFields(specs: readonly FieldSpec[]): string {
  return specs
    .map((spec) => {
      const modifiers = Object.entries(spec.modifiers).map(([key, value]) => `.${key}(${value})`);
      if (spec.alias) modifiers.push(`.as(${spec.alias})`);
      const children = spec.children ? `{${serializeFields(spec.children)}}` : '';
      return `${spec.name}${modifiers.join('')}${children}`;
    })
    .join(',');
}
