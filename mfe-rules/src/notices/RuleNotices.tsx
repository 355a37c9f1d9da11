import { notify, requestErrorText, useLoggedIn, useServerMutation, useServerQuery } from 'shared-graph';
import { Banner } from 'shared-ui';
import { fetchUnreadNotices, markAllNoticesRead, markNoticeRead, noticeHeadline, noticeLink, RULE_NOTICES_KEY, SHOWN_NOTICES, type RuleNotice } from './ruleNotices';

const invalidates = [RULE_NOTICES_KEY];

/**
 * Unread in-app notices from the team's rules (a notify action, a rule turned off), newest first: each links to
 * the rule's history entry and is marked read when opened or closed; more than three collapse into one line.
 * Exposed as `./notices` (area.json `notices: true`): the shell mounts it in its notice area on every page.
 */
export function RuleNotices() {
  const loggedIn = useLoggedIn();
  const unread = useServerQuery(RULE_NOTICES_KEY, fetchUnreadNotices, { enabled: loggedIn, staleTime: 30_000 });
  const markOne = useServerMutation((id: number) => markNoticeRead(id), { invalidates });
  const markAll = useServerMutation(() => markAllNoticesRead(), { invalidates });
  // An answer of another shape (an older server, a proxy's page) leaves the area quiet rather than break the shell.
  if (!loggedIn || !Array.isArray(unread.data?.notices) || !unread.data.unread) return null;
  const { notices, unread: count } = unread.data;
  const fail = (error: unknown) => notify.error(requestErrorText(error, 'The notice could not be marked as read. Try again.') ?? 'The notice could not be marked as read.');
  const read = (notice: RuleNotice) => markOne.mutate(notice.id, { onError: fail });
  const more = count - Math.min(notices.length, SHOWN_NOTICES);
  return (
    <>
      {notices.slice(0, SHOWN_NOTICES).map((notice) => {
        const href = noticeLink(notice);
        return (
          <Banner
            compact
            key={notice.id}
            type={notice.kind === 'rule_paused' ? 'warning' : 'info'}
            data-testid="rule-notice"
            action={href ? { label: 'Open the run', href, onClick: () => read(notice) } : undefined}
            onClose={() => read(notice)}
            closeLabel={`Mark as read: ${noticeHeadline(notice)}`}
          >
            {noticeHeadline(notice)}
          </Banner>
        );
      })}
      {more > 0 ? (
        <Banner compact type="info" data-testid="rule-notice-more" action={{ label: 'Mark all as read', onClick: () => markAll.mutate(undefined, { onError: fail }) }}>
          {`${more} more unread rule notice${more === 1 ? '' : 's'}`}
        </Banner>
      ) : null}
    </>
  );
}

export default RuleNotices;
