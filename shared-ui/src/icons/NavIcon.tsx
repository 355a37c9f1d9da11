// The icons a navigation entry may name (`icon` in a remote's area.json and in /remotes.json): a remote picks one
// by name, so the registry stays data and the host draws every area's entry the same way.
import type { ComponentType } from 'react';
import { SearchIcon, makeIcon, type IconProps } from './icons';

const ExploreIcon = makeIcon(
  'ExploreIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </>,
);
const PagesIcon = makeIcon(
  'PagesIcon',
  <>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 13h7M9 17h5" />
  </>,
);
const CollectionsIcon = makeIcon(
  'CollectionsIcon',
  <>
    <path d="M4 7h16v13H4z" />
    <path d="M7 4h10M9 12h6" />
  </>,
);
const ChartIcon = makeIcon('ChartIcon', <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
const MegaphoneIcon = makeIcon(
  'MegaphoneIcon',
  <>
    <path d="M3 10v4h4l8 5V5L7 10H3Z" />
    <path d="M19 9a4 4 0 0 1 0 6" />
  </>,
);
const RulesIcon = makeIcon(
  'RulesIcon',
  <>
    <path d="M13 3 5 14h6l-1 7 8-11h-6l1-7Z" />
  </>,
);
const SettingsIcon = makeIcon(
  'SettingsIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </>,
);
const ShieldIcon = makeIcon('ShieldIcon', <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />);
const UsersIcon = makeIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5c2 .6 3.2 2.6 3.5 5.5" />
  </>,
);
const ReportIcon = makeIcon(
  'ReportIcon',
  <>
    <path d="M5 3h14v18H5z" />
    <path d="M9 16v-3M12 16V9M15 16v-5" />
  </>,
);
/** For a name the set does not have: an entry still lines up with the others. */
const DotIcon = makeIcon('DotIcon', <circle cx="12" cy="12" r="3" />);

export const NAV_ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  search: SearchIcon,
  explore: ExploreIcon,
  pages: PagesIcon,
  collections: CollectionsIcon,
  chart: ChartIcon,
  megaphone: MegaphoneIcon,
  rules: RulesIcon,
  settings: SettingsIcon,
  shield: ShieldIcon,
  users: UsersIcon,
  report: ReportIcon,
};

/** The navigation icon called `name` (decorative: the entry's label names it). */
export function NavIcon({ name, ...props }: IconProps & { name: string | undefined }) {
  const Icon = (name !== undefined && Object.hasOwn(NAV_ICONS, name) ? NAV_ICONS[name] : undefined) ?? DotIcon;
  return <Icon size={18} {...props} />;
}
