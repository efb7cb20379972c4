/** Placeholder image kinds with their pixel size and label, so every seeded cover URL really loads. */
const IMAGE_KINDS = {
  banner: { width: 750, height: 320, label: 'CIFIT 2026' },
  entry: { width: 96, height: 96, label: '' },
  project: { width: 640, height: 400, label: 'PROJECT' },
  park: { width: 640, height: 400, label: 'PARK' },
  news: { width: 640, height: 400, label: 'NEWS' },
  meeting: { width: 640, height: 360, label: 'FORUM' },
  enterprise: { width: 240, height: 240, label: 'EXHIBITOR' },
  product: { width: 480, height: 480, label: 'PRODUCT' },
  video: { width: 640, height: 360, label: 'VIDEO' },
  speaker: { width: 240, height: 240, label: 'SPEAKER' },
  exhibition: { width: 640, height: 360, label: 'EXPO' },
  avatar: { width: 160, height: 160, label: '' },
  city: { width: 750, height: 400, label: 'CITY' },
  cluster: { width: 640, height: 400, label: 'CLUSTER' },
  service: { width: 640, height: 400, label: 'SERVICE' },
  policy: { width: 640, height: 400, label: 'POLICY' },
  group: { width: 160, height: 160, label: 'GROUP' },
  article: { width: 750, height: 360, label: 'CIFIT' },
  collectible: { width: 480, height: 480, label: 'NFT' },
  hotel: { width: 640, height: 400, label: 'HOTEL' },
  vip: { width: 640, height: 360, label: 'VIP' },
} as const

export type ImageKind = keyof typeof IMAGE_KINDS

export const IMAGE_ROUTE_PREFIX = '/static/img/'

/** Root-relative URL of a generated placeholder, e.g. /static/img/project-3.svg. */
export function imageUrl(kind: ImageKind, n: number): string {
  return `${IMAGE_ROUTE_PREFIX}${kind}-${n}.svg`
}

/** A placeholder as an <img> of its own size, for seeded rich text. */
export function imageTag(kind: ImageKind, n: number, alt: string): string {
  const { width, height } = IMAGE_KINDS[kind]
  return `<img src="${imageUrl(kind, n)}" alt="${alt}" width="${width}" height="${height}">`
}

export function isImageKind(value: string): value is ImageKind {
  // Not Object.hasOwn: the app's type check reaches this file (its home-link test) with a lib before ES2022.
  return Object.prototype.hasOwnProperty.call(IMAGE_KINDS, value)
}

/** A diagonal two-colour gradient with a label; the hue comes from kind and number, so it is stable. */
export function renderPlaceholderSvg(kind: ImageKind, n: number): string {
  const { width, height, label } = IMAGE_KINDS[kind]
  const hue = (hash(kind) + n * 47) % 360
  const text = label ? `${label} ${n}` : String(n)
  const fontSize = Math.round(Math.min(width / Math.max(text.length, 4), height / 3))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue},70%,52%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,32%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#fff" fill-opacity="0.92"`,
    ` font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}">${text}</text>`,
    '</svg>',
  ].join('')
}

function hash(value: string): number {
  let h = 0
  for (const c of value) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return h
}

/** The three short demo clips in server/static/video (6 s, 320x180), served as /static/video/demo-<n>.mp4. */
export function demoVideoUrl(n: 1 | 2 | 3): string {
  return `/static/video/demo-${n}.mp4`
}
