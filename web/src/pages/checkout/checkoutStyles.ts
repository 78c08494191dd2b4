import styled from 'styled-components';

/** A step's heading: focused on each step change (tabIndex -1), so keyboards and screen readers start there. */
export const StepHeading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.4rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

export const StepIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Back on the left, forward on the right; stacked full width on phones (forward on top, big targets). */
export const StepActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 12px;
  margin-top: 8px;
  > * {
    width: 100%;
  }
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: space-between;
    > * {
      width: auto;
    }
    > :only-child {
      margin-left: auto;
    }
  }
`;

/** A message box inside the checkout: the hold, refusals, the new total. */
const NOTICE_COLORS = {
  info: ['primaryDark', 'primaryLight'],
  success: ['success', 'successLight'],
  warning: ['warning', 'warningLight'],
  error: ['danger', 'dangerLight'],
} as const;

export const Notice = styled.div<{ $tone: keyof typeof NOTICE_COLORS }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) => theme.colors[NOTICE_COLORS[$tone][0]]};
  background: ${({ theme, $tone }) => theme.colors[NOTICE_COLORS[$tone][1]]};
  p {
    margin: 0;
  }
  p + p,
  p + ul,
  ul + p {
    margin-top: 8px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
