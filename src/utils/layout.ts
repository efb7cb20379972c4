// Width of the design drafts in px; 1rem = DESIGN_WIDTH / 10 at this width.
export const DESIGN_WIDTH = 375
// The H5 layout stops growing at this width and is centred beyond it.
export const MAX_LAYOUT_WIDTH = 540
// Widths above this switch to the wide-screen (desktop / tablet) layout.
export const WIDE_SCREEN_BREAKPOINT = 767

// Root font size in px for rem scaling: one tenth of the viewport width, capped at MAX_LAYOUT_WIDTH.
export function rootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, MAX_LAYOUT_WIDTH) / 10
}

// Strictly wider than WIDE_SCREEN_BREAKPOINT: 767 is still narrow, 768 is wide.
export function isWideScreen(width: number): boolean {
  return width > WIDE_SCREEN_BREAKPOINT
}
