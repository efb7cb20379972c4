import type { FileTransport } from './client'

/**
 * H5's file upload: the picked file's blob address read back and sent as a multipart form with the browser's fetch,
 * without Taro's upload polyfill; aborted when its timeout passes.
 */
export const uploadTransport: FileTransport = async (req) => {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), req.timeout)
  try {
    const file = await (await fetch(req.filePath, { signal: abort.signal })).blob()
    const form = new FormData()
    form.append(req.field, file, req.fileName ?? fileNameOf(file.type))
    const res = await fetch(req.url, { method: 'POST', headers: req.header, body: form, signal: abort.signal })
    return { statusCode: res.status, data: await res.json().catch(() => undefined) }
  } finally {
    clearTimeout(timer)
  }
}

/** A name for a blob, from its type (`image/png` gives `upload.png`). */
const fileNameOf = (type: string) => `upload.${type.split('/')[1] || 'bin'}`
