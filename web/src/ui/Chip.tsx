import styled from 'styled-components';

interface Props {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  testId?: string;
}

const ChipBox = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 4px 4px 12px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.9rem;
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export function Chip({ label, removeLabel, onRemove, testId }: Props) {
  return (
    <ChipBox data-testid={testId}>
      {label}
      <RemoveButton type="button" aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </RemoveButton>
    </ChipBox>
  );
}
