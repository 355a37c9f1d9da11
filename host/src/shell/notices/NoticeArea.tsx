import { useBanners } from 'shared-graph';
import { Banner } from 'shared-ui';
import { SubscriptionExpiryBanner } from '../expiry/SubscriptionExpiryBanner';
import { AnnouncementRibbon } from '../ribbon/AnnouncementRibbon';
import { ExtensionBanner } from './ExtensionBanner';
import { RuleNotices } from './RuleNotices';

/** Banners the session raises (team owner's session expired, rate limit…); persistent ones cannot be closed. */
function SessionBanners() {
  const { banners, dismiss } = useBanners();
  return (
    <>
      {banners.map((banner) => (
        <Banner compact key={banner.id} type={banner.type} title={banner.title} onClose={banner.persistent ? undefined : () => dismiss(banner.id)}>
          {banner.message}
        </Banner>
      ))}
    </>
  );
}

/**
 * The one notice area above the page (the layout's banner slot stacks them compactly): the announcement
 * ribbon, the subscription expiry, the extension notice, unread notices from rules and the session's banners, each
 * closable on its own.
 */
export function NoticeArea() {
  return (
    <>
      <AnnouncementRibbon />
      <SubscriptionExpiryBanner />
      <ExtensionBanner />
      <RuleNotices />
      <SessionBanners />
    </>
  );
}
