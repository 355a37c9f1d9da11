/** The areas the bench visits after research, by their sidebar link, and the heading each first screen shows. */
export const REMOTE_AREAS: Array<{ remote: string; link: string; heading: string }> = [
  { remote: 'dashboard', link: 'Dashboard', heading: 'Overview' },
  { remote: 'adsmanager', link: 'Ads manager', heading: 'Ads manager' },
  { remote: 'rules', link: 'Rules', heading: 'Rules' },
  { remote: 'admin', link: 'Admin', heading: 'Admin overview' },
];
