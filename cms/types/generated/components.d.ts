import type { Schema, Struct } from '@strapi/strapi';

export interface ArticleText extends Struct.ComponentSchema {
  collectionName: 'components_article_text';
  info: {
    description: 'HTML text of an article.';
    displayName: 'article.text';
    icon: 'feather';
  };
  attributes: {
    content: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
  };
}

export interface BlocksArticleCta extends Struct.ComponentSchema {
  collectionName: 'components_blocks_article_cta';
  info: {
    description: 'Article call to action.';
    displayName: 'ArticleCta';
    icon: 'cursor';
  };
  attributes: {
    content: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    ctaLabel: Schema.Attribute.String;
    ctaUrl: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    openNewWindow: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksArticleHero extends Struct.ComponentSchema {
  collectionName: 'components_blocks_article_hero';
  info: {
    description: 'Article hero image with lead text.';
    displayName: 'ArticleHero';
    icon: 'landscape';
  };
  attributes: {
    caption: Schema.Attribute.String;
    credit: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    leadText: Schema.Attribute.Text;
    media: Schema.Attribute.Media<'images'>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksArticleImageToSide extends Struct.ComponentSchema {
  collectionName: 'components_blocks_article_image_to_side';
  info: {
    description: 'HTML content with an image to the side.';
    displayName: 'ArticleImageToSide';
    icon: 'picture';
  };
  attributes: {
    caption: Schema.Attribute.String;
    content: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    reversed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    sectionImage: Schema.Attribute.Media<'images'>;
    size: Schema.Attribute.Enumeration<['small', 'medium', 'large']> & Schema.Attribute.DefaultTo<'medium'>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksArticleQuote extends Struct.ComponentSchema {
  collectionName: 'components_blocks_article_quote';
  info: {
    description: 'A pull quote with its author.';
    displayName: 'ArticleQuote';
    icon: 'quote';
  };
  attributes: {
    author: Schema.Attribute.String;
    authorImage: Schema.Attribute.Media<'images'>;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    grayBackground: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    quote: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
  };
}

export interface BlocksArticleToggle extends Struct.ComponentSchema {
  collectionName: 'components_blocks_article_toggle';
  info: {
    description: 'Before/after image toggle.';
    displayName: 'ArticleToggle';
    icon: 'layer';
  };
  attributes: {
    afterLabel: Schema.Attribute.String & Schema.Attribute.DefaultTo<'After'>;
    beforeLabel: Schema.Attribute.String & Schema.Attribute.DefaultTo<'Before'>;
    caption: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    imageAfter: Schema.Attribute.Media<'images'>;
    imageBefore: Schema.Attribute.Media<'images'>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
  };
}

export interface BlocksAuthorImageLeft extends Struct.ComponentSchema {
  collectionName: 'components_blocks_author_image_left';
  info: {
    description: 'Author with an image on the left.';
    displayName: 'AuthorImageLeft';
    icon: 'user';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    description: Schema.Attribute.Text;
    image: Schema.Attribute.Media<'images'>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksBuySimple extends Struct.ComponentSchema {
  collectionName: 'components_blocks_buy_simple';
  info: {
    description: 'A simple buy call to action.';
    displayName: 'BuySimple';
    icon: 'shoppingCart';
  };
  attributes: {
    buttonLink: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
    buttonText: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    subtitle: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksChaptersCollapse extends Struct.ComponentSchema {
  collectionName: 'components_blocks_chapters_collapse';
  info: {
    description: 'Chapters that expand and collapse.';
    displayName: 'ChaptersCollapse';
    icon: 'bulletList';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    items: Schema.Attribute.Component<'shared.list-item', true>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksEventDate extends Struct.ComponentSchema {
  collectionName: 'components_blocks_event_date';
  info: {
    description: 'A list of event dates with add-to-calendar buttons.';
    displayName: 'EventDate';
    icon: 'calendar';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    dates: Schema.Attribute.Component<'shared.event-date', true>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksFaqCollapse extends Struct.ComponentSchema {
  collectionName: 'components_blocks_faq_collapse';
  info: {
    description: 'Questions that expand and collapse.';
    displayName: 'FAQCollapse';
    icon: 'question';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    items: Schema.Attribute.Component<'shared.faq-item', true>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksFaqList extends Struct.ComponentSchema {
  collectionName: 'components_blocks_faq_list';
  info: {
    description: 'Questions and answers as a list.';
    displayName: 'FAQList';
    icon: 'question';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    items: Schema.Attribute.Component<'shared.faq-item', true>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksFeaturesGrid3 extends Struct.ComponentSchema {
  collectionName: 'components_blocks_features_grid_3';
  info: {
    description: 'Three-column grid of features.';
    displayName: 'FeaturesGrid3';
    icon: 'apps';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    items: Schema.Attribute.Component<'shared.list-item', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
        },
        number
      >;
    subtitle: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksFullBleedImage extends Struct.ComponentSchema {
  collectionName: 'components_blocks_full_bleed_image';
  info: {
    description: 'Full-width image with responsive sources.';
    displayName: 'FullBleedImage';
    icon: 'picture';
  };
  attributes: {
    alternateText: Schema.Attribute.String;
    caption: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    imageCredit: Schema.Attribute.String;
    imageLarge: Schema.Attribute.Media<'images'>;
    imageMedium: Schema.Attribute.Media<'images'>;
    imageSmall: Schema.Attribute.Media<'images'>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
  };
}

export interface BlocksGuarantee10Days extends Struct.ComponentSchema {
  collectionName: 'components_blocks_guarantee_10_days';
  info: {
    description: '10-day money-back guarantee.';
    displayName: 'Guarantee10Days';
    icon: 'shield';
  };
  attributes: {
    buttonLink: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
    buttonText: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    description: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksGuarantee15Days extends Struct.ComponentSchema {
  collectionName: 'components_blocks_guarantee_15_days';
  info: {
    description: '15-day money-back guarantee.';
    displayName: 'Guarantee15Days';
    icon: 'shield';
  };
  attributes: {
    buttonLink: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
    buttonText: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    description: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksGuarantee30Days extends Struct.ComponentSchema {
  collectionName: 'components_blocks_guarantee_30_days';
  info: {
    description: '30-day money-back guarantee.';
    displayName: 'Guarantee30Days';
    icon: 'shield';
  };
  attributes: {
    buttonLink: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
    buttonText: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    description: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksGuarantee7Days extends Struct.ComponentSchema {
  collectionName: 'components_blocks_guarantee_7_days';
  info: {
    description: '7-day money-back guarantee.';
    displayName: 'Guarantee7Days';
    icon: 'shield';
  };
  attributes: {
    buttonLink: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
    buttonText: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    description: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksHeroFormLeft extends Struct.ComponentSchema {
  collectionName: 'components_blocks_hero_form_left';
  info: {
    description: 'Hero with a (static) name and email form.';
    displayName: 'HeroFormLeft';
    icon: 'layout';
  };
  attributes: {
    buttonText: Schema.Attribute.String & Schema.Attribute.DefaultTo<'Submit'>;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    subtitle: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksHeroImageLeft extends Struct.ComponentSchema {
  collectionName: 'components_blocks_hero_image_left';
  info: {
    description: 'Hero with an image on the left.';
    displayName: 'HeroImageLeft';
    icon: 'landscape';
  };
  attributes: {
    buttonLink: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
    buttonText: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    image: Schema.Attribute.Media<'images'>;
    subtitle: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksHeroVideoCenter extends Struct.ComponentSchema {
  collectionName: 'components_blocks_hero_video_center';
  info: {
    description: 'Hero with a centred YouTube video.';
    displayName: 'HeroVideoCenter';
    icon: 'play';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    subtitle: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
    youtubeVideoCode: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksLogoStrip extends Struct.ComponentSchema {
  collectionName: 'components_blocks_logo_strip';
  info: {
    description: 'A row of customer logos, each with its alt text and, optionally, a link and a visible name.';
    displayName: 'LogoStrip';
    icon: 'apps';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    grayscale: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    logos: Schema.Attribute.Component<'shared.logo', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 24;
        },
        number
      >;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
  };
}

export interface BlocksMainContent extends Struct.ComponentSchema {
  collectionName: 'components_blocks_main_content';
  info: {
    description: 'Lead text and HTML body.';
    displayName: 'MainContent';
    icon: 'feather';
  };
  attributes: {
    content: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    leadText: Schema.Attribute.Text;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksMediaContactCard extends Struct.ComponentSchema {
  collectionName: 'components_blocks_media_contact_card';
  info: {
    description: 'Press contact card.';
    displayName: 'MediaContactCard';
    icon: 'phone';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    email: Schema.Attribute.Email;
    image: Schema.Attribute.Media<'images'>;
    name: Schema.Attribute.String;
    phone: Schema.Attribute.String;
    role: Schema.Attribute.String;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksMediaGrid extends Struct.ComponentSchema {
  collectionName: 'components_blocks_media_grid';
  info: {
    description: 'Up to three images: one single, two side by side, three all.';
    displayName: 'MediaGrid';
    icon: 'grid';
  };
  attributes: {
    caption: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    entries: Schema.Attribute.Component<'shared.media-entry', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
        },
        number
      >;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
  };
}

export interface BlocksQuoteSingle extends Struct.ComponentSchema {
  collectionName: 'components_blocks_quote_single';
  info: {
    description: 'A single quote.';
    displayName: 'QuoteSingle';
    icon: 'quote';
  };
  attributes: {
    author: Schema.Attribute.String;
    authorImage: Schema.Attribute.Media<'images'>;
    authorTitle: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    quote: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
  };
}

export interface BlocksRawHtml extends Struct.ComponentSchema {
  collectionName: 'components_blocks_raw_html';
  info: {
    description: 'Sanitised HTML.';
    displayName: 'RawHtml';
    icon: 'code';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    html: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
  };
}

export interface BlocksReversibleQuote extends Struct.ComponentSchema {
  collectionName: 'components_blocks_reversible_quote';
  info: {
    description: 'A quote beside an image, sides reversible.';
    displayName: 'ReversibleQuote';
    icon: 'quote';
  };
  attributes: {
    author: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    quote: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    reversed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    singleImage: Schema.Attribute.Media<'images'>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
  };
}

export interface BlocksSingleImage extends Struct.ComponentSchema {
  collectionName: 'components_blocks_single_image';
  info: {
    description: 'One image with caption and credit.';
    displayName: 'SingleImage';
    icon: 'picture';
  };
  attributes: {
    alt: Schema.Attribute.String;
    caption: Schema.Attribute.String;
    credit: Schema.Attribute.String;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    singleImage: Schema.Attribute.Media<'images'>;
    size: Schema.Attribute.Enumeration<['small', 'medium', 'large']> & Schema.Attribute.DefaultTo<'large'>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
  };
}

export interface BlocksStats extends Struct.ComponentSchema {
  collectionName: 'components_blocks_stats';
  info: {
    description: 'Two to four key figures, each a value ("40%") and what it measures, with an optional title and footnote.';
    displayName: 'Stats';
    icon: 'chartBubble';
  };
  attributes: {
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    footnote: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    stats: Schema.Attribute.Component<'shared.stat', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 4;
          min: 2;
        },
        number
      >;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
  };
}

export interface BlocksText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_text';
  info: {
    description: 'Title and HTML content.';
    displayName: 'Text';
    icon: 'feather';
  };
  attributes: {
    content: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    darkMode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    surface: Schema.Attribute.Enumeration<['light', 'neutral', 'dark']> & Schema.Attribute.DefaultTo<'neutral'>;
    title: Schema.Attribute.String;
  };
}

export interface EventCta extends Struct.ComponentSchema {
  collectionName: 'components_event_cta';
  info: {
    description: 'Event call to action: title, description and a button.';
    displayName: 'event.cta';
    icon: 'bell';
  };
  attributes: {
    buttons: Schema.Attribute.Component<'shared.button', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
        },
        number
      >;
    description: Schema.Attribute.Text;
    title: Schema.Attribute.String;
  };
}

export interface SharedArticleSettings extends Struct.ComponentSchema {
  collectionName: 'components_shared_article_settings';
  info: {
    description: 'Title, dates, image, layout and event data of an article.';
    displayName: 'Article settings';
    icon: 'cog';
  };
  attributes: {
    anchorLink: Schema.Attribute.String;
    articleTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    author: Schema.Attribute.String;
    datePublished: Schema.Attribute.DateTime;
    dateUnpublished: Schema.Attribute.DateTime;
    description: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    eventDates: Schema.Attribute.Component<'shared.event-date', true>;
    imageAltText: Schema.Attribute.String;
    isFeatured: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    layout: Schema.Attribute.Enumeration<['Default', 'Event']> & Schema.Attribute.DefaultTo<'Default'>;
    mainImage: Schema.Attribute.Media<'images'>;
    pageTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160;
      }>;
    profiledFirm: Schema.Attribute.String;
    profiledFirmLocation: Schema.Attribute.String;
    redirectUrl: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
  };
}

export interface SharedButton extends Struct.ComponentSchema {
  collectionName: 'components_shared_button';
  info: {
    description: 'A link button.';
    displayName: 'Button';
    icon: 'cursor';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    openInNewTab: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    url: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
  };
}

export interface SharedEventDate extends Struct.ComponentSchema {
  collectionName: 'components_shared_event_date';
  info: {
    description: 'A date of an event: start, end, zone, address, cancelled flag.';
    displayName: 'EventDate item';
    icon: 'calendar';
  };
  attributes: {
    address: Schema.Attribute.String;
    cancelled: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    endDate: Schema.Attribute.DateTime;
    startDate: Schema.Attribute.DateTime & Schema.Attribute.Required;
    timeZone: Schema.Attribute.String & Schema.Attribute.DefaultTo<'America/New_York'>;
  };
}

export interface SharedFaqItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_faq_item';
  info: {
    description: 'A question with its HTML answer.';
    displayName: 'FAQ item';
    icon: 'question';
  };
  attributes: {
    answer: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    question: Schema.Attribute.String & Schema.Attribute.Required;
    uuid: Schema.Attribute.String;
  };
}

export interface SharedLandingSettings extends Struct.ComponentSchema {
  collectionName: 'components_shared_landing_settings';
  info: {
    description: 'SEO title, description and image of a landing page.';
    displayName: 'Landing page settings';
    icon: 'cog';
  };
  attributes: {
    seoDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    seoImage: Schema.Attribute.Media<'images'>;
    seoTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160;
      }>;
  };
}

export interface SharedListItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_list_item';
  info: {
    description: 'A title with an HTML description (chapters, features).';
    displayName: 'List item';
    icon: 'bulletList';
  };
  attributes: {
    description: Schema.Attribute.RichText &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'html';
        };
      }>;
    image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    uuid: Schema.Attribute.String;
  };
}

export interface SharedLogo extends Struct.ComponentSchema {
  collectionName: 'components_shared_logo';
  info: {
    description: 'A logo of a logo strip: the image, its alt text, an optional link and an optional visible name.';
    displayName: 'Logo';
    icon: 'picture';
  };
  attributes: {
    alt: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    url: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
  };
}

export interface SharedMediaEntry extends Struct.ComponentSchema {
  collectionName: 'components_shared_media_entry';
  info: {
    description: 'An image of a media grid.';
    displayName: 'Media entry';
    icon: 'picture';
  };
  attributes: {
    alt: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'>;
    type: Schema.Attribute.Enumeration<['images']> & Schema.Attribute.DefaultTo<'images'>;
    url: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        sanitize: {
          kind: 'url';
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048;
      }>;
  };
}

export interface SharedStat extends Struct.ComponentSchema {
  collectionName: 'components_shared_stat';
  info: {
    description: 'One figure of a stats block: its value and what it measures.';
    displayName: 'Stat';
    icon: 'chartBubble';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    value: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 24;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'article.text': ArticleText;
      'blocks.article-cta': BlocksArticleCta;
      'blocks.article-hero': BlocksArticleHero;
      'blocks.article-image-to-side': BlocksArticleImageToSide;
      'blocks.article-quote': BlocksArticleQuote;
      'blocks.article-toggle': BlocksArticleToggle;
      'blocks.author-image-left': BlocksAuthorImageLeft;
      'blocks.buy-simple': BlocksBuySimple;
      'blocks.chapters-collapse': BlocksChaptersCollapse;
      'blocks.event-date': BlocksEventDate;
      'blocks.faq-collapse': BlocksFaqCollapse;
      'blocks.faq-list': BlocksFaqList;
      'blocks.features-grid-3': BlocksFeaturesGrid3;
      'blocks.full-bleed-image': BlocksFullBleedImage;
      'blocks.guarantee-10-days': BlocksGuarantee10Days;
      'blocks.guarantee-15-days': BlocksGuarantee15Days;
      'blocks.guarantee-30-days': BlocksGuarantee30Days;
      'blocks.guarantee-7-days': BlocksGuarantee7Days;
      'blocks.hero-form-left': BlocksHeroFormLeft;
      'blocks.hero-image-left': BlocksHeroImageLeft;
      'blocks.hero-video-center': BlocksHeroVideoCenter;
      'blocks.logo-strip': BlocksLogoStrip;
      'blocks.main-content': BlocksMainContent;
      'blocks.media-contact-card': BlocksMediaContactCard;
      'blocks.media-grid': BlocksMediaGrid;
      'blocks.quote-single': BlocksQuoteSingle;
      'blocks.raw-html': BlocksRawHtml;
      'blocks.reversible-quote': BlocksReversibleQuote;
      'blocks.single-image': BlocksSingleImage;
      'blocks.stats': BlocksStats;
      'blocks.text': BlocksText;
      'event.cta': EventCta;
      'shared.article-settings': SharedArticleSettings;
      'shared.button': SharedButton;
      'shared.event-date': SharedEventDate;
      'shared.faq-item': SharedFaqItem;
      'shared.landing-settings': SharedLandingSettings;
      'shared.list-item': SharedListItem;
      'shared.logo': SharedLogo;
      'shared.media-entry': SharedMediaEntry;
      'shared.stat': SharedStat;
    }
  }
}
