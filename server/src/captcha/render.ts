import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './glyphs';

export const CAPTCHA_LENGTH = 5;
const WIDTH = 200;
const HEIGHT = 70;

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number) => n.toFixed(1);

export function randomAnswer(length = CAPTCHA_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return out;
}

/** Each character drawn from strokes with its own scale, rotation, skew and jittered points. */
function glyphPath(char: string, index: number, count: number): string {
  const glyph = GLYPHS[char];
  if (!glyph) throw new Error(`No glyph for ${char}`);
  const cell = (WIDTH - 20) / count;
  const scale = rand(6.2, 7.6);
  const originX = 10 + index * cell + (cell - 4 * scale) / 2 + rand(-3, 3);
  const originY = (HEIGHT - 6 * scale) / 2 + rand(-5, 5);
  const angle = rand(-0.35, 0.35);
  const skew = rand(-0.25, 0.25);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const segments = glyph.map((stroke) =>
    stroke
      .map(([gx, gy], i) => {
        const x0 = (gx - 2 + skew * (gy - 3)) * scale + rand(-1, 1);
        const y0 = (gy - 3) * scale + rand(-1, 1);
        const x = originX + 2 * scale + x0 * cos - y0 * sin;
        const y = originY + 3 * scale + x0 * sin + y0 * cos;
        return `${i === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`;
      })
      .join(''),
  );
  return segments.join('');
}

function noiseCurve(): string {
  const y = () => fixed(rand(5, HEIGHT - 5));
  return `M0 ${y()}C${fixed(rand(30, 80))} ${y()} ${fixed(rand(120, 170))} ${y()} ${WIDTH} ${y()}`;
}

/** The challenge image: an SVG (as a data: URL) with distorted stroke characters and noise curves. */
export function renderCaptcha(answer: string): string {
  const hue = randomInt(190, 260);
  const chars = [...answer].map((char, i) => glyphPath(char, i, answer.length));
  const noise = Array.from({ length: 4 }, noiseCurve);
  const dots = Array.from({ length: 30 }, () => `<circle cx="${fixed(rand(0, WIDTH))}" cy="${fixed(rand(0, HEIGHT))}" r="${fixed(rand(0.6, 1.6))}"/>`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue},40%,95%)"/>` +
    `<g fill="hsl(${hue},30%,60%)">${dots.join('')}</g>` +
    `<g fill="none" stroke="hsl(${hue},30%,65%)" stroke-width="1.5">${noise.map((d) => `<path d="${d}"/>`).join('')}</g>` +
    `<g fill="none" stroke="hsl(${hue},60%,25%)" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
    chars.map((d) => `<path d="${d}"/>`).join('') +
    `</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
