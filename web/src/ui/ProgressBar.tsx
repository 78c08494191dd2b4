import styled from 'styled-components';
import type { BadgeTone } from './Badge';

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: BadgeTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'warning' ? '#d48806' : theme.colors.accent)};
`;

interface Props {
  /** 0 to 1; anything outside shows as the nearest end, anything not a number as empty. */
  ratio: number;
  tone: BadgeTone;
  label: string;
  testId?: string;
}

export function ProgressBar({ ratio, tone, label, testId }: Props) {
  const percent = Number.isFinite(ratio) ? Math.round(Math.min(1, Math.max(0, ratio)) * 100) : 0;
  return (
    <Track role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill data-testid={testId} $tone={tone} style={{ width: `${percent}%` }} />
    </Track>
  );
}
