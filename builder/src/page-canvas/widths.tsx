import { Maximize2, Monitor, Smartphone, Tablet } from 'lucide-react';
import { IconButton } from '../app/ui/IconButton';

/** The widths the site's page is shown at, in the builder's canvas and on the preview page: the room there is ("Fit"), or a phone's, a tablet's, a desktop's. */
export const CANVAS_WIDTHS = [
  { name: 'Fit', px: 0 },
  { name: 'Mobile', px: 375 },
  { name: 'Tablet', px: 768 },
  { name: 'Desktop', px: 1280 },
] as const;

/** The frame's style at `width` (0: the width of its stage); content-box: the page inside is exactly that many CSS pixels wide. */
export const frameStyle = (width: number) => (width ? { width, boxSizing: 'content-box' as const } : { width: '100%' });

/** The width buttons ("Fit", "Mobile 375", "Tablet 768", "Desktop 1280"), the chosen one pressed. */
export function WidthButtons({ width, onChange, label }: { width: number; onChange(width: number): void; label: string }) {
  return (
    <div className="preview-widths" role="group" aria-label={label}>
      {CANVAS_WIDTHS.map((w) => (
        <button key={w.px} type="button" aria-pressed={width === w.px} onClick={() => onChange(w.px)}>
          {w.px ? `${w.name} ${w.px}` : w.name}
        </button>
      ))}
    </div>
  );
}

const WIDTH_ICONS = { 0: Maximize2, 375: Smartphone, 768: Tablet, 1280: Monitor } as const;

/** The canvas's widths in the builder's top bar: icon buttons with the same names ("Mobile 375"), the chosen one pressed. */
export function CanvasWidths({ width, onChange }: { width: number; onChange(width: number): void }) {
  return (
    <div className="top-bar-group" role="group" aria-label="Canvas width">
      {CANVAS_WIDTHS.map((w) => (
        <IconButton key={w.px} label={w.px ? `${w.name} ${w.px}` : w.name} icon={WIDTH_ICONS[w.px]} pressed={width === w.px} onPress={() => onChange(w.px)} />
      ))}
    </div>
  );
}
