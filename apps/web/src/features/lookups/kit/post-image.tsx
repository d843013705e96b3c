import { Image } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_AVATAR } from './avatar-image';

/** A post picture; null or a failing URL shows the default picture instead of a broken image. */
export function PostImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : DEFAULT_AVATAR;
  return (
    <Image
      src={usable}
      alt={alt}
      radius="sm"
      mah={320}
      fit="cover"
      onError={() => {
        if (usable !== DEFAULT_AVATAR) setFailed(usable);
      }}
    />
  );
}
