/**
 * The live preview renders a draft block by block (actions.tsx, live-draft.tsx): a block's rendering
 * depends only on its fields and on whether it is the page's first block, so the frame keeps each
 * rendering under that **render key** and asks the server only for blocks it has not rendered yet. A
 * keystroke in one block's field renders that block alone; a move, a delete or an undo renders
 * nothing on the server. Each block keeps its React identity (the builder's `__key`) across moves
 * and edits, so a block's own state survives a keystroke elsewhere.
 */

/** One block of a draft, where the frame places it. */
export interface DraftSlot {
  /** React identity: the builder's `__key` of the block, unique in the draft (its position when it has none). */
  id: string;
  /** The block type (`__component`), for the overlay. */
  uid: string;
  /** What its rendering depends on: see `renderKey`. */
  key: string;
  index: number;
  block: unknown;
}

/** The builder's client keys are not part of a rendering (the sanitiser drops them): left out, so a duplicate reuses its original's. */
const withoutClientKeys = (name: string, value: unknown) => (name === '__key' ? undefined : value);

/** The render key of the block at `index`: its fields (as JSON) and whether it comes first. */
export function renderKey(block: unknown, index: number): string {
  return `${index === 0 ? 'F' : 'N'}${JSON.stringify(block, withoutClientKeys) ?? 'undefined'}`;
}

const MAX_CLIENT_KEY = 200;

/** The slots of a draft's blocks, in order. */
export function draftSlots(draft: readonly unknown[]): DraftSlot[] {
  const seen = new Set<string>();
  return draft.map((block, index) => {
    const row = typeof block === 'object' && block !== null ? (block as Record<string, unknown>) : {};
    const given = typeof row.__key === 'string' && row.__key.length <= MAX_CLIENT_KEY ? row.__key : '';
    let id = given && !seen.has(given) ? given : `#${index}`;
    while (seen.has(id)) id += '#';
    seen.add(id);
    return { id, uid: typeof row.__component === 'string' ? row.__component : '', key: renderKey(block, index), index, block };
  });
}

/** The slots whose rendering is not kept yet, one per render key. */
export function unrendered(slots: readonly DraftSlot[], kept: (key: string) => boolean): DraftSlot[] {
  const asked = new Set<string>();
  return slots.filter((slot) => {
    if (kept(slot.key) || asked.has(slot.key)) return false;
    asked.add(slot.key);
    return true;
  });
}

/** Renderings by render key, the most recently stored last. */
export class RenderCache<T> {
  private readonly entries = new Map<string, T>();

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
  }

  /** Keeps every key in use and, of the others, the `spare` stored last (what an undo may want back). */
  prune(inUse: ReadonlySet<string>, spare: number): void {
    let others = 0;
    for (const key of this.entries.keys()) if (!inUse.has(key)) others += 1;
    for (const key of this.entries.keys()) {
      if (others <= spare) break;
      if (inUse.has(key)) continue;
      this.entries.delete(key);
      others -= 1;
    }
  }
}
