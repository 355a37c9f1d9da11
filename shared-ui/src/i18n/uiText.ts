/**
 * Fixed English texts the components use as defaults (every one can be overridden through props).
 * Data only.
 */
export const uiText = {
  close: 'Close',
  dismiss: 'Dismiss',
  dismissNotification: 'Dismiss notification',
  notifications: 'Notifications',
  retry: 'Retry',
  loading: 'Loading…',
  cancel: 'Cancel',
  confirm: 'Confirm',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  somethingWentWrong: 'Something went wrong',
  nothingHereYet: 'Nothing here yet',
  required: 'required',
  announcement: 'Announcement',
  /** The shell's notice area (ribbon and banners above the page). */
  notices: 'Notices',
  /** The notice area's toggle once every notice is shown. */
  showFewerNotices: 'Show fewer',
  learnMore: 'Learn more',
  skipToContent: 'Skip to content',
  progress: 'Progress',
} as const;

export type UiTextKey = keyof typeof uiText;
