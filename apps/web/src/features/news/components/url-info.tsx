import {
  Anchor,
  Badge,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Bias, UrlInfo } from '@vigil/shared/news';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { NotKnown } from '../../../components/provenance';
import { BreakableText } from '../../../lib/breakable-text';
import { useFormat } from '../../../lib/format';

const DOI_URL = 'https://doi.org/10.1093/pnasnexus/pgad286';

/** A bias value of the fixed scale in the UI language; other texts ('n/a', edits) as they are. */
function useBiasText() {
  const { t, i18n } = useTranslation('news');
  return (value: string) =>
    i18n.exists(`news:bias.${value}`) ? t(`bias.${value as Bias}`) : value;
}

/**
 * The result under 'URL Information' (spec 002 "News outlet evaluation"): every field of the
 * URL info, status 'Accepted' / 'Not Accepted', the logo only when set, 'Overall trustability
 * Scoring' (= trustedByPercent); then the product's multi-rater view and the bias history.
 */
export function UrlInfoView({ info }: { info: UrlInfo }) {
  const { t } = useTranslation('news');
  const f = useFormat();
  const biasText = useBiasText();
  const percent = (n: number) => `${f.number(n, { maximumFractionDigits: 1 })} %`;
  // A count no source provides is 'k.A.' / 'n/a', never a 0 that reads as measured.
  const count = (n: number | null): ReactNode => (n === null ? <NotKnown /> : f.number(n));
  const biasOverYears =
    info.history.some((h) => h.bias) && info.biasOverYears !== 'n/a'
      ? info.history
          .filter((h) => h.bias)
          .map((h) => `${h.year}: ${biasText(h.bias!)}`)
          .join(', ')
      : info.biasOverYears;
  const logoShown = info.logo !== '' && info.logo !== 'n/a';

  const rows: [string, ReactNode][] = [
    [
      t('info.url'),
      <BreakableText key="u" kind="url">
        {info.url ?? ''}
      </BreakableText>,
    ],
    [
      t('info.status'),
      <Badge key="s" color={info.valid ? 'teal' : 'red'} variant="light" tt="none">
        {info.valid ? t('info.accepted') : t('info.notAccepted')}
      </Badge>,
    ],
    [t('info.createdAt'), f.dateTime(info.created_at)],
    [t('info.count'), f.number(info.count)],
    [t('info.fakeProbability'), percent(info.fakeProbability)],
    [t('info.shortInfo'), info.shortInfo],
    [t('info.name'), info.name],
    [t('info.established'), info.established],
    [t('info.awards'), count(info.awards)],
    [t('info.previousNames'), info.previousNames],
    [t('info.employees'), count(info.employees)],
    ...(logoShown
      ? ([
          [
            t('info.logo'),
            <Image
              key="l"
              src={info.logo}
              alt={t('info.logoAlt', { name: info.name })}
              w={120}
              fit="contain"
            />,
          ],
        ] as [string, ReactNode][])
      : []),
    [t('info.politicalOrientation'), biasText(info.politicalOrientation)],
    [t('info.biasOverYears'), biasOverYears],
    [t('info.biasThisYear'), biasText(info.biasThisYear)],
    [t('info.falseReports'), count(info.falseReports)],
    [t('info.uncoveringReports'), count(info.uncoveringReports)],
    [t('info.trustedByPercent'), percent(info.trustedByPercent)],
  ];

  const withBias = info.history.filter((h) => h.position !== null);
  const withQuality = info.history.filter((h) => h.quality !== null);

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2}>{t('info.heading')}</Title>
          <Group gap="sm" align="baseline">
            <Text fw={700} fz="lg">
              {t('info.overall')}:
            </Text>
            <Text fw={700} fz="xl" data-testid="overall-score">
              {percent(info.trustedByPercent)}
            </Text>
          </Group>
          <Table variant="vertical" layout="fixed" data-testid="url-info">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" w="40%" style={{ verticalAlign: 'top' }}>
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text fz="sm" c="gray.7">
            {t('info.factsFrom', { source: t(`info.factsSource.${info.factsSource}`) })}
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2}>{t('raters.heading')}</Title>
          <Table
            striped
            fz="sm"
            layout="fixed"
            data-testid="raters"
            style={{ overflowWrap: 'anywhere' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('raters.source')}</Table.Th>
                <Table.Th>{t('raters.year')}</Table.Th>
                <Table.Th>{t('raters.quality')}</Table.Th>
                <Table.Th>{t('raters.bias')}</Table.Th>
                <Table.Th>{t('raters.factuality')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {info.ratings.map((r) => (
                <Table.Tr key={`${r.source}-${r.year}`}>
                  <Table.Td>{r.source}</Table.Td>
                  <Table.Td>{r.year}</Table.Td>
                  <Table.Td>
                    {r.quality === null
                      ? t('raters.none')
                      : f.number(r.quality, { maximumFractionDigits: 2 })}
                  </Table.Td>
                  <Table.Td>{r.bias ? biasText(r.bias) : t('raters.none')}</Table.Td>
                  <Table.Td>{r.factuality ?? t('raters.none')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text data-testid="reviewers">
            {info.review
              ? t('raters.reviewers', {
                  status: t(`review.statusValue.${info.review.status}`),
                })
              : t('raters.notReviewed')}
          </Text>
          {info.review && info.review.political_orientation !== 'n/a' && (
            <Text>
              {t('raters.reviewersBias', { bias: biasText(info.review.political_orientation) })}
            </Text>
          )}
          <Text fz="sm" c="gray.7">
            {t('analysis.citation')}{' '}
            <Anchor href={DOI_URL} target="_blank" rel="noopener noreferrer">
              {t('analysis.citationLink')}
              <VisuallyHidden> {t('review.newTab')}</VisuallyHidden>
            </Anchor>
          </Text>
        </Stack>
      </Paper>

      {withBias.length > 0 ? (
        <Chart
          kind="line"
          title={t('history.chartTitle')}
          width={700}
          height={320}
          labels={withBias.map((h) => String(h.year))}
          series={[{ label: t('history.series'), values: withBias.map((h) => h.position) }]}
          valueAxisLabel={t('history.axis')}
          categoryAxisLabel={t('history.year')}
          dataLabels
        />
      ) : (
        withQuality.length > 0 && (
          <Chart
            kind="bar"
            title={t('history.qualityTitle')}
            width={700}
            height={320}
            labels={withQuality.map((h) => String(h.year))}
            series={[
              {
                label: t('history.qualitySeries'),
                values: withQuality.map((h) => Math.round((h.quality ?? 0) * 1000) / 10),
              },
            ]}
            valueAxisLabel={t('history.qualityAxis')}
            categoryAxisLabel={t('history.year')}
          />
        )
      )}
    </Stack>
  );
}
