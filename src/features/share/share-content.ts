/** What a page offers for sharing. */
export interface ShareContent {
  title: string
  /** A server image path or URL; the mini program and WeChat need it absolute. */
  image?: string
}
