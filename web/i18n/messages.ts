/**
 * The key set of the site's message catalogue: every text around the content (navigation, filters,
 * pills, pagination, newsletter, share, footer, error pages, event rows). Each locale's catalogue
 * (en-US.ts, es-US.ts) is a `Messages`, so a missing or extra key fails the compiler. Texts that name
 * something take it as an argument.
 */
export interface Messages {
  /** Intl locale of dates and numbers. */
  intlLocale: string;
  header: {
    skipToContent: string;
    mainNav: string;
    /** The mobile menu button's name, closed and open. */
    openMenu: string;
    closeMenu: string;
    signIn: string;
    search: string;
    /** The search box's list of suggestions. */
    suggestions: string;
    submitSearch: string;
    bag: (count: number) => string;
  };
  /** Labels of chrome/links.ts, by the link's href (a link without one keeps its English label). */
  links: Record<string, string>;
  opensInNewTab: string;
  footer: {
    label: string;
    columns: { products: string; services: string; company: string; legal: string; more: string };
    rights: (year: number, brand: string) => string;
    language: string;
  };
  newsroom: {
    title: string;
    description: string;
    backToNewsroom: string;
    latestNews: string;
    upcomingEvents: string;
    results: (count: number) => string;
    empty: string;
    featured: string;
    utilityLinks: (title: string) => string;
    showLinks: (title: string) => string;
    hideLinks: (title: string) => string;
  };
  filters: {
    toggle: (count: number) => string;
    close: string;
    contentType: string;
    industry: string;
    selected: string;
    clearAll: string;
    active: string;
    remove: (label: string) => string;
    /** Names of the category and industry keys (cms taxonomy); a key without one keeps the CMS's name. */
    options: Record<string, string>;
  };
  pagination: {
    label: string;
    first: string;
    previous: string;
    next: string;
    last: string;
    /** The word before the current page's number, for screen readers ("Page" 2). */
    pageWord: string;
    page: (page: number) => string;
    edge: (label: string, page: number) => string;
  };
  newsletter: {
    title: string;
    intro: string;
    email: string;
    subscribe: string;
    invalidEmail: string;
    thanks: string;
    privacyBefore: string;
    privacyLink: string;
    privacyAfter: string;
  };
  share: {
    label: string;
    opensNetwork: string;
    copy: string;
    copied: string;
  };
  event: {
    dates: string;
    noDates: string;
    cancelled: string;
    /** The add-to-calendar button's label and its no-JavaScript link's. */
    addToCalendar: string;
    /** The calendar widget's language (its menu and dialogs): an add-to-calendar-button language code. */
    calendarLanguage: string;
  };
  /** What blocks add around the editor's content: defaults for texts left empty and controls' names. */
  blocks: {
    /** An event-date block's calendar entry when the block has no title. */
    event: string;
    /** A video block's frame when the block has no title. */
    video: string;
    playVideo: (title: string) => string;
    /** The before/after toggle's group, and its buttons when the editor left them unnamed. */
    compareImages: string;
    before: string;
    after: string;
    /** The hero form's static inputs and its button when the editor left it unnamed. */
    name: string;
    email: string;
    submit: string;
  };
  /** The search page (the header's search box leads to it). */
  search: {
    title: string;
    prompt: string;
    /** The results' heading: how many pages hold the words. */
    results: (count: number, query: string) => string;
    /** More pages hold the words than are listed (`count`, the newest of them, are). */
    moreResults: (count: number, query: string) => string;
    /** Under that heading: only the newest are listed, and how to find older ones. */
    moreHint: (count: number) => string;
    /** Before the nearby words when nothing was found. */
    tryInstead: string;
    /** No page holds the words. */
    none: (query: string) => string;
    /** What to try when nothing was found. */
    noneHint: string;
    /** The CMS refused the query (its reason follows). */
    refused: string;
    browse: string;
    /** Nothing matched the words as typed: the results are for the corrected words that follow. */
    correctedTo: string;
    /** The filter pill that narrows nothing. */
    all: string;
    /** A landing page's result has no category: this names its kind. */
    pageKind: string;
  };
  errors: {
    notFoundTitle: string;
    /** No route matches the path. */
    noRoute: (path: string) => string;
    /** A route matched and refused its parameters. */
    validation: (path: string) => string;
    notFoundText: string;
    badRequestTitle: string;
    badRequestText: string;
    serverErrorTitle: string;
    serverErrorText: string;
    home: string;
    /** The newsletter's answer when one address has signed up too often (429), with the minutes to wait. */
    tooManySignUps: (minutes: number) => string;
  };
}
