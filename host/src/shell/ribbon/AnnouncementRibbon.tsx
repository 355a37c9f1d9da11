import { useEffect, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { isCancelled, reportError } from 'shared-graph';
import { Ribbon } from 'shared-ui';
import {
  dismissedAnnouncementIds,
  fetchAnnouncements,
  isRibbonRoute,
  rememberDismissed,
  visibleAnnouncement,
  type Announcement,
} from './announcements';

/** The announcement ribbon (SPEC §2): on ribbon routes only; closing remembers the announcement id. */
export function AnnouncementRibbon() {
  const matches = useMatches();
  const onRibbonRoute = isRibbonRoute(matches.map((match) => match.handle));
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);
  const [dismissed, setDismissed] = useState(dismissedAnnouncementIds);

  useEffect(() => {
    if (!onRibbonRoute) return undefined;
    const controller = new AbortController();
    fetchAnnouncements(controller.signal)
      .then(setAnnouncements)
      .catch((error: unknown) => {
        // The ribbon is optional chrome: a failure leaves it hidden.
        if (!isCancelled(error)) reportError(error, { where: 'announcements' });
      });
    return () => controller.abort();
  }, [onRibbonRoute]);

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
