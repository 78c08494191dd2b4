import type { ServiceContent } from './content/types';
import { ServiceClosing } from './ServiceClosing';
import { ServiceHero } from './ServiceHero';
import { ServiceSections } from './ServiceSections';

/** Hero, benefits, sections and the closing call to action of one service, in one language. */
export function ServiceArticle({ content }: { content: ServiceContent }) {
  return (
    <>
      <ServiceHero label={content.label} headline={content.headline} intro={content.intro} />
      <ServiceSections content={content} />
      <ServiceClosing title={content.closingTitle} text={content.closingText} />
    </>
  );
}
