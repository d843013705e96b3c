import { Image } from '@mantine/core';
import { useFallbackSrc } from './avatar-image';

/** A post picture; null or a failing URL shows the default picture instead of a broken image. */
export function PostImage({ src, alt }: { src: string | null; alt: string }) {
  const picture = useFallbackSrc(src);
  return <Image {...picture} alt={alt} radius="sm" mah={320} fit="cover" />;
}
