// The catalogue's images as pages show them: their variants on the site's media host at the widths
// the layout needs (`srcset` and `sizes`, shared/ui/image-layouts.ts), where a photo has them: a <picture> whose <source type="image/avif"> a browser that decodes AVIF takes, and whose
// <img> has the WebP variants (each format at an address of its own: docs/images.md); at the
// upstream's own address otherwise (SVGs, GIFs, images on other hosts). The same markup on the
// server, in the browser and without JavaScript.
import { createContext, useContext, type ImgHTMLAttributes } from 'react';
import { preconnect, preload } from 'react-dom';
import type { SlideImage } from 'yet-another-react-lightbox';
import { resizablePath, resizedImageUrl, variantUrl, type ImageFormat, type MediaHosts } from '../data/image-url.ts';
import type { ImageLayout } from './image-layouts.ts';

/**
 * The origin of the uploads that have variants (the upstream's) and the media host that serves
 * them. The server knows them from its configuration and writes them on <html data-media-origin
 * data-variants-origin>, where the browser reads them. Undefined without a media host: every image
 * keeps its upload's address.
 */
export const MediaOriginContext = createContext<MediaHosts | undefined>(undefined);

export function useMediaOrigin(): MediaHosts | undefined {
  return useContext(MediaOriginContext);
}

export interface ResponsiveImage {
  /** The WebP variant of the largest width, or the source as it is. */
  src: string;
  /** The WebP variants. */
  srcSet?: string;
  /** The AVIF variants, for a <source type="image/avif">, and the largest of them. */
  avifSrcSet?: string;
  avifSrc?: string;
  sizes?: string;
}

const srcSetOf = (path: string, layout: ImageLayout, format: ImageFormat, variants: string) =>
  layout.widths.map((width) => `${variantUrl(path, width, format, variants)} ${width}w`).join(', ');

/** `src` with the layout's srcsets (AVIF and WebP) and sizes on the media host, or as it is. */
export function responsiveImage(src: string, layout: ImageLayout, mediaOrigin: MediaHosts | undefined): ResponsiveImage {
  const path = resizablePath(src, mediaOrigin?.uploads);
  if (path === undefined || !mediaOrigin || layout.widths.length === 0) return { src };
  const { variants } = mediaOrigin;
  return {
    src: variantUrl(path, layout.widths.at(-1)!, 'webp', variants),
    srcSet: srcSetOf(path, layout, 'webp', variants),
    avifSrcSet: srcSetOf(path, layout, 'avif', variants),
    avifSrc: variantUrl(path, layout.widths.at(-1)!, 'avif', variants),
    sizes: layout.sizes,
  };
}

/** The largest variant the layout offers, for a link that opens the image by itself. */
export function largestImage(src: string, layout: ImageLayout, mediaOrigin: MediaHosts | undefined): string {
  return responsiveImage(src, layout, mediaOrigin).src;
}

/**
 * A lightbox slide: its srcset for the lightbox to pick from (it works out the sizes from the box
 * it draws, and zooms up to the largest). The catalogue does not say how large its images are, so
 * each variant is taken to have the aspect the page shows them at (`height / width`).
 */
export function lightboxSlide(src: string, layout: ImageLayout, mediaOrigin: MediaHosts | undefined, aspect: number): Pick<SlideImage, 'src' | 'srcSet'> {
  const path = resizablePath(src, mediaOrigin?.uploads);
  if (path === undefined || !mediaOrigin || layout.widths.length === 0) return { src };
  // WebP: the lightbox draws plain <img> elements, with no <source> to offer AVIF in.
  const candidates = layout.widths.map((width) => ({ src: variantUrl(path, width, 'webp', mediaOrigin.variants), width, height: Math.round(width * aspect) }));
  return { src: candidates.at(-1)!.src, srcSet: candidates };
}

/** A CSS background of a small fixed box: the layout's one width on the media host (WebP), or the source. */
export function backgroundImage(src: string, layout: ImageLayout, mediaOrigin: MediaHosts | undefined): string {
  return resizedImageUrl(src, layout.widths[0]!, 'webp', mediaOrigin) ?? src;
}

/**
 * Opens the connection to an image's host early (a <link rel="preconnect"> in <head>) when the
 * image is in the first screen and not on the site's own host.
 */
function preconnectImage(url: string): void {
  // A path is on the site's own host: nothing to open, and no URL to parse.
  if (url.startsWith('/')) return;
  try {
    const { origin } = new URL(url);
    if (origin !== 'null') preconnect(origin);
  } catch {
    // A relative URL is on the site's own host: nothing to open.
  }
}

export type SizedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  layout: ImageLayout;
};

/**
 * An <img> of a catalogue image, in a <picture> with its AVIF variants where the photo has them.
 * Its other attributes (alt, width and height, which keep the box from moving, loading,
 * fetchPriority) are given as for any <img>. One with fetchPriority="high" also opens its host's
 * connection early, and its AVIF variants are preloaded: React preloads a first-screen <img> by
 * itself, but not one inside a <picture> (it cannot know which source the browser takes), and
 * a browser that does not decode AVIF skips a preload of that type.
 */
export function SizedImage({ src, layout, className, ...attributes }: SizedImageProps) {
  const image = responsiveImage(src, layout, useMediaOrigin());
  if (attributes.fetchPriority === 'high') {
    preconnectImage(image.src);
    if (image.avifSrc)
      preload(image.avifSrc, { as: 'image', type: 'image/avif', imageSrcSet: image.avifSrcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  }
  // biome-ignore lint/a11y/useAltText: alt comes with the other attributes, as for any <img>; axe checks every page's images.
  const img = <img className={className} src={image.src} srcSet={image.srcSet} sizes={image.sizes} {...attributes} />;
  if (!image.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={image.sizes} />
      {img}
    </picture>
  );
}
