import { Image, type ImageProps } from '@mantine/core';
import { useState } from 'react';

/** A neutral silhouette, inline so that it never fails to load and needs no outside request. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" fill="#dee2e6"/>' +
      '<circle cx="32" cy="24" r="12" fill="#868e96"/>' +
      '<path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#868e96"/></svg>',
  );

/**
 * The picture to show for `src`: the default avatar when there is none or it failed to load.
 * The failed source is remembered, so that a new lookup with a new picture tries again.
 */
export function useFallbackSrc(src: string | null | undefined) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : DEFAULT_AVATAR;
  return {
    src: usable,
    onError: () => {
      if (usable !== DEFAULT_AVATAR) setFailed(usable);
    },
  };
}

export type AvatarImageProps = {
  /** The provider's picture; null or a failing URL shows {@link DEFAULT_AVATAR}. */
  src: string | null | undefined;
  /** Always required: say whose picture it is. */
  alt: string;
  /** Width and height in px. */
  size?: number;
  /** Default: a circle. */
  radius?: ImageProps['radius'];
};

/**
 * A profile picture that falls back to the default avatar when there is none or it fails to
 * load (spec 001 §9: "avatar falls back to a default image"; issue 4: for every screen).
 */
export function AvatarImage({ src, alt, size = 96, radius = size }: AvatarImageProps) {
  const picture = useFallbackSrc(src);
  return (
    <Image
      {...picture}
      alt={alt}
      w={size}
      h={size}
      radius={radius}
      fit="cover"
      style={{ flex: 'none' }}
    />
  );
}
