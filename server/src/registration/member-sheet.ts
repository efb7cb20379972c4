import type { CellValue } from 'exceljs'
import { Unzip, UnzipInflate } from 'fflate'
import { selectOptions } from './labels'
import type { GroupMemberForm } from '../../../src/contract/registration'
import { GENDERS, ID_TYPES, MEMBER_SHEET_COLUMNS } from '../../../src/contract/registration.codes'
import { idNumberBirthDate, idNumberGender } from '../../../src/contract/validators'
import { ApiError } from '../platform/envelope'
import { plainCellText } from '../platform/input-text'
import type { Lang } from '../platform/lang'
import { oneAtATime } from '../platform/one-at-a-time'

// Reads a group's members from a spreadsheet (registration/group/member/import): a CSV in UTF-8 or an XLSX workbook's
// first sheet, whose first row names the columns (MEMBER_SHEET_COLUMNS, by field name or Chinese label).

/** A member read from the sheet with the row it came from (1 is the header). */
export interface SheetMember {
  row: number
  member: GroupMemberForm
}

/** A column of the member sheet: a member's field. */
export type MemberColumn = keyof typeof MEMBER_SHEET_COLUMNS
type Field = MemberColumn
/** The columns the import reads, in the order the template writes them. */
export const MEMBER_COLUMNS = Object.keys(MEMBER_SHEET_COLUMNS) as Field[]
const FIELDS = MEMBER_COLUMNS

/** Each column's header as the template writes it: its Chinese label, or in English its field name; both read back. */
export function memberSheetHeader(lang: Lang): string[] {
  return FIELDS.map((field) => {
    const [name, chinese] = MEMBER_SHEET_COLUMNS[field]
    return lang === 'zh' ? chinese : name
  })
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += c
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records.filter((r) => r.some((cell) => cell.trim() !== ''))
}

/** A cell of a workbook as text: dates as yyyy-mm-dd, formulas by their result, rich text joined. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('result' in value) return cellText(value.result as CellValue)
    if ('text' in value) return String(value.text)
    return ''
  }
  return String(value)
}

/** What a member sheet's workbook may inflate to: 200 members take about 100 KB; a zip bomb takes gigabytes. Each MB
 * read costs ExcelJS about 35 MB of memory. */
export const WORKBOOK_MAX_INFLATED_BYTES = 1024 * 1024

/** Whether a zip archive inflates to more than `limit` bytes in all, found by inflating it, not by its own word. */
function inflatesBeyond(content: Buffer, limit: number): boolean {
  let total = 0
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw error
      total += chunk.length
      if (total > limit) file.terminate()
    }
    file.start()
  })
  unzip.register(UnzipInflate)
  unzip.push(content, true)
  return total > limit
}

// ExcelJS holds a workbook in memory many times its size: workbooks are read one at a time per process.
const workbookTurn = oneAtATime()

async function xlsxRecords(content: Buffer): Promise<string[][]> {
  if (inflatesBeyond(content, WORKBOOK_MAX_INFLATED_BYTES)) throw new ApiError(413, 413, 'registration.import.tooLarge')
  return workbookTurn(() => readWorkbook(content))
}

async function readWorkbook(content: Buffer): Promise<string[][]> {
  // Loaded with the first workbook: it is the heaviest library of the server, and few requests need it.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(content as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const records: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as CellValue[]
    records.push(values.slice(1).map(cellText))
  })
  return records
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/** The records of a CSV or XLSX file (told apart by content: an XLSX file is a zip archive). */
async function recordsOf(content: Buffer): Promise<string[][]> {
  try {
    if (content.subarray(0, 4).equals(ZIP)) return await xlsxRecords(content)
    const text = content.toString('utf8').replace(/^\uFEFF/, '')
    if (text.includes('\uFFFD')) throw new Error('not UTF-8')
    return parseCsv(text)
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(400, 400, 'registration.import.unreadable')
  }
}

/** Each code of a select by its code, its Chinese and English labels, and a few usual short forms. */
function codeReader(select: 'idTypes' | 'genders', codes: readonly string[], extra: Record<string, string>) {
  const byWord = new Map<string, string>(Object.entries(extra))
  for (const code of codes) byWord.set(code.toLowerCase(), code)
  for (const lang of ['zh', 'en'] as const)
    for (const option of selectOptions(lang)[select]) byWord.set(option.label.toLowerCase(), option.value)
  return (text: string) => (text.trim() === '' ? '' : (byWord.get(text.trim().toLowerCase()) ?? text.trim()))
}

const readIdType = codeReader('idTypes', ID_TYPES, { 身份证: 'idCard', 'id card': 'idCard' })
const readGender = codeReader('genders', GENDERS, { m: 'male', f: 'female' })

/**
 * The members of a sheet, with their rows. A domestic ID card's birth date and gender may be left blank: they are read
 * from the number. An unknown code stays as written, so the member's check names it.
 */
export async function readMemberSheet(content: Buffer): Promise<SheetMember[]> {
  const [header, ...rows] = await recordsOf(content)
  const columns = new Map<Field, number>()
  header?.forEach((cell, index) => {
    const word = cell.trim().toLowerCase()
    const field = FIELDS.find((name) => MEMBER_SHEET_COLUMNS[name].some((label) => label.toLowerCase() === word))
    if (field && !columns.has(field)) columns.set(field, index)
  })
  if (!columns.has('name') || !columns.has('idNumber')) throw new ApiError(400, 400, 'registration.import.noHeader')
  if (rows.length === 0) throw new ApiError(400, 400, 'registration.import.empty')
  return rows.map((cells, index) => {
    const cell = (field: Field) => {
      const at = columns.get(field)
      return at === undefined ? '' : plainCellText(cells[at] ?? '')
    }
    const idType = columns.has('idType') ? readIdType(cell('idType')) : 'idCard'
    const idNumber = cell('idNumber').toUpperCase()
    const domestic = idType === 'idCard'
    const member = {
      name: cell('name'),
      idType,
      idNumber,
      birthDate: cell('birthDate') || (domestic ? (idNumberBirthDate(idNumber) ?? '') : ''),
      gender: readGender(cell('gender')) || (domestic ? (idNumberGender(idNumber) ?? '') : ''),
      nationality: cell('nationality'),
      position: cell('position'),
      industryLevel2: cell('industryLevel2'),
      industryLevel3: cell('industryLevel3'),
      industryLevel4: cell('industryLevel4'),
      province: cell('province'),
      city: cell('city'),
    } as GroupMemberForm
    return { row: index + 2, member }
  })
}
