import { useState } from 'react';

/** The moment the screen opened: presets are computed from it (a screen left open overnight keeps its days). */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
