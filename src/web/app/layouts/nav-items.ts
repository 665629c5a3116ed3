import {
  BookOpenIcon,
  BotIcon,
  HomeIcon,
  LayersIcon,
  SearchIcon,
  UserIcon,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  /** Shorter label for the phone's bottom bar. */
  shortLabel: string;
  icon: LucideIcon;
  signedInOnly: boolean;
  /** Shown in the phone's bottom bar (docs/product.md: at most 4 items). */
  bottomBar: boolean;
}

export const navItems: NavItem[] = [
  {
    to: '/app',
    label: 'Home',
    shortLabel: 'Home',
    icon: HomeIcon,
    signedInOnly: false,
    bottomBar: true,
  },
  {
    to: '/ai-builder',
    label: 'AI Deck Builder',
    shortLabel: 'AI Builder',
    icon: BotIcon,
    signedInOnly: false,
    bottomBar: true,
  },
  {
    to: '/cards',
    label: 'Card Collection',
    shortLabel: 'Cards',
    icon: BookOpenIcon,
    signedInOnly: false,
    bottomBar: false,
  },
  {
    to: '/browse-player',
    label: 'Browse Players',
    shortLabel: 'Players',
    icon: SearchIcon,
    signedInOnly: false,
    bottomBar: false,
  },
  {
    to: '/saved-decks',
    label: 'Saved Decks',
    shortLabel: 'Saved',
    icon: LayersIcon,
    signedInOnly: true,
    bottomBar: true,
  },
  {
    to: '/profile',
    label: 'Profile',
    shortLabel: 'Profile',
    icon: UserIcon,
    signedInOnly: true,
    bottomBar: true,
  },
];

/** Home is active only on an exact /app match; other items on any path beginning with theirs. */
export function isNavItemActive(item: Pick<NavItem, 'to'>, pathname: string): boolean {
  if (item.to === '/app') return pathname === '/app';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return navItems.filter((item) => signedIn || !item.signedInOnly);
}
