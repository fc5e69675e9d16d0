// One module of a CMS page by its type (spec 000 §3), switched exhaustively (docs/CONVENTIONS.md).
// Children of list modules are shown by their list; a type the site does not know shows nothing
// (the page reports it once, CmsPageScreen).
import { assertUnreachable } from '../../../../shared/assertUnreachable';
import type { ModuleData } from '../pageData';
import {
  AnchorListModule,
  FaqModule,
  HeadlineModule,
  HeroMediaModule,
  HtmlModule,
  ImageListModule,
  ImageModule,
  LinkModule,
  LogoListModule,
  QuoteModule,
  TeaserCard,
  TeaserListModule,
  TextModule,
  TwoColumnsModule,
} from './ContentModules';
import type { ModuleContext } from './moduleContext';
import { BlogTeaserListModule, EventListModule, HighlightTeaserModule, VenueListModule, VenueModule } from './DataModules';
import {
  AudioModule,
  FormModule,
  SelfHostedAudioModule,
  SelfHostedVideoModule,
  SocialMediaModule,
  VideoListModule,
  VideoModule,
  ViewerModule,
} from './EmbedModules';

export function ModuleView({ module, context }: { module: ModuleData; context: ModuleContext }) {
  switch (module.__typename) {
    case 'HeadlineModule':
      return <HeadlineModule module={module} />;
    case 'TextModule':
      return <TextModule module={module} />;
    case 'LinkModule':
      // spec 000 §3: a sticky link goes to the sticky navigation instead.
      return module.sticky ? null : <LinkModule module={module} />;
    case 'ImageModule':
      return <ImageModule module={module} context={context} />;
    case 'ImageListModule':
      return <ImageListModule module={module} context={context} />;
    case 'VideoModule':
      return <VideoModule module={module} />;
    case 'SelfHostedVideoModule':
      return <SelfHostedVideoModule module={module} context={context} />;
    case 'VideoListModule':
      return <VideoListModule module={module} context={context} />;
    case 'AudioModule':
      return <AudioModule module={module} />;
    case 'SelfHostedAudioModule':
      return <SelfHostedAudioModule module={module} />;
    case 'ViewerModule':
    case 'PdfViewerModule':
      return <ViewerModule module={module} />;
    case 'SocialMediaModule':
      return <SocialMediaModule module={module} />;
    case 'QuoteModule':
      return <QuoteModule module={module} />;
    case 'FaqModule':
      return <FaqModule module={module} />;
    case 'FullTeaserModule':
      return <TeaserCard module={module} context={context} full />;
    case 'TeaserListModule':
      return <TeaserListModule module={module} context={context} />;
    case 'TeaserItemModule':
      // Outside a list (an editor may place one alone): shown like a full teaser.
      return <TeaserCard module={module} context={context} full />;
    case 'VenueModule':
      return <VenueModule module={module} />;
    case 'VenueListModule':
      return <VenueListModule module={module} />;
    case 'HtmlModule':
      return <HtmlModule module={module} />;
    case 'LogoListModule':
      return <LogoListModule module={module} context={context} />;
    case 'FormModule':
      return <FormModule module={module} />;
    case 'HeroMediaModule':
      return <HeroMediaModule module={module} context={context} />;
    case 'BlogTeaserListModule':
      return <BlogTeaserListModule module={module} />;
    case 'TwoColumnsModule':
      return <TwoColumnsModule module={module} context={context} />;
    case 'EventListModule':
      return <EventListModule module={module} context={context} />;
    case 'HighlightTeaserModule':
      return <HighlightTeaserModule module={module} />;
    case 'AnchorListModule':
      return <AnchorListModule module={module} context={context} />;
    case 'UnknownModule':
      return null;
    default:
      return assertUnreachable(module);
  }
}
