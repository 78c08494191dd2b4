import styled from 'styled-components';

export const BackRow = styled.div`
  padding: 16px 0 8px;
  a {
    padding-left: 8px;
  }
`;

export const Heading = styled.header`
  margin-bottom: 24px;
  h1 {
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    ${({ theme }) => theme.media.md} {
      font-size: 2.6rem;
    }
  }
`;

/** The course's state at the top of its page (cancelled, full): what a visitor needs to know before anything else. */
export const StateNotice = styled.p<{ $tone: 'danger' | 'warning' }>`
  margin: 16px 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.warning)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerLight : theme.colors.warningLight)};
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  padding-bottom: 48px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

export const Aside = styled.aside`
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 52px);
  }
`;

export const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 20px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Texts typed by staff keep their line breaks. */
export const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

export const Facts = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export const Price = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;
