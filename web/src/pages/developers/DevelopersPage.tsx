import { FormattedMessage, useIntl } from 'react-intl';
import { PageHead } from '../../seo/PageHead';
import { Container, Section } from '../../ui/Container';
import { ChangelogSection } from './ChangelogSection';
import { Contents, Guide } from './developerStyles';
import { GuideDe } from './guide/GuideDe';
import { GuideEn } from './guide/GuideEn';
import { developersMessages } from './messages';

/** The guide's sections in order; each id is its heading's anchor in both languages' guides. */
const SECTIONS = ['authentication', 'pagination', 'limits', 'errors', 'caching', 'webhooks', 'subscriptions', 'deprecation'] as const;

/**
 * The public API's documentation for partners: static text in both languages (the language switch needs no
 * reload) and the changelog from docs/api/changelog.json, all in the server's HTML.
 */
export function DevelopersPage() {
  const intl = useIntl();
  const title = intl.formatMessage(developersMessages.title);
  return (
    <Section>
      <PageHead title={title} description={intl.formatMessage(developersMessages.description)} />
      <Container>
        <h1>{title}</h1>
        <p>
          <FormattedMessage {...developersMessages.lead} />
        </p>
        <Contents aria-labelledby="developers-contents">
          <h2 id="developers-contents">
            <FormattedMessage {...developersMessages.contents} />
          </h2>
          <ol>
            {[...SECTIONS, 'changelog' as const].map((section) => (
              <li key={section}>
                <a href={`#${section}`}>
                  <FormattedMessage {...developersMessages[section]} />
                </a>
              </li>
            ))}
          </ol>
        </Contents>
        <Guide>
          {intl.locale === 'en' ? <GuideEn /> : <GuideDe />}
          <h2 id="changelog">
            <FormattedMessage {...developersMessages.changelog} />
          </h2>
          <ChangelogSection />
        </Guide>
      </Container>
    </Section>
  );
}
