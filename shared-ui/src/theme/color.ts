/** Parse `#rgb`, `#rrggbb` (or without #) into 0–255 channels; null for anything else. */
export function parseHexColor(value: string | null | undefined): [number, number, number] | null {
  if (typeof value !== 'string') return null;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  let hex = m[1]!;
  if (hex.length === 3) hex = hex.split('').map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance (0 black – 1 white) of a hex colour; null if not a hex colour. */
export function relativeLuminance(value: string | null | undefined): number | null {
  const rgb = parseHexColor(value);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A readable text colour (`dark` or `light`) for a background — for data-driven colours such as an
 * announcement's `background_color`. Non-hex colours get `dark`.
 */
export function readableTextColor(background: string | null | undefined, dark = '#1b2430', light = '#ffffff'): string {
  const lum = relativeLuminance(background);
  if (lum === null) return dark;
  // Contrast against white vs against near-black: pick the larger.
  const contrastWhite = 1.05 / (lum + 0.05);
  const contrastDark = (lum + 0.05) / 0.0676; // luminance of #1b2430 ≈ 0.0176
  return contrastWhite > contrastDark ? light : dark;
}
