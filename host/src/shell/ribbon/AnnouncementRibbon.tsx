import { useState } from 'react';
import { useMatches } from 'react-router-dom';
import { isCancelled, queryKeys, reportError, useServerQuery } from 'shared-graph';
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
  const announcements = useServerQuery(queryKeys.apiResource('anouncements'), loadAnnouncements, { enabled: onRibbonRoute }).data ?? NONE;
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
