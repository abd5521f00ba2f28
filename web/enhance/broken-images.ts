/** Replaces an image that failed to load with its `data-placeholder` (the card's category placeholder). */
export function showPlaceholder(img: HTMLImageElement): void {
  const placeholder = img.dataset.placeholder;
  if (!placeholder || img.getAttribute('src') === placeholder) return;
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = placeholder;
}

let listening = false;

/**
 * Card images are plain server-rendered <img>s: one capturing listener on the document catches their
 * load errors, and a scan of `root` catches those that failed before this script ran.
 */
export function enhanceBrokenImages(root: ParentNode): void {
  if (!listening) {
    listening = true;
    document.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
      },
      true,
    );
  }
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-placeholder]')) {
    if (img.complete && img.naturalWidth === 0) showPlaceholder(img);
  }
}
