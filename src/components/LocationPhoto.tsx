import type { ImageSource } from '../domain/image';
import { Image } from './Image';

/**
 * A sampling point's photo from the content source (its CoverImg), cut to 16:9 so the box never changes
 * with the picture, loaded lazily; without one a branded placeholder of the same box: the brand colour,
 * a faint dot grid, a pin and the point's name (decorative there: the card's heading says the name).
 * Renders the same on the server and in islands (decision 0057).
 */
export function LocationPhoto({
  photo,
  name,
  city,
  width,
  resizing = false,
  eager = false,
  aspect = 'aspect-[16/9]',
  className = '',
}: {
  photo: ImageSource | null;
  name: string;
  city?: string;
  /** The CSS width it is shown at, for the resized sources. */
  width: number;
  resizing?: boolean;
  eager?: boolean;
  /** The box's aspect-ratio classes: 16:9 unless a list needs a flatter box on phones. */
  aspect?: string;
  className?: string;
}) {
  if (photo) {
    return (
      <Image
        image={{ ...photo, alt: photo.alt || name }}
        width={width}
        resizing={resizing}
        loading={eager ? 'eager' : 'lazy'}
        className={`block ${aspect} h-auto w-full bg-brand-50 object-cover ${className}`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-photo-placeholder=""
      className={`place-placeholder flex ${aspect} w-full flex-col justify-end p-4 text-white ${className}`}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11z" />
        <circle cx="12" cy="10" r="2.5" />
      </svg>
      <span className="mt-2 line-clamp-2 text-lg font-700 leading-tight">{name}</span>
      {city ? <span className="text-sm text-brand-100">{city}</span> : null}
    </div>
  );
}
