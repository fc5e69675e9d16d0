// Picture URLs of content rows: the same thumbnails as events (README "Images").
import { thumbnailsFor, type Thumbnails } from '../media/thumbnailsFor';

export type { Thumbnails };

export function imageThumbnails(origin: string, image: string | null): Thumbnails | null {
  return image ? thumbnailsFor(origin, image) : null;
}
