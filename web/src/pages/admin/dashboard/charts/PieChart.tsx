import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useTheme } from 'styled-components';

const SIZE = 200;

/** A ring of shares with a legend beside it. */
export function PieChart({ data }: { data: { label: string; value: number }[] }) {
  const theme = useTheme();
  const colors = [theme.colors.primary, theme.colors.accent, theme.colors.warning, theme.colors.success, theme.colors.danger];
  const total = data.reduce((sum, d) => sum + d.value, 0) || 1;
  return (
    <svg viewBox={`0 0 ${SIZE * 2.6} ${SIZE}`} aria-hidden="true" focusable="false">
      <Group top={SIZE / 2} left={SIZE / 2}>
        <Pie data={data} pieValue={(d) => d.value} outerRadius={SIZE / 2 - 8} innerRadius={SIZE / 4} padAngle={0.01}>
          {(pie) => pie.arcs.map((arc, index) => <path key={arc.data.label} d={pie.path(arc) ?? ''} fill={colors[index % colors.length]} />)}
        </Pie>
      </Group>
      {data.map((d, index) => (
        <g key={d.label} transform={`translate(${SIZE + 16}, ${30 + index * 26})`}>
          <rect width={14} height={14} fill={colors[index % colors.length]} rx={2} />
          <text x={22} y={12} fontSize={13} fill={theme.colors.text}>
            {d.label}: {Math.round((d.value / total) * 100)} %
          </text>
        </g>
      ))}
    </svg>
  );
}
