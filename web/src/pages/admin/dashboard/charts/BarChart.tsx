import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import styled, { useTheme } from 'styled-components';

const WIDTH = 600;
const HEIGHT = 180;
const MARGIN = { top: 10, right: 8, bottom: 2, left: 8 };

/*
 * The labels are HTML text on the type scale, not SVG text: the drawing scales with its box (600 units into a half
 * column of ~350 px), and SVG text scaled with it came out at 6-7 px.
 */
const AxisLabels = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  padding: 4px ${(MARGIN.right / WIDTH) * 100}% 0 ${(MARGIN.left / WIDTH) * 100}%;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    white-space: nowrap;
  }
`;

/** Vertical bars, one per label (a week), with every few labels written below; the numbers are in the figure's table. */
export function BarChart({ data, color }: { data: { label: string; value: number }[]; color?: string }) {
  const theme = useTheme();
  const x = scaleBand<string>({ domain: data.map((d) => d.label), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.2 });
  const max = Math.max(1, ...data.map((d) => d.value));
  const y = scaleLinear<number>({ domain: [0, max], range: [HEIGHT - MARGIN.bottom, MARGIN.top] });
  // A label every few bars, so each has room for "16.11." at 0.8rem in a half column.
  const every = Math.max(1, Math.ceil(data.length / 6));
  return (
    <>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <Group>
          {data.map((d) => {
            const top = y(d.value);
            return (
              <Bar
                key={d.label}
                x={x(d.label)}
                y={top}
                width={x.bandwidth()}
                height={HEIGHT - MARGIN.bottom - top}
                fill={color ?? theme.colors.primary}
                rx={2}
              />
            );
          })}
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={HEIGHT - MARGIN.bottom}
            y2={HEIGHT - MARGIN.bottom}
            stroke={theme.colors.border}
          />
        </Group>
      </svg>
      <AxisLabels $count={data.length} aria-hidden="true" data-testid="chart-axis-labels">
        {data.map((d, index) =>
          index % every === 0 ? (
            <span key={d.label} style={{ gridColumn: `${index + 1} / span ${Math.min(every, data.length - index)}` }}>
              {d.label}
            </span>
          ) : null,
        )}
      </AxisLabels>
    </>
  );
}

const Occupancy = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  li {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr) auto;
    align-items: center;
    gap: 8px;
  }
  .track {
    height: 14px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  .taken {
    height: 100%;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
  .count {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Horizontal bars of places taken against places in all, one per course: the course's name beside its bar. */
export function OccupancyBars({ data }: { data: { label: string; booked: number; total: number }[] }) {
  const max = Math.max(1, ...data.map((d) => d.total));
  return (
    <Occupancy aria-hidden="true" data-testid="chart-occupancy-bars">
      {data.map((d, index) => (
        <li key={`${d.label}-${index}`}>
          <span>{d.label}</span>
          <span className="track" style={{ width: `${(d.total / max) * 100}%` }}>
            <span className="taken" style={{ display: 'block', width: `${(Math.min(d.booked, d.total) / Math.max(1, d.total)) * 100}%` }} />
          </span>
          <span className="count">
            {d.booked}/{d.total}
          </span>
        </li>
      ))}
    </Occupancy>
  );
}
