import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import styled, { useTheme } from 'styled-components';

const SIZE = 200;

// The ring beside its legend; the legend is HTML text on the type scale (SVG text shrank with the drawing).
const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  svg {
    width: 140px;
    flex: none;
  }
  ul {
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .swatch {
    width: 14px;
    height: 14px;
    flex: none;
    border-radius: 2px;
  }
`;

/** A ring of shares with a legend beside it. */
export function PieChart({ data }: { data: { label: string; value: number }[] }) {
  const theme = useTheme();
  const colors = [theme.colors.primary, theme.colors.accent, theme.colors.warning, theme.colors.success, theme.colors.danger];
  const total = data.reduce((sum, d) => sum + d.value, 0) || 1;
  return (
    <Layout aria-hidden="true">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} focusable="false">
        <Group top={SIZE / 2} left={SIZE / 2}>
          <Pie data={data} pieValue={(d) => d.value} outerRadius={SIZE / 2 - 8} innerRadius={SIZE / 4} padAngle={0.01}>
            {(pie) =>
              pie.arcs.map((arc, index) => <path key={arc.data.label} d={pie.path(arc) ?? ''} fill={colors[index % colors.length]} />)
            }
          </Pie>
        </Group>
      </svg>
      <ul data-testid="chart-legend">
        {data.map((d, index) => (
          <li key={d.label}>
            <span className="swatch" style={{ background: colors[index % colors.length] }} />
            <span>
              {d.label}: {Math.round((d.value / total) * 100)} %
            </span>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
