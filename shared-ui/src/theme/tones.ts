import type { SasarTheme } from './theme';

/** Semantic colour families used by badges, banners, toasts, progress bars. */
export type Tone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'error';

export interface ToneColors {
  /** Saturated colour: solid fills, accents, icons. */
  solid: string;
  /** Text/icon colour on top of `solid`. */
  onSolid: string;
  /** Pale background for subtle surfaces (banners, badges). */
  soft: string;
  /** Readable text colour on top of `soft`. */
  text: string;
}

/** Colours of one tone in a theme. */
export function toneColors(t: SasarTheme, tone: Tone): ToneColors {
  const c = t.colors;
  switch (tone) {
    case 'brand':
      return { solid: c.brand, onSolid: c.onBrand, soft: c.brandSoft, text: c.brandActive };
    case 'info':
      return { solid: c.info, onSolid: c.onInfo, soft: c.infoSoft, text: c.infoText };
    case 'success':
      return { solid: c.success, onSolid: c.onSuccess, soft: c.successSoft, text: c.successText };
    case 'warning':
      return { solid: c.warning, onSolid: c.onWarning, soft: c.warningSoft, text: c.warningText };
    case 'error':
      return { solid: c.error, onSolid: c.onError, soft: c.errorSoft, text: c.errorText };
    case 'neutral':
    default:
      return { solid: c.neutral, onSolid: c.inverse, soft: c.neutralSoft, text: c.neutralText };
  }
}
