import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Section, SectionTitle } from '../../ui/Container';
import { aboutMessages, timeline } from './messages';

// An ordered list: the stages follow one another, and screen readers announce "4 items".
const Stages = styled.ol`
  list-style: none;
  margin: 24px 0 0;
  padding: 0 0 0 20px;
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  max-width: 760px;
`;

const Stage = styled.li`
  position: relative;
  padding: 0 0 28px 16px;
  &::before {
    content: '';
    position: absolute;
    left: -29px;
    top: 4px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 3px solid ${({ theme }) => theme.colors.accent};
  }
  h3 {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    margin: 4px 0 6px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

const Period = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary} !important;
`;

/** docs/SPEC.md §2 About: the career timeline, 1992 to 2023. */
export function AboutTimeline() {
  return (
    <Section aria-labelledby="about-timeline">
      <SectionTitle id="about-timeline">
        <FormattedMessage {...aboutMessages.timelineTitle} />
      </SectionTitle>
      <Stages>
        {timeline.map((stage) => (
          <Stage key={stage.from} data-testid="about-stage">
            <Period>
              <time dateTime={String(stage.from)}>{stage.from}</time>–<time dateTime={String(stage.to)}>{stage.to}</time>
            </Period>
            <h3>
              <FormattedMessage {...stage.title} />
            </h3>
            <p>
              <FormattedMessage {...stage.text} />
            </p>
          </Stage>
        ))}
      </Stages>
    </Section>
  );
}
