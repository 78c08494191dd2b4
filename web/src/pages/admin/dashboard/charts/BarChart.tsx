import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';

const WIDTH = 600;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 8, bottom: 28, left: 8 };

/** Vertical bars, one per label (a week), with every few labels written below; the numbers are in the figure's table. */
export function BarChart({ data, color }: { data: { label: string; value: number }[]; color?: string }) {
  const theme = useTheme();
  const x = scaleBand<string>({ domain: data.map((d) => d.label), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.2 });
  const max = Math.max(1, ...data.map((d) => d.value));
  const y = scaleLinear<number>({ domain: [0, max], range: [HEIGHT - MARGIN.bottom, MARGIN.top] });
  const every = Math.max(1, Math.ceil(data.length / 8));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <Group>
        {data.map((d, index) => {
          const top = y(d.value);
          return (
            <g key={d.label}>
              <Bar x={x(d.label)} y={top} width={x.bandwidth()} height={HEIGHT - MARGIN.bottom - top} fill={color ?? theme.colors.primary} rx={2} />
              {index % every === 0 && (
                <text x={(x(d.label) ?? 0) + x.bandwidth() / 2} y={HEIGHT - 8} fontSize={11} textAnchor="middle" fill={theme.colors.textMuted}>
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={HEIGHT - MARGIN.bottom} y2={HEIGHT - MARGIN.bottom} stroke={theme.colors.border} />
      </Group>
    </svg>
  );
}

/** Horizontal bars of places taken against places in all, one per course. */
export function OccupancyBars({ data }: { data: { label: string; booked: number; total: number }[] }) {
  const theme = useTheme();
  const rowHeight = 28;
  const labelWidth = 230;
  const height = Math.max(rowHeight, data.length * rowHeight);
  const max = Math.max(1, ...data.map((d) => d.total));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, WIDTH - labelWidth - 60] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
      {data.map((d, index) => (
        <Group key={`${d.label}-${index}`} top={index * rowHeight}>
          <text x={0} y={18} fontSize={12} fill={theme.colors.text}>
            {d.label.length > 34 ? `${d.label.slice(0, 33)}…` : d.label}
          </text>
          <Bar x={labelWidth} y={6} width={x(d.total)} height={16} fill={theme.colors.primaryLight} rx={2} />
          <Bar x={labelWidth} y={6} width={x(Math.min(d.booked, d.total))} height={16} fill={theme.colors.accent} rx={2} />
          <text x={labelWidth + x(d.total) + 6} y={18} fontSize={12} fill={theme.colors.textMuted}>
            {d.booked}/{d.total}
          </text>
        </Group>
      ))}
    </svg>
  );
}
