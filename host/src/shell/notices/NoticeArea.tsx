import { useBanners } from 'shared-graph/host';
import { Banner } from 'shared-ui';
import { SubscriptionExpiryBanner } from '../expiry/SubscriptionExpiryBanner';
import { AnnouncementRibbon } from '../ribbon/AnnouncementRibbon';
import { PreviewBanner } from '../../remotes/PreviewBanner';
import { ExtensionBanner } from './ExtensionBanner';
import { RemoteNotices } from './RemoteNotices';

const TYPE_RANK = { error: 0, warning: 1, info: 2, success: 3 } as const;

/**
 * Banners the session raises (team owner's session expired, rate limit…), errors first; persistent ones cannot be
 * closed.
 */
function SessionBanners() {
  const { banners, dismiss } = useBanners();
  const ordered = [...banners].sort((a, b) => TYPE_RANK[a.type] - TYPE_RANK[b.type]);
  return (
    <>
      {ordered.map((banner) => (
        <Banner compact key={banner.id} type={banner.type} title={banner.title} onClose={banner.persistent ? undefined : () => dismiss(banner.id)}>
          {banner.message}
        </Banner>
      ))}
    </>
  );
}

/**
 * What goes into the shell's notice area (AppLayout's NoticeSlot), most important first: the slot shows the first
 * notice and keeps the rest behind "+N more". A release preview leads (the page runs a build nobody else gets), then
 * the session's errors (a team owner's expired session, the rate limit), then the subscription expiry, the extension notice (only where the page's calls need it), the areas'
 * own notices (each remote's `./notices`, from the registry), and the announcement ribbon last. Each stays closable on
 * its own.
 */
export function NoticeArea() {
  return (
    <>
      <PreviewBanner />
      <SessionBanners />
      <SubscriptionExpiryBanner />
      <ExtensionBanner />
      <RemoteNotices />
      <AnnouncementRibbon />
    </>
  );
}
