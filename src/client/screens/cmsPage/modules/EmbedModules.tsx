// The modules that show another provider's content (spec 000 §3): video (YouTube, Vimeo), audio
// (SoundCloud, Spotify, podigee), viewer and PDF viewer (issuu), social media posts and the HubSpot
// form. Each waits behind the external-media group's two-click placeholder (spec 000 §1) and then
// frames the page the gateway read from the editor's input; the site's CSP allows exactly these
// frames' origins (src/shared/embeds.ts). Self-hosted video and audio come from the site's own origin.
import { ExternalMediaPlaceholder } from '../../../components/ExternalMediaPlaceholder';
import { hubspotFormEmbedOf } from '../../../../shared/embeds';
import { useT } from '../../../i18n';
import { modulesOf, type ModuleOf } from '../pageData';
import { ModulePicture } from './ContentModules';
import type { ModuleContext } from './moduleContext';
import { ListItemSlot } from './ListItemSlot';

function EmbedFrame({ url, title, kind }: { url: string; title: string; kind: 'video' | 'audio' | 'document' | 'social' | 'form' }) {
  return (
    <div className={`cms-embed cms-embed--${kind}`}>
      <iframe
        className="cms-embed__frame"
        src={url}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow={kind === 'video' ? 'fullscreen; picture-in-picture; encrypted-media' : kind === 'audio' ? 'encrypted-media' : undefined}
        allowFullScreen={kind === 'video' || kind === 'document'}
      />
    </div>
  );
}

export function VideoModule({ module }: { module: ModuleOf<'VideoModule'> }) {
  const t = useT();
  if (!module.embedUrl) return null;
  const provider = module.embedUrl.startsWith('https://player.vimeo.com') ? 'Vimeo' : 'YouTube';
  const title = module.title ?? t('cms.videoTitle', { provider });
  return (
    <figure className="cms-media">
      <ExternalMediaPlaceholder provider={provider}>
        <EmbedFrame url={module.embedUrl} title={title} kind="video" />
      </ExternalMediaPlaceholder>
      {module.title ? <figcaption className="cms-media__caption">{module.title}</figcaption> : null}
    </figure>
  );
}

export function SelfHostedVideoModule({ module, context }: { module: ModuleOf<'SelfHostedVideoModule'>; context: ModuleContext }) {
  const t = useT();
  if (!module.fileUrl) return null;
  const poster = module.image?.large ?? module.image?.small ?? undefined;
  return (
    <figure className="cms-media">
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- the media library (spec 000 §3 self-hosted video: file, image, title) carries no caption track to offer */}
      <video
        className="cms-media__video"
        controls
        preload="none"
        playsInline
        poster={poster}
        aria-label={module.title ?? t('cms.videoTitle', { provider: t('cms.ownMedia') })}
      >
        <source src={module.fileUrl} />
        {/* Browsers without video support show the poster picture's alternative instead. */}
        {module.image ? (
          <ModulePicture image={module.image} eager={context.eager} priority={context.priorityPicture === module.id} />
        ) : null}
      </video>
      {module.title ? <figcaption className="cms-media__caption">{module.title}</figcaption> : null}
    </figure>
  );
}

export function VideoListModule({ module, context }: { module: ModuleOf<'VideoListModule'>; context: ModuleContext }) {
  const videos = modulesOf(module.childIds, context.index);
  return (
    <section className="cms-video-list" aria-label={module.headline ?? undefined}>
      {module.headline ? <h2 className="cms-video-list__headline">{module.headline}</h2> : null}
      <ul className="cms-video-list__items">
        {videos.map((video) =>
          video.__typename === 'VideoModule' ? (
            <li key={video.id}>
              <ListItemSlot list={module} ids={module.childIds} item={video} context={context}>
                <VideoModule module={video} />
              </ListItemSlot>
            </li>
          ) : video.__typename === 'SelfHostedVideoModule' ? (
            <li key={video.id}>
              <ListItemSlot list={module} ids={module.childIds} item={video} context={context}>
                <SelfHostedVideoModule module={video} context={context} />
              </ListItemSlot>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

export function AudioModule({ module }: { module: ModuleOf<'AudioModule'> }) {
  const t = useT();
  if (!module.embedUrl) return null;
  const provider = module.provider ?? 'Audio';
  return (
    <ExternalMediaPlaceholder provider={provider}>
      <EmbedFrame url={module.embedUrl} title={t('cms.audioTitle', { provider })} kind="audio" />
    </ExternalMediaPlaceholder>
  );
}

export function SelfHostedAudioModule({ module }: { module: ModuleOf<'SelfHostedAudioModule'> }) {
  const t = useT();
  if (!module.fileUrl) return null;
  return (
    <figure className="cms-media cms-media--audio">
      {module.title ? <figcaption className="cms-media__caption">{module.title}</figcaption> : null}
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- spec 000 §3 self-hosted audio has a file and a title, no transcript or caption track */}
      <audio
        className="cms-media__audio"
        controls
        preload="none"
        src={module.fileUrl}
        aria-label={module.title ?? t('cms.audioTitle', { provider: t('cms.ownMedia') })}
      />
    </figure>
  );
}

export function ViewerModule({ module }: { module: ModuleOf<'ViewerModule'> | ModuleOf<'PdfViewerModule'> }) {
  const t = useT();
  if (!module.embedUrl) return null;
  const provider = module.provider ?? 'issuu';
  return (
    <ExternalMediaPlaceholder provider={provider}>
      <EmbedFrame
        url={module.embedUrl}
        title={t(module.__typename === 'PdfViewerModule' ? 'cms.pdfTitle' : 'cms.viewerTitle', { provider })}
        kind="document"
      />
    </ExternalMediaPlaceholder>
  );
}

export function SocialMediaModule({ module }: { module: ModuleOf<'SocialMediaModule'> }) {
  const t = useT();
  if (!module.embedUrl) return null;
  const provider = module.provider ?? 'Social Media';
  return (
    <ExternalMediaPlaceholder provider={provider}>
      <EmbedFrame url={module.embedUrl} title={t('cms.socialTitle', { provider })} kind="social" />
    </ExternalMediaPlaceholder>
  );
}

export function FormModule({ module }: { module: ModuleOf<'FormModule'> }) {
  const t = useT();
  const target = hubspotFormEmbedOf(module.hubspotId);
  if (!target) return null;
  return (
    <ExternalMediaPlaceholder provider={target.provider}>
      <EmbedFrame url={target.url} title={t('cms.formTitle')} kind="form" />
    </ExternalMediaPlaceholder>
  );
}
