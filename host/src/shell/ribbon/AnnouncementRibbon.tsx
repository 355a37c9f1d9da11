import { useState } from 'react';
import { useMatches } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { isCancelled, queryKeys } from 'shared-graph';
import { queryClient, reportError } from 'shared-graph/host';
import { Ribbon } from 'shared-ui';
import {
  dismissedAnnouncementIds,
  fetchAnnouncements,
  isRibbonRoute,
  rememberDismissed,
  visibleAnnouncement,
  type Announcement,
} from './announcements';

const NONE: Announcement[] = [];

/**
 * Publishing or unpublishing a sticky message reaches open pages within a minute: the list is read again every
 * 30 s while the page is visible, and when the window regains focus (one small public read; no platform calls).
 */
export const RIBBON_REFRESH_MS = 30_000;

/** The ribbon is optional chrome: a failure leaves it hidden (and is reported). */
function loadAnnouncements(signal: AbortSignal): Promise<Announcement[]> {
  return fetchAnnouncements(signal).catch((error: unknown) => {
    if (!isCancelled(error)) reportError(error, { where: 'announcements' });
    throw error;
  });
}

/** The announcement ribbon (SPEC §2): on ribbon routes only; closing remembers the announcement id. */
export function AnnouncementRibbon() {
  const matches = useMatches();
  const onRibbonRoute = isRibbonRoute(matches.map((match) => match.handle));
  const announcements =
    useQuery<Announcement[], Error>(
      {
        queryKey: queryKeys.apiResource('anouncements'),
        queryFn: ({ signal }) => loadAnnouncements(signal),
        enabled: onRibbonRoute,
        staleTime: RIBBON_REFRESH_MS / 2,
        refetchInterval: RIBBON_REFRESH_MS,
        refetchOnWindowFocus: true,
      },
      queryClient,
    ).data ?? NONE;
  const [dismissed, setDismissed] = useState(dismissedAnnouncementIds);

  const announcement = onRibbonRoute ? visibleAnnouncement(announcements, dismissed) : null;
  if (!announcement) return null;
  const dismiss = () => {
    rememberDismissed(announcement.id);
    setDismissed(dismissedAnnouncementIds());
  };
  return (
    <Ribbon
      message={announcement.message}
      extraTitle={announcement.extra_title}
      extraLink={announcement.extra_link}
      background={announcement.background_color}
      dismissable={announcement.dismissable}
      onDismiss={dismiss}
    />
  );
}
