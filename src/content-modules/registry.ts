import type { ModuleItemModel, ModuleModel } from '~/server/db/module-tree'
import { defineModule } from './module-definition'
import type { RenderableModule } from './module-definition'
import { AnchorItemView } from './anchor-list/ItemView'
import { AnchorItemSchema, AnchorListSchema } from './anchor-list/schema'
import { AnchorListView } from './anchor-list/View'
import { AudioSchema } from './audio/schema'
import { AudioView } from './audio/View'
import { AudioSHSchema } from './audio-sh/schema'
import { AudioSHView } from './audio-sh/View'
import { BlogTeaserListSchema } from './blog-teaser-list/schema'
import { BlogTeaserListView } from './blog-teaser-list/View'
import { ContainerSchema } from './container/schema'
import { ContainerView } from './container/View'
import { EventItemView } from './event-list/ItemView'
import { EventItemSchema, EventListSchema } from './event-list/schema'
import { EventListView } from './event-list/View'
import { FaqItemView } from './faq/ItemView'
import { FaqItemSchema, FaqSchema } from './faq/schema'
import { FaqView } from './faq/View'
import { FormSchema } from './form/schema'
import { FormView } from './form/View'
import { FullTeaserSchema } from './full-teaser/schema'
import { FullTeaserView } from './full-teaser/View'
import { HeadlineSchema } from './headline/schema'
import { HeadlineView } from './headline/View'
import { HeroMediaSchema } from './hero-media/schema'
import { HeroMediaView } from './hero-media/View'
import { HighlightTeaserSchema } from './highlight-teaser/schema'
import { HighlightTeaserView } from './highlight-teaser/View'
import { HtmlSchema } from './html/schema'
import { HtmlView } from './html/View'
import { ImageSchema } from './image/schema'
import { ImageView } from './image/View'
import { ImageItemView } from './image-list/ItemView'
import { ImageItemSchema, ImageListSchema } from './image-list/schema'
import { ImageListView } from './image-list/View'
import { LinkSchema } from './link/schema'
import { LinkView } from './link/View'
import { LogoItemView } from './logo-list/ItemView'
import { LogoItemSchema, LogoListSchema } from './logo-list/schema'
import { LogoListView } from './logo-list/View'
import { QuoteSchema } from './quote/schema'
import { QuoteView } from './quote/View'
import { SectionSchema } from './section/schema'
import { SectionView } from './section/View'
import { SocialMediaSchema } from './social-media/schema'
import { SponsorsSchema } from './sponsors/schema'
import { SponsorsView } from './sponsors/View'
import { SocialMediaView } from './social-media/View'
import { TeaserItemView } from './teaser-list/ItemView'
import { TeaserItemSchema, TeaserListSchema } from './teaser-list/schema'
import { TeaserListView } from './teaser-list/View'
import { TextSchema } from './text/schema'
import { TextView } from './text/View'
import { TwoColumnsSchema } from './two-columns/schema'
import { TwoColumnsView } from './two-columns/View'
import { VenueSchema } from './venue/schema'
import { VenueView } from './venue/View'
import { VenueItemView } from './venue-list/ItemView'
import { VenueItemSchema, VenueListSchema } from './venue-list/schema'
import { VenueListView } from './venue-list/View'
import { VideoSchema } from './video/schema'
import { VideoView } from './video/View'
import { VideoItemView } from './video-list/ItemView'
import { VideoItemSchema, VideoListSchema } from './video-list/schema'
import { VideoListView } from './video-list/View'
import { VideoSHSchema } from './video-sh/schema'
import { VideoSHView } from './video-sh/View'
import { ViewerSchema } from './viewer/schema'
import { ViewerView } from './viewer/View'

/** Every model of decision 0003, modules and child items. */
export type RegisteredModel = ModuleModel | ModuleItemModel

/**
 * Model name → schema and view. The `satisfies` over all models makes a missing or misspelt model a type error;
 * `defineModule` checks that each view takes what its schema outputs.
 */
export const moduleRegistry = {
  HeadlineModule: defineModule(HeadlineSchema, HeadlineView),
  TextModule: defineModule(TextSchema, TextView),
  LinkModule: defineModule(LinkSchema, LinkView),
  ImageModule: defineModule(ImageSchema, ImageView),
  ImageListModule: defineModule(ImageListSchema, ImageListView),
  ImageItem: defineModule(ImageItemSchema, ImageItemView),
  VideoModule: defineModule(VideoSchema, VideoView),
  VideoSHModule: defineModule(VideoSHSchema, VideoSHView),
  VideoListModule: defineModule(VideoListSchema, VideoListView),
  VideoItem: defineModule(VideoItemSchema, VideoItemView),
  AudioModule: defineModule(AudioSchema, AudioView),
  AudioSHModule: defineModule(AudioSHSchema, AudioSHView),
  ViewerModule: defineModule(ViewerSchema, ViewerView),
  SocialMediaModule: defineModule(SocialMediaSchema, SocialMediaView),
  VenueModule: defineModule(VenueSchema, VenueView),
  VenueListModule: defineModule(VenueListSchema, VenueListView),
  VenueItem: defineModule(VenueItemSchema, VenueItemView),
  FullTeaserModule: defineModule(FullTeaserSchema, FullTeaserView),
  TeaserListModule: defineModule(TeaserListSchema, TeaserListView),
  TeaserItem: defineModule(TeaserItemSchema, TeaserItemView),
  QuoteModule: defineModule(QuoteSchema, QuoteView),
  FaqModule: defineModule(FaqSchema, FaqView),
  FaqItem: defineModule(FaqItemSchema, FaqItemView),
  HtmlModule: defineModule(HtmlSchema, HtmlView),
  LogoListModule: defineModule(LogoListSchema, LogoListView),
  LogoItem: defineModule(LogoItemSchema, LogoItemView),
  FormModule: defineModule(FormSchema, FormView),
  HeroMediaModule: defineModule(HeroMediaSchema, HeroMediaView),
  SectionModule: defineModule(SectionSchema, SectionView),
  BlogTeaserListModule: defineModule(BlogTeaserListSchema, BlogTeaserListView),
  TwoColumnsModule: defineModule(TwoColumnsSchema, TwoColumnsView),
  EventListModule: defineModule(EventListSchema, EventListView),
  EventItem: defineModule(EventItemSchema, EventItemView),
  HighlightTeaserModule: defineModule(HighlightTeaserSchema, HighlightTeaserView),
  AnchorListModule: defineModule(AnchorListSchema, AnchorListView),
  AnchorItem: defineModule(AnchorItemSchema, AnchorItemView),
  ContainerModule: defineModule(ContainerSchema, ContainerView),
  SponsorsModule: defineModule(SponsorsSchema, SponsorsView),
} satisfies { [Model in RegisteredModel]: RenderableModule }

export function isRegisteredModel(model: string): model is RegisteredModel {
  return Object.hasOwn(moduleRegistry, model)
}
