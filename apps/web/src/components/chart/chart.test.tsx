import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { Chart } from './chart';

/**
 * chart.js draws on a canvas, which happy-dom does not have: the drawing component of
 * react-chartjs-2 is replaced by one that records what our wiring hands it. Everything of ours
 * (the lazy chunk, the configuration, the figure, the data table) runs for real.
 */
const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('react-chartjs-2', () => ({
  Chart: (props: Record<string, unknown>) => {
    drawn.push(props);
    return <canvas role={props.role as string} aria-label={props['aria-label'] as string} />;
  },
}));

afterEach(() => {
  drawn.length = 0;
  vi.unstubAllGlobals();
});

const topics: ComponentProps<typeof Chart> = {
  kind: 'bar',
  title: 'Topics of Interest',
  labels: ['Tech', 'Music', 'Travel'],
  series: [{ label: 'Accounts', values: [12500, 340, null] }],
  valueAxisLabel: 'Accounts',
  categoryAxisLabel: 'Topic',
  width: 700,
  height: 400,
};

describe('Chart', { timeout: 20_000 }, () => {
  test('a figure with its caption, the canvas named by the title, and the numbers as a table', async () => {
    await renderApp(<Chart {...topics} />, { url: '/analysis', lang: 'en' });
    const figure = screen.getByRole('figure', { name: 'Topics of Interest' });
    expect(
      await within(figure).findByRole('img', { name: 'Topics of Interest' }),
    ).toBeInTheDocument();
    const table = within(figure).getByRole('table', { name: 'Topics of Interest', hidden: true });
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .map((r) => r.textContent);
    expect(rows).toEqual(['TopicAccounts', 'Tech12,500', 'Music340', 'Travel–']);
  });

  test('German numbers in the table and the chart configuration', async () => {
    await renderApp(<Chart {...topics} />, { url: '/analysis', lang: 'de' });
    expect(screen.getByText('12.500')).toBeInTheDocument();
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    const props = drawn.at(-1) as { type: string; options: { locale: string } };
    expect(props.type).toBe('bar');
    expect(props.options.locale).toBe('de');
  });

  test('the data table is there for screen readers and shown on request', async () => {
    await renderApp(<Chart {...topics} />, { url: '/analysis', lang: 'de' });
    const toggle = screen.getByRole('button', { name: 'Daten als Tabelle anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(region.style.position).toBe('absolute'); // visually hidden, still in the document
    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Tabelle ausblenden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(region.style.position).toBe('');
    expect(within(region).getByRole('table')).toBeVisible();
  });

  test('markers of a line chart are a column of the data table, numbered as on the chart', async () => {
    await renderApp(
      <Chart
        kind="line"
        title="History"
        width={700}
        height={360}
        labels={['1 Mar', '2 Mar']}
        series={[{ label: 'Followers', values: [10, 12_410] }]}
        markers={[{ index: 1, label: '+12,400 followers', tone: 'alert' }]}
      />,
      { url: '/x', lang: 'en' },
    );
    const table = screen.getByRole('table', { name: 'History', hidden: true });
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .map((r) => r.textContent);
    expect(rows).toEqual(['CategoryFollowersEvents', '1 Mar10', '2 Mar12,4101. +12,400 followers']);
  });

  test('sizes: 700×400 bars and a 400×400 doughnut keep their proportions and maximum width', async () => {
    await renderApp(
      <>
        <Chart {...topics} />
        <Chart {...topics} kind="doughnut" title="Fake accounts" width={400} height={400} />
      </>,
      { url: '/analysis' },
    );
    const [bars, doughnut] = screen.getAllByRole('figure');
    expect(bars!.style.maxWidth).toBe('700px');
    expect(doughnut!.style.maxWidth).toBe('400px');
    await waitFor(() => expect(drawn.length).toBeGreaterThanOrEqual(2));
    const ratios = drawn.map((p) => (p.options as { aspectRatio: number }).aspectRatio);
    expect(ratios).toContain(1.75);
    expect(ratios).toContain(1);
  });

  test('no animation when the user prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await renderApp(<Chart {...topics} kind="line" title="Followers" />, { url: '/x' });
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    expect((drawn.at(-1)!.options as { animation: unknown }).animation).toBe(false);
  });

  test('with motion allowed the chart animates', async () => {
    await renderApp(<Chart {...topics} />, { url: '/x' });
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    expect((drawn.at(-1)!.options as { animation: unknown }).animation).not.toBe(false);
  });
});
