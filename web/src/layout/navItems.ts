import type { MessageDescriptor } from 'react-intl';
import { headerMessages } from './messages';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  /** Paths that belong to this item (e.g. a course detail belongs to "courses"). */
  matches: (pathname: string) => boolean;
}

export const homeItem: NavItem = { to: '/', label: headerMessages.home, matches: (p) => p === '/' };
export const coursesItem: NavItem = {
  to: '/courses',
  label: headerMessages.courses,
  matches: (p) => p === '/courses' || p.startsWith('/course/') || p.startsWith('/course-request'),
};
export const servicesItem: NavItem = {
  to: '/services',
  label: headerMessages.services,
  matches: (p) => p === '/services' || p.startsWith('/service/'),
};
/** After the services dropdown. */
export const trailingItems: NavItem[] = [
  { to: '/about', label: headerMessages.about, matches: (p) => p === '/about' },
  { to: '/blog', label: headerMessages.blog, matches: (p) => p === '/blog' || p.startsWith('/blog/') },
  { to: '/contact', label: headerMessages.contact, matches: (p) => p === '/contact' },
];
