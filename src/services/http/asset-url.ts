import { resolveEnv } from './env'

const apiBase = resolveEnv().bases.api

/** Makes a root-relative server asset (`/static/img/x.svg`) absolute where the page has no origin of the server (weapp). */
export function assetUrl(url: string, base = apiBase): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url
}

/** The same for every image of sanitised rich text. */
export function withAssetUrls(html: string, base = apiBase): string {
  if (!base) return html
  return html.replace(
    /(<img\b[^>]*?\bsrc=")(\/(?!\/)[^"]*)"/gi,
    (_, head: string, path: string) => `${head}${base}${path}"`,
  )
}
