import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const { colors } = theme;
    const tones = {
      success: [colors.successLight, colors.success],
      warning: [colors.warningLight, colors.warning],
      danger: [colors.dangerLight, colors.danger],
      info: [colors.primaryLight, colors.primary],
      neutral: [colors.background, colors.textMuted],
    } as const;
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;

/** A badge whose words may wrap, for a table column that must fit its box at 1024 and 1280 px ("5 von 5 Sternen"). */
export const WrappingBadge = styled(Badge)`
  white-space: normal;
`;

/** Small round counter, e.g. the number of active filters. */
export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-size: 0.8rem;
  font-weight: 700;
`;
