/**
 * Image with fallback: when the image fails, its fallback source is tried; when that fails too (or there
 * is none) a grey placeholder with the same accessible name takes its place.
 */
import { useState } from 'react';
import './blocks.css';

export interface FallbackImageProps {
  src: string;
  alt: string;
  fallbackSrc?: string;
  width?: number;
  height?: number;
  className?: string;
  placeholderClassName?: string;
}

export function FallbackImage({
  src,
  alt,
  fallbackSrc,
  width,
  height,
  className,
  placeholderClassName = 'td-image-placeholder',
}: FallbackImageProps) {
  // The sources that failed; a new src starts afresh because it is not among them.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = [src, fallbackSrc].find((candidate) => candidate && !failed.has(candidate));
  if (!current) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={placeholderClassName}
        style={{ width, height }}
        data-placeholder=""
      />
    );
  }
  return (
    <img
      src={current}
      alt={alt}
      width={width}
      height={height}
      className={className}
      onError={() => setFailed((previous) => new Set(previous).add(current))}
    />
  );
}
