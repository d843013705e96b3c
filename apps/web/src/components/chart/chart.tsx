import { Box, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { lazy, Suspense, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton } from '../disclosure-button';
import { numberedMarkers, numberFormatter, type ChartData } from './chart-spec';

// chart.js and react-chartjs-2 load only when a chart is drawn (initial JS budget, DESIGN §9).
const ChartCanvas = lazy(() => import('./chart-canvas'));

/** Hidden on screen, read by screen readers. */
const srOnly: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export type ChartProps = ChartData & {
  /** The figure caption and the canvas's accessible name. */
  title: string;
  /** Size in px (spec: 400×400 doughnut, 700×400 bars); narrower screens scale it down. */
  width: number;
  height: number;
  /** Show the data table from the start; it is always there for screen readers. */
  tableVisible?: boolean;
};

/**
 * THE chart: doughnut, bar, horizontal bar or line on chart.js (lazy), in a figure with its
 * caption, a legend and data labels in the locale's number format, colours with enough
 * contrast, no animation when the user prefers reduced motion, and a data table with the same
 * numbers (visually hidden until "Show the data as a table").
 */
export function Chart({ title, width, height, tableVisible = false, ...chart }: ChartProps) {
  const { t, i18n } = useTranslation('chart');
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [showTable, setShowTable] = useState(tableVisible);
  const tableId = useId();
  const captionId = useId();
  const locale = i18n.language;
  const format = numberFormatter(locale, chart.numberFormat);
  const markers = chart.kind === 'line' ? numberedMarkers(chart.markers) : [];
  const eventsAt = (i: number) =>
    markers
      .filter((m) => m.index === i)
      .map((m) => `${m.n}. ${m.label}`)
      .join('; ');

  return (
    <Stack
      component="figure"
      aria-labelledby={captionId}
      gap="xs"
      m={0}
      w="100%"
      style={{ maxWidth: `${width}px` }}
    >
      <Text component="figcaption" id={captionId} fw={700}>
        {title}
      </Text>
      <Box pos="relative" w="100%" style={{ aspectRatio: `${width} / ${height}` }}>
        <Suspense fallback={<Skeleton h="100%" w="100%" aria-label={t('loading')} role="img" />}>
          <ChartCanvas
            chart={chart}
            label={title}
            locale={locale}
            animate={!reduceMotion}
            width={width}
            height={height}
          />
        </Suspense>
      </Box>
      <DisclosureButton
        variant="subtle"
        open={showTable}
        onToggle={setShowTable}
        controls={tableId}
        show={t('showTable')}
        hide={t('hideTable')}
      />
      <Table.ScrollContainer
        minWidth={0}
        type="native"
        id={tableId}
        style={showTable ? undefined : srOnly}
      >
        <Table withTableBorder withColumnBorders fz="sm">
          <caption style={srOnly}>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{chart.categoryAxisLabel ?? t('category')}</Table.Th>
              {chart.series.map((s) => (
                <Table.Th key={s.label} scope="col" style={{ textAlign: 'right' }}>
                  {s.label || t('value')}
                </Table.Th>
              ))}
              {markers.length > 0 && <Table.Th scope="col">{t('events')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chart.labels.map((label, i) => (
              <Table.Tr key={i}>
                <Table.Th scope="row" fw={400}>
                  {label}
                </Table.Th>
                {chart.series.map((s) => {
                  const value = s.values[i];
                  return (
                    <Table.Td key={s.label} style={{ textAlign: 'right' }}>
                      {typeof value === 'number' ? format(value) : t('noValue')}
                    </Table.Td>
                  );
                })}
                {markers.length > 0 && <Table.Td>{eventsAt(i)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
