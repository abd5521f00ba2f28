import { generate, type GenerateResult } from '../core/generate';
import { jsonLd } from '../core/jsonld';
import { toFlag } from '../core/parse';
import { cachedStrings, loadStrings, translator } from '../i18n';
import { OBSERVED_ATTRIBUTES, readConfig } from './attributes';
import { elementConfig } from './config';
import { h } from './dom';
import { detectEnvironment } from './platform';
import { CSS } from './styles';
import { ButtonView } from './view';

export const TAG = 'add-to-calendar-button';

// Server-safe: HTMLElement does not exist in Node; the class is only defined in browsers.
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

let sharedSheet: CSSStyleSheet | undefined;
let counter = 0;

/**
 * Renders wait in one queue and run in tasks of at most renderBudgetMs (then the rest wait for the
 * next task, a posted message without the 4 ms clamp of nested timers): a page with many buttons
 * (an event with several dates) never holds the main thread in one long task, yet cheap renders
 * still share a task.
 */
const renderQueue: (() => void)[] = [];
let nextTask: (() => void) | undefined;
function enqueueRender(render: () => void): void {
  if (!nextTask) {
    const channel = new MessageChannel();
    channel.port1.onmessage = runRenders;
    nextTask = () => channel.port2.postMessage(0);
  }
  if (renderQueue.push(render) === 1) nextTask();
}
function runRenders(): void {
  const start = performance.now();
  do renderQueue.shift()!();
  while (renderQueue.length && performance.now() - start < AddToCalendarButtonElement.renderBudgetMs);
  if (renderQueue.length) nextTask!();
}

/** <add-to-calendar-button>: attribute-compatible with the add-to-calendar-button library. */
export class AddToCalendarButtonElement extends Base {
  /** How long the renders of one task may take together (ms) before the others wait for the next task. */
  static renderBudgetMs = 8;

  static get observedAttributes(): string[] {
    return OBSERVED_ATTRIBUTES;
  }

  readonly #root: ShadowRoot;
  readonly #saved = new Set<string>();
  readonly #fallbackId = `atcb-btn-${++counter}`;
  #token = 0;
  #scheduled = false;
  #view?: ButtonView;
  #jsonLd?: HTMLScriptElement;
  /** The last successful generation (handy for scripts and tests). */
  result?: GenerateResult;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    this.#schedule();
  }

  disconnectedCallback(): void {
    this.#token++;
    this.#teardown();
  }

  attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
    if (oldValue !== newValue && this.isConnected) this.#schedule();
  }

  /** Opens the list (or RSVP form) programmatically, e.g. with buttonStyle none. */
  open(): void {
    this.#view?.open(0);
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.setAttribute('atcb-state', 'initializing');
    enqueueRender(() => {
      this.#scheduled = false;
      void this.#render();
    });
  }

  #teardown(): void {
    this.#view?.destroy();
    this.#view = undefined;
    this.#jsonLd?.remove();
    this.#jsonLd = undefined;
    this.#root.replaceChildren();
  }

  #applyStyles(nonce: string | undefined): void {
    if ('adoptedStyleSheets' in this.#root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
      if (!sharedSheet) {
        sharedSheet = new CSSStyleSheet();
        sharedSheet.replaceSync(CSS);
      }
      this.#root.adoptedStyleSheets = [sharedSheet];
    } else {
      this.#root.append(h('style', { nonce }, CSS));
    }
  }

  async #render(): Promise<void> {
    const token = ++this.#token;
    const raw = readConfig(this);
    const debug = toFlag(raw.debug);
    const env = detectEnvironment({ fakeIOS: toFlag(raw.fakeIOS), fakeAndroid: toFlag(raw.fakeAndroid), fakeMobile: toFlag(raw.fakeMobile) });
    let result: GenerateResult;
    try {
      result = generate({ ...raw, identifier: raw.identifier ?? this.#fallbackId }, { now: Date.now(), platform: env.platform });
    } catch (error) {
      this.#teardown();
      this.result = undefined;
      this.setAttribute('atcb-state', 'error');
      const message = error instanceof Error ? error.message : String(error);
      // blocked URLs are always reported; other problems only in debug mode (spec)
      if (!debug && message.includes('path-traversal')) console.error(message);
      if (debug) {
        console.error(message);
        this.#root.append(h('div', { class: 'atcb-debug', role: 'alert' }, message));
        this.#applyStyles(raw.cspnonce);
      }
      return;
    }
    const n = elementConfig(result.config);
    // Loaded strings (English always) render at once, within the render's task and its budget.
    const strings = cachedStrings(n.language) ?? (await loadStrings(n.language));
    if (token !== this.#token) return;
    this.#teardown();
    this.result = result;
    if (debug) for (const w of result.warnings) console.warn(`add-to-calendar-button (${n.identifier}): ${w}`);
    this.toggleAttribute('atcb-hidden', result.hidden);
    this.setAttribute('atcb-state', 'ready');
    if (result.hidden) return;
    this.#applyStyles(n.cspnonce);
    this.#view = new ButtonView({ root: this.#root, host: this, result, config: n, t: translator(strings, n.customLabels), env, saved: this.#saved });
    this.#view.render();
    if (!n.flags.hideRichData && typeof document !== 'undefined') {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      if (n.cspnonce) script.nonce = n.cspnonce;
      script.dataset.atcb = n.identifier;
      script.textContent = JSON.stringify(jsonLd(n)).replace(/</g, '\\u003c');
      document.head.append(script);
      this.#jsonLd = script;
    }
  }
}
