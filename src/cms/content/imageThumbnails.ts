// Picture URLs of content rows: the same renditions as events (README "Storage").
import { mediaUrl } from '../api/listEvents';
import { renditionPath } from '../media/ensureMedia';

export interface Thumbnails {
  small: string;
  large: string;
}

export function imageThumbnails(origin: string, image: string | null): Thumbnails | null {
  if (!image) return null;
  return { small: mediaUrl(origin, renditionPath(image, 'small')), large: mediaUrl(origin, renditionPath(image, 'large')) };
}
