// One account choice across the suite: an area whose URL names the account(s) keeps its URL and the header picker
// in step. Opening a URL makes its choice the picker's; choosing in the picker navigates to the area's URL for it.
// The host names no area: each area says how its URL reads and writes a choice.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { choiceKey, type AdAccountChoice } from './accountChoice';
import { useAdAccountChoice } from './useAdAccountChoice';

/**
 * @param urlChoice what the current URL names (resolved against the pickable accounts), null when it names none or
 *   one the user cannot pick.
 * @param pathFor the area's URL for a choice the user made in the picker; null when the area stays where it is
 *   (e.g. a screen that cannot show several accounts).
 */
export function useAccountChoiceInUrl(urlChoice: AdAccountChoice | null, pathFor: (choice: AdAccountChoice) => string | null): void {
  const { choice, choose } = useAdAccountChoice();
  const navigate = useNavigate();
  const urlKey = urlChoice ? choiceKey(urlChoice) : null;
  const pickedKey = choice ? choiceKey(choice) : null;
  const seen = useRef<{ url: string | null; picked: string | null } | null>(null);

  // Reads the render's values; runs only when one of the keys changed (the effect below).
  const follow = useEffectEvent((before: { url: string | null; picked: string | null } | null) => {
    if (urlKey === pickedKey) return;
    // The URL moved (or the screen just opened): it wins, and the picker shows it.
    if (!before || before.url !== urlKey) {
      if (urlChoice) choose(urlChoice);
      return;
    }
    // The picker moved while the URL stayed: go to the area's URL for the new choice. A choice that only just
    // arrived (the user's view loaded after the screen opened) is not a move: the URL keeps naming what it names.
    if (before.picked !== null && before.picked !== pickedKey && choice) {
      const to = pathFor(choice);
      if (to) navigate(to);
    }
  });

  useEffect(() => {
    const before = seen.current;
    seen.current = { url: urlKey, picked: pickedKey };
    follow(before);
  }, [urlKey, pickedKey]);
}
