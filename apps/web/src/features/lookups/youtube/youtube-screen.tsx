import { Box, Button, Image, List, Stack, Text, Title } from '@mantine/core';
import type { LookupReply } from '@vigil/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AvatarImage,
  ExternalLink,
  formatAgo,
  LookupError,
  LookupLoading,
  LookupMeta,
  parseEnglishAgo,
  PlatformLookupScreen,
  ResultCard,
  SectionCard,
  useLookupErrorText,
  useLookupFormat,
} from '../kit';
import { useYoutubeSuggestions, type SuggestionsSearch } from './use-youtube-suggestions';

/** The first banner; one that fails to load is left out rather than shown broken. */
function Banner({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <Image src={src} alt={alt} radius="sm" mah={200} fit="cover" onError={() => setFailed(src)} />
  );
}

/** A 'Label:' line followed by its value. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ overflowWrap: 'break-word' }}>
      <Text span fw={600}>
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

/**
 * The channel details block (spec 001 §2): only the parts the channel has. The avatar and the
 * banner live on YouTube's servers (yt3.ggpht.com, googleusercontent.com): loading them tells
 * Google who looks at which channel, so they load only after the visitor asks (`pictures`);
 * until then the local default avatar stands in and the screen says why.
 */
function ChannelDetails({
  reply,
  pictures,
  onShowPictures,
}: {
  reply: LookupReply<'youtubeChannel'>;
  pictures: boolean;
  onShowPictures: () => void;
}) {
  const { t } = useTranslation('youtube');
  const format = useLookupFormat();
  const headingId = useId();
  const linksId = useId();
  const bannerId = useId();
  const { channel } = reply;
  const hasPictures = channel.avatars.length > 0 || Boolean(channel.bannerUrl);
  return (
    <ResultCard headingId={headingId}>
      <Stack gap="sm">
        <LookupMeta meta={reply} />
        <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'break-word' }}>
          {channel.title}
        </Title>
        {/* The largest avatar (the server picks it); only when the list is non-empty. */}
        {channel.avatars.length > 0 && (
          <AvatarImage src={pictures ? channel.avatarUrl : null} alt={channel.title} size={88} />
        )}
        {hasPictures && !pictures && (
          <Stack gap={6} align="flex-start" data-testid="youtube-pictures-consent">
            <Text size="sm" c="gray.7">
              {t('pictures.notice')}
            </Text>
            <Button variant="default" size="compact-sm" onClick={onShowPictures}>
              {t('pictures.show')}
            </Button>
          </Stack>
        )}
        <Line label={t('channel.description')}>{channel.description ?? ''}</Line>
        <Line label={t('channel.subscribers')}>{format.number(channel.subscriberCount)}</Line>
        {channel.links.length > 0 && (
          <div>
            <Text fw={600} id={linksId}>
              {t('channel.links')}
            </Text>
            <List
              aria-labelledby={linksId}
              size="sm"
              styles={{ itemWrapper: { display: 'block' } }}
            >
              {channel.links.map((link) => (
                <List.Item key={`${link.label}|${link.url}`}>
                  <ExternalLink href={link.url}>{link.label}</ExternalLink>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {pictures && channel.banners.length > 0 && channel.bannerUrl && (
          <Box component="figure" m={0} aria-labelledby={bannerId}>
            <Text fw={600} id={bannerId} component="figcaption" mb={4}>
              {t('channel.banner')}
            </Text>
            <Banner
              src={channel.bannerUrl}
              alt={t('channel.bannerAlt', { title: channel.title })}
            />
          </Box>
        )}
      </Stack>
    </ResultCard>
  );
}

/** 'Suggestions' with 'Load more' (more videos by the continuation token, appended). */
function Suggestions({ search }: { search: SuggestionsSearch }) {
  const { t } = useTranslation('youtube');
  const format = useLookupFormat();
  const errorText = useLookupErrorText();
  const suggestions = useYoutubeSuggestions(search);
  if (suggestions.isPending) return <LookupLoading label={t('loadingSuggestions')} />;
  if (suggestions.isError && !suggestions.isFetchNextPageError) {
    return <LookupError>{t('errors.suggestionsFailed')}</LookupError>;
  }
  const pages = suggestions.data?.pages ?? [];
  const videos = pages.flatMap((p) => p.videos);
  /**
   * The provider's age text is English ('1 days ago'): said again in the reader's language
   * ('yesterday', 'vor 3 Wochen'); a text of another form is left out, never shown foreign.
   */
  const published = (text: string | null) => {
    const ms = parseEnglishAgo(text);
    return ms === null ? null : formatAgo(ms, format.language);
  };
  const first = pages[0];
  if (!first || videos.length === 0) {
    return <LookupError>{t('errors.noSuggestions')}</LookupError>;
  }
  return (
    <SectionCard title={t('suggestions.title')} gap="sm">
      <LookupMeta meta={first} />
      {/* Mantine's item wrapper is inline-flex (as wide as its longest word): a block lets a
            long title wrap inside the card. */}
      <List
        spacing={6}
        style={{ overflowWrap: 'break-word' }}
        styles={{ itemWrapper: { display: 'block' } }}
      >
        {videos.map((video, i) => (
          <List.Item key={`${video.id ?? ''}|${i}`}>
            <Text span>{video.title}</Text>
            {(video.views !== null || published(video.publishedText)) && (
              <Text span size="sm" c="gray.7">
                {' · '}
                {[
                  video.views === null
                    ? null
                    : t('suggestions.views', {
                        count: video.views,
                        formatted: format.number(video.views),
                      }),
                  published(video.publishedText),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {suggestions.isFetchNextPageError && (
        <LookupError>
          {t('errors.failed', { message: errorText(suggestions.error, 'youtube') })}
        </LookupError>
      )}
      {suggestions.hasNextPage && (
        <Box>
          <Button
            variant="default"
            loading={suggestions.isFetchingNextPage}
            disabled={suggestions.isFetchingNextPage}
            onClick={() => void suggestions.fetchNextPage()}
          >
            {t('suggestions.loadMore')}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}

/**
 * 'Youtube' (spec 001 §2, §4, §8): 'Search' loads the channel details by id and the suggestions
 * for the same text. Unlike the old app, a failed channel lookup is shown, and a new search
 * clears the previous error.
 */
export function YoutubeScreen() {
  const { t } = useTranslation('youtube');
  const errorText = useLookupErrorText();
  const [search, setSearch] = useState<SuggestionsSearch | null>(null);
  // Asked once per visit of the screen: later channels show their pictures too.
  const [pictures, setPictures] = useState(false);

  return (
    <PlatformLookupScreen
      endpoint="youtubeChannel"
      title={t('title')}
      maw={1100}
      field={{
        name: 'id',
        label: t('form.label'),
        placeholder: t('form.placeholder'),
        hideLabel: true,
        width: 300,
      }}
      submitLabel={t('form.submit')}
      onLookup={({ id }) => setSearch((prev) => ({ q: id, n: (prev?.n ?? 0) + 1 }))}
      loadingLabel={t('loading')}
      failure={(error) => t('errors.failed', { message: errorText(error, 'youtube') })}
      result={(data) => (
        <ChannelDetails reply={data} pictures={pictures} onShowPictures={() => setPictures(true)} />
      )}
      after={search && <Suggestions key={`${search.q}|${search.n}`} search={search} />}
    />
  );
}
