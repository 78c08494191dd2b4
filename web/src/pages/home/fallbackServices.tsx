import { useIntl, type MessageDescriptor } from 'react-intl';
import { fallbackServiceMessages as m } from './messages';
import { ServiceCardView } from './ServiceCard';

interface FallbackService {
  /** Canonical slug of the service page (docs/SPEC.md §2 routes). */
  slug: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** The six services the home page shows when the API returns none or fails (docs/SPEC.md §2 Home). */
export const FALLBACK_SERVICES: readonly FallbackService[] = [
  { slug: 'technische-baederbetreuung', title: m.technicalTitle, description: m.technicalText },
  { slug: 'saisonale-einwinterung', title: m.seasonalTitle, description: m.seasonalText },
  { slug: 'aufsichtspersonal', title: m.lifeguardTitle, description: m.lifeguardText },
  { slug: 'seminare', title: m.seminarsTitle, description: m.seminarsText },
  { slug: 'mentoring', title: m.mentoringTitle, description: m.mentoringText },
  { slug: 'coaching', title: m.coachingTitle, description: m.coachingText },
];

export function FallbackServiceCards() {
  const intl = useIntl();
  return (
    <>
      {FALLBACK_SERVICES.map(({ slug, title, description }) => (
        <ServiceCardView key={slug} slug={slug} title={intl.formatMessage(title)} description={intl.formatMessage(description)} />
      ))}
    </>
  );
}
