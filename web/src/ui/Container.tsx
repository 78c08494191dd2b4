import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
  ${({ theme }) => theme.media.sm} {
    padding: 0 24px;
  }
`;

export const Section = styled.section`
  padding: 40px 0;
  ${({ theme }) => theme.media.md} {
    padding: 64px 0;
  }
`;

export const SectionTitle = styled.h2`
  font-size: 1.6rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  ${({ theme }) => theme.media.md} {
    font-size: 2rem;
  }
`;
