import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ProgressBar } from '../../ui/ProgressBar';
import { availabilityTone, freePlacesIrrelevant } from './availability';
import { courseCardMessages } from './messages';

const Text = styled.p`
  margin: 6px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  availability: string;
  availableSlots: number;
  totalSlots: number;
}

/**
 * Bar of free places plus "Noch 3 von 10 Plätzen frei"; the server keeps 0 ≤ free ≤ total and decides the label.
 * Nothing once the course has started, ended or was cancelled: its badge says so, and free places can no longer be had.
 */
export function AvailabilityMeter({ availability, availableSlots, totalSlots }: Props) {
  const intl = useIntl();
  if (freePlacesIrrelevant(availability)) return null;
  return (
    <div>
      <ProgressBar
        ratio={availableSlots / totalSlots}
        tone={availabilityTone(availability)}
        label={intl.formatMessage(courseCardMessages.occupancy)}
        testId="availability-bar"
      />
      <Text data-testid="places-left">
        {availability === 'FULLY_BOOKED' ? (
          <FormattedMessage {...courseCardMessages.noPlacesLeft} />
        ) : (
          <FormattedMessage {...courseCardMessages.placesLeft} values={{ available: availableSlots, total: totalSlots }} />
        )}
      </Text>
    </div>
  );
}
