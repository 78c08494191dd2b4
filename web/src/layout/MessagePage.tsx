import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { PageHead } from '../seo/PageHead';

const Box = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: 64px 0;
  text-align: center;
  h1 {
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

interface Props {
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
  /** Between the text and the actions: what the screen is about (e.g. the course an offer names). */
  children?: ReactNode;
  testId?: string;
  /** Browser tab title, when the screen stands for a whole page (kept out of search indexes). */
  documentTitle?: string;
}

/** A centred heading, explanation and buttons: not-found and error screens. */
export function MessagePage({ title, text, actions, children, testId, documentTitle }: Props) {
  return (
    <Container data-testid={testId}>
      {documentTitle && <PageHead title={documentTitle} noindex />}
      <Box>
        <h1>{title}</h1>
        <p>{text}</p>
        {children}
        <Actions>{actions}</Actions>
      </Box>
    </Container>
  );
}
