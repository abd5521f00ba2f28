/** A valid RGB PNG of width × height (default 16 × 16) with a gradient in it. */
export declare function png(width?: number, height?: number): Buffer;
