import styled from 'styled-components';

/** The whole screen: the trainer's own layout, no shop header or footer. */
export const TrainerScreen = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

/** The phone's header: where the trainer is on the left; language and sign-out on the right, wrapping below on narrow screens. */
export const TrainerBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media print {
    display: none;
  }
`;

export const Brand = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 1.15rem;
  }
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

/** Phone first (360 px): one column, big tap targets. */
export const TrainerMain = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: 16px 12px 48px;
  h1 {
    margin: 0 0 12px;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  h2 {
    margin: 20px 0 8px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const CourseLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  a {
    display: block;
    padding: 14px 16px;
    min-height: 48px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  strong {
    display: block;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  span {
    display: block;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const SyncBar = styled.p<{ $state: 'ok' | 'pending' | 'throttled' | 'refused' }>`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 0.9rem;
  color: ${({ theme, $state }) => ($state === 'ok' ? theme.colors.success : $state === 'refused' ? theme.colors.danger : theme.colors.warning)};
  background: ${({ theme, $state }) => ($state === 'ok' ? theme.colors.successLight : $state === 'refused' ? theme.colors.dangerLight : theme.colors.warningLight)};
`;

export const ParticipantCard = styled.li`
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
    display: flex;
    flex-wrap: wrap;
    gap: 6px 10px;
    align-items: center;
  }
  details {
    margin-top: 8px;
  }
  summary {
    cursor: pointer;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.primary};
  }
  textarea {
    width: 100%;
    min-height: 72px;
    font: inherit;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const PendingChip = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningLight};
`;

export const Toggles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

export const Toggle = styled.button<{ $on: boolean; $tone: 'present' | 'absent' | 'badge' }>`
  min-height: 52px;
  font: inherit;
  font-size: 1rem;
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  border: 2px solid
    ${({ theme, $tone }) => ($tone === 'absent' ? theme.colors.danger : $tone === 'present' ? theme.colors.success : theme.colors.primary)};
  color: ${({ theme, $on, $tone }) => ($on ? theme.colors.textOnPrimary : $tone === 'absent' ? theme.colors.danger : $tone === 'present' ? theme.colors.success : theme.colors.primary)};
  background: ${({ theme, $on, $tone }) => (!$on ? theme.colors.surface : $tone === 'absent' ? theme.colors.danger : $tone === 'present' ? theme.colors.success : theme.colors.primary)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const BadgeToggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 6px;
  button {
    min-height: 44px;
    padding: 0 14px;
    font-size: 0.9rem;
  }
`;

export const Participants = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

export const SessionPicker = styled.label`
  display: grid;
  gap: 4px;
  margin: 8px 0 12px;
  font-weight: 700;
  select {
    min-height: 44px;
    font: inherit;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
