/**
 * The newsroom's script (served by server/enhanced-pages.mjs instead of Next's client runtime, see
 * there): the behaviours of its utility bar, filters panel, dropdowns, card images and dates, in-place
 * navigation, and the newsletter form of the site chrome.
 */
import { enhanceBrokenImages } from './broken-images';
import { enhanceDropdowns } from './dropdown';
import { enhanceFiltersPanels } from './filters-panel';
import { enhanceLocalDates } from './local-dates';
import { enhanceNavigation } from './navigation';
import { enhanceNewsletters } from './newsletter';
import { enhanceUtilityBars } from './utility-bar';

function enhanceRegion(root: ParentNode): void {
  enhanceUtilityBars(root);
  enhanceFiltersPanels(root);
  enhanceDropdowns(root);
  enhanceBrokenImages(root);
  enhanceLocalDates(root);
}

enhanceRegion(document);
enhanceNewsletters(document);
enhanceNavigation({ enhance: enhanceRegion });
document.documentElement.dataset.enhanced = 'newsroom';
