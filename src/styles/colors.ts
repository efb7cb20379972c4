/** The palette of _tokens.scss for what code colours (icons, the tab bar, the native navigation bar). */
export const COLORS = {
  primary: '#ef2d2d',
  /** Red for text: 5.9:1 on white where the brand red reads at 4.1:1. */
  primaryDark: '#c41d23',
  primarySoft: '#fdecec',
  text: '#1f2329',
  textSecondary: '#4a4f57',
  textTertiary: '#5c6370',
  textMuted: '#646a73',
  surface: '#ffffff',
  background: '#f5f6f8',
  fill: '#f0f1f3',
  border: '#eef0f3',
  borderStrong: '#dcdfe4',
  navy: '#1f3b63',
  success: '#1f8a4c',
  overlay: '#000000',
} as const

/** A palette colour as the native shell takes it: hex without '#'. */
export const bareHex = (color: string): string => color.replace('#', '').toUpperCase()
