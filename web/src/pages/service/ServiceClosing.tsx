import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { Container, Section } from '../../ui/Container';
import { servicePageMessages } from './messages';

const Box = styled.div`
  padding: 32px 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #ffffff;
  text-align: center;
  /* Smaller on phones: "Gefährdungsbeurteilung beauftragen" at 1.6rem was wider than a 360 px screen. */
  h2 {
    margin-bottom: 12px;
    font-size: 1.15rem;
  }
  p {
    max-width: 640px;
    margin: 0 auto 24px;
    color: #e6f2f9;
  }
  ${({ theme }) => theme.media.sm} {
    h2 {
      font-size: 1.6rem;
    }
  }
`;

/** The closing call to action of every service page: one way on, to the contact page. */
export function ServiceClosing({ title, text }: { title: string; text: string }) {
  return (
    <Container>
      <Section aria-labelledby="service-closing">
        <Box>
          <h2 id="service-closing">{title}</h2>
          <p>{text}</p>
          <ButtonLink to="/contact" $variant="secondary" data-testid="service-closing-contact">
            <FormattedMessage {...servicePageMessages.closingContact} />
          </ButtonLink>
        </Box>
      </Section>
    </Container>
  );
}
