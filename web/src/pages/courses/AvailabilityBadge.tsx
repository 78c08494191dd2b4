import { useIntl } from 'react-intl';
import { Badge } from '../../ui/Badge';
import { availabilityTone } from './availability';
import { availabilityMessages, enumLabel } from './enumMessages';

export function AvailabilityBadge({ availability }: { availability: string }) {
  const intl = useIntl();
  return (
    <Badge $tone={availabilityTone(availability)} data-testid="availability-badge">
      {enumLabel(intl, availabilityMessages, availability)}
    </Badge>
  );
}
