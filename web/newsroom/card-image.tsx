'use client';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/**
 * A card's image: when it fails to load (also before the page hydrated), its category placeholder
 * (`placeholder`, newsroom/card-model.ts) is shown instead, without the srcset.
 */
export function CardImage({
  placeholder,
  src,
  srcSet,
  sizes,
  alt,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & { src: string; alt: string; placeholder: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      {...rest}
      alt={alt}
      src={failed ? placeholder : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      data-placeholder={placeholder}
      onError={() => setFailed(true)}
    />
  );
}
