import { useIntl } from 'react-intl';
import { pageTitleMessages } from './messages';

/** Sets the browser tab title: "<page> – H2O Gersthofen" (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const intl = useIntl();
  const site = intl.formatMessage(pageTitleMessages.site);
  return <title>{title ? intl.formatMessage(pageTitleMessages.page, { page: title, site }) : site}</title>;
}
