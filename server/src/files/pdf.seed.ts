/** One page of a demo document: a title, a subtitle and paragraphs of plain ASCII text. */
export interface PdfPage {
  title: string
  subtitle: string
  paragraphs: string[]
}

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const MARGIN = 56
const BODY_SIZE = 11
const LINE_HEIGHT = 16
/** Helvetica at 11 pt fits about this many characters across the text width. */
const LINE_CHARS = 86

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)

function wrap(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

function pageStream(page: PdfPage, pageNumber: number, pageCount: number): string {
  const ops: string[] = ['0.82 0.11 0.11 rg', `0 ${PAGE_HEIGHT - 40} ${PAGE_WIDTH} 40 re f`, '0 g', 'BT']
  let y = PAGE_HEIGHT - 96
  const text = (font: string, size: number, value: string) => {
    ops.push(`/${font} ${size} Tf`, `1 0 0 1 ${MARGIN} ${y} Tm`, `(${escapeText(value)}) Tj`)
  }
  text('F2', 18, page.title)
  y -= 26
  text('F1', 12, page.subtitle)
  y -= 30
  for (const paragraph of page.paragraphs) {
    for (const line of wrap(paragraph)) {
      text('F1', BODY_SIZE, line)
      y -= LINE_HEIGHT
    }
    y -= LINE_HEIGHT / 2
  }
  y = 40
  text('F1', 9, `CIFIT 2026  -  page ${pageNumber} of ${pageCount}`)
  ops.push('ET')
  return ops.join('\n')
}

/**
 * A valid PDF 1.4 file (Helvetica, A4 pages, one cross-reference table) built from plain ASCII text,
 * so the demo documents open in any PDF viewer. Same input, same bytes.
 */
export function renderPdf(pages: PdfPage[]): Buffer {
  if (pages.some((p) => /[^\x20-\x7e]/.test([p.title, p.subtitle, ...p.paragraphs].join('')))) {
    throw new Error('demo PDFs use printable ASCII only (the standard fonts have no CJK glyphs)')
  }
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 5 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  pages.forEach((page, i) => {
    const stream = pageStream(page, i + 1, pages.length)
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`
  })

  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1')
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1')
  const entries = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join('')}`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
