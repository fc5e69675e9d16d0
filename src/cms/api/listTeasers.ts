// GET /{lang}/api/teasers/ (spec 001 §2, §3 "Teaser"; README "Endpoints").
import type { Queryable } from '../db/openDatabase';
import { IMAGE_RENDITIONS } from '../media/ensureMedia';
import { thumbnailsFor, type ImageSources } from '../media/thumbnailsFor';
import type { Locale } from '../../shared/locales';

interface TeaserRow {
  id: number;
  name: string;
  link_url: string;
  preline: string;
  headline: string;
  subline: string;
  link_text: string;
  image: string | null;
  image_alt: string;
  position: string;
  style3: boolean;
}

export interface TeaserPayload {
  id: number;
  name: string;
  link: { url: string };
  preline: string;
  headline: string;
  subline: string;
  link_text: string;
  image_obj: { url: string; alt: string; width: number; height: number } | null;
  image_thumbnails: { large: string; sources: ImageSources } | null;
  position: string;
  style3: boolean;
}

/** All teasers by position; the site merges them into the event list itself (spec 001 §2). */
export async function listTeasers(db: Queryable, lang: Locale, origin: string): Promise<TeaserPayload[]> {
  // to_char: node-postgres would turn a `date` into a local-midnight JS Date.
  const { rows } = await db.query<TeaserRow>(
    `SELECT id, name, link_url_${lang} AS link_url, preline_${lang} AS preline, headline_${lang} AS headline,
       subline_${lang} AS subline, link_text_${lang} AS link_text, image, image_alt_${lang} AS image_alt,
       to_char(position, 'YYYY-MM-DD') AS position, style3
     FROM teasers ORDER BY position, id`,
  );
  const large = IMAGE_RENDITIONS.large;
  return rows.map((row) => {
    const thumbnails = row.image ? thumbnailsFor(origin, row.image) : null;
    const image = thumbnails?.large ?? null;
    return {
      id: row.id,
      name: row.name,
      link: { url: row.link_url },
      preline: row.preline,
      headline: row.headline,
      subline: row.subline,
      link_text: row.link_text,
      image_obj: image ? { url: image, alt: row.image_alt, width: large.width, height: large.height } : null,
      // Only `large` of the stored renditions, as before: the stage teaser is a wide picture.
      image_thumbnails: thumbnails ? { large: thumbnails.large, sources: thumbnails.sources } : null,
      position: row.position,
      style3: row.style3,
    };
  });
}
