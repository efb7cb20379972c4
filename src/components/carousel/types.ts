export interface CarouselProps<T> {
  items: T[]
  keyOf: (item: T) => number
  /** The slide's picture (a server path or URL). */
  imageOf: (item: T) => string
  /** A line over the bottom of the slide, when it has one. */
  captionOf?: (item: T) => string
  onOpen: (item: T) => void
  /** What the carousel is, for screen readers. */
  label: string
  className: string
  testId?: string
}
