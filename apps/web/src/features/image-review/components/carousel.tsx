import { ActionIcon, Box, Button, Group, Image, Paper, Text, Title } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_MAX_IMAGES,
  type ReviewItem,
} from '@vigil/shared/image-review';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformNames } from '../api/image-review-api';

/**
 * The carousel (spec 000 §9): up to 16 images, advancing every 1000 ms; a click opens the
 * detail view. It pauses while hovered or focused, on the pause button, and never moves by
 * itself when the user prefers reduced motion (the arrows still page through it).
 */
export function Carousel({ items }: { items: ReviewItem[] }) {
  const { t } = useTranslation('imageReview');
  const images = items.slice(0, CAROUSEL_MAX_IMAGES);
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const visible = Math.min(images.length, narrow ? 2 : 4);
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const moving = !reduceMotion && !hovered && !focused && !paused && images.length > 1;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setStart((s) => (s + 1) % images.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving, images.length]);

  if (images.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('carousel.empty')}
      </Text>
    );
  }
  const shown = Array.from({ length: visible }, (_, i) => images[(start + i) % images.length]!);
  const step = (d: number) => setStart((s) => (s + d + images.length) % images.length);

  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-moving={moving}
      data-held={[
        hovered && 'hover',
        focused && 'focus',
        paused && 'paused',
        reduceMotion && 'reduced-motion',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4">
          {t('carousel.title')}
        </Title>
        <Group gap="xs">
          <ActionIcon variant="default" aria-label={t('previous')} onClick={() => step(-1)}>
            ‹
          </ActionIcon>
          <ActionIcon variant="default" aria-label={t('next')} onClick={() => step(1)}>
            ›
          </ActionIcon>
          {!reduceMotion && (
            <Button size="xs" variant="default" onClick={() => setPaused((p) => !p)}>
              {paused ? t('carousel.play') : t('carousel.pause')}
            </Button>
          )}
        </Group>
      </Group>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))`,
          gap: 8,
        }}
        aria-live="off"
      >
        {shown.map((item, i) => (
          <Link
            key={`${item.id}-${i}`}
            to={`/detail/${item.id}`}
            aria-label={t('carousel.open', {
              username: item.username,
              platform: platformNames[item.platform],
            })}
            style={{ display: 'block', borderRadius: 6, overflow: 'hidden', lineHeight: 0 }}
            data-testid="carousel-slide"
          >
            <Image
              src={item.imageSrc}
              alt=""
              h={120}
              fit="cover"
              style={{ filter: 'blur(12px)' }}
            />
          </Link>
        ))}
      </Box>
      <Text size="xs" c="gray.7" mt={4}>
        {t('carousel.slide', { n: start + 1, total: images.length })}
      </Text>
    </Paper>
  );
}
