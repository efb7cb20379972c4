import { selectOptions } from './labels'
import { MEMBER_COLUMNS, memberSheetHeader, type MemberColumn } from './member-sheet'
import { GROUP_MAX_MEMBERS } from '../../../src/contract/registration.codes'
import type { Lang } from '../platform/lang'
import { t, type Text } from '../platform/text'

// The members sheet a group's contact downloads and fills in (registration/group/member/template): the header row is
// the import's own columns (memberSheetHeader), so what the template asks is what the import reads.

/** The select label of a code, in a language: the import reads labels in either language back to their codes. */
const labelOf = (lang: Lang, select: 'idTypes' | 'genders', code: string) =>
  selectOptions(lang)[select].find((option) => option.value === code)?.label ?? code

/**
 * The example row by column: a member the import takes as written. In Chinese an ID card holder (the sample number of
 * GB 11643, not a person's), in English a passport holder, each with every column filled in.
 */
function exampleMember(lang: Lang): Record<MemberColumn, string> {
  if (lang === 'zh')
    return {
      name: '王小梅',
      idType: labelOf(lang, 'idTypes', 'idCard'),
      idNumber: '11010519491231002X',
      birthDate: '1949-12-31',
      gender: labelOf(lang, 'genders', 'female'),
      nationality: '中国',
      position: '总经理',
      industryLevel2: '纺织服装、服饰业',
      industryLevel3: '机织服装制造',
      industryLevel4: '运动机织服装制造',
      province: '福建省',
      city: '厦门市',
    }
  return {
    name: 'John Smith',
    idType: labelOf(lang, 'idTypes', 'passport'),
    idNumber: 'E12345678',
    birthDate: '1980-05-20',
    gender: labelOf(lang, 'genders', 'male'),
    nationality: 'United Kingdom',
    position: 'General manager',
    industryLevel2: 'Textiles and apparel',
    industryLevel3: 'Woven apparel',
    industryLevel4: 'Woven sportswear',
    province: 'Fujian',
    city: 'Xiamen',
  }
}

const SHEET = {
  members: t('团组成员', 'Members'),
  notes: t('填写说明', 'Notes'),
  intro: t(
    '第一行为表头，请勿修改；第二行为示例，导入前请改为成员信息。每行一名成员。',
    'The first row names the columns: keep it as it is. The second row is an example: replace it with your members before importing. One member per row.',
  ),
  limit: t(
    `每次最多导入 ${GROUP_MAX_MEMBERS} 名成员，且不超过申报人数；任一行有误时全部不导入，并提示出错的行。`,
    `At most ${GROUP_MAX_MEMBERS} members, and no more than the group's member count; when a row is refused nothing is imported, and the row is named.`,
  ),
}

/** What a column takes, where the example alone does not say. */
function columnNotes(lang: Lang): Partial<Record<MemberColumn, Text>> {
  const labels = (select: 'idTypes' | 'genders', between: string) => {
    const words = selectOptions(lang)[select].map((option) => option.label)
    return words.join(lang === 'zh' ? '、' : between)
  }
  return {
    name: t('必填；居民身份证请填写中文姓名', 'Required; Chinese characters for a resident ID card'),
    idType: t(`必填，其中之一：${labels('idTypes', '; ')}`, `Required, one of: ${labels('idTypes', '; ')}`),
    idNumber: t('必填', 'Required'),
    birthDate: t(
      '年-月-日，如 1990-01-31；居民身份证可不填，按证件号码读取',
      'Year-month-day, such as 1990-01-31; may be left blank for a resident ID card: it is read from the number',
    ),
    gender: t(
      `${labels('genders', '、')}；居民身份证可不填，按证件号码读取`,
      `${labels('genders', ' or ')}; may be left blank for a resident ID card: it is read from the number`,
    ),
    nationality: t('居民身份证以外的证件必填', 'Required for any document but a resident ID card'),
  }
}

async function writeTemplate(lang: Lang): Promise<Buffer> {
  // Loaded with the first workbook: it is the heaviest library of the server, and few requests need it.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const members = workbook.addWorksheet(SHEET.members[lang])
  const header = memberSheetHeader(lang)
  members.addRow(header).font = { bold: true }
  const example = exampleMember(lang)
  members.addRow(MEMBER_COLUMNS.map((column) => example[column]))
  MEMBER_COLUMNS.forEach((column, index) => {
    const sheetColumn = members.getColumn(index + 1)
    sheetColumn.width = column === 'idType' || column.startsWith('industry') ? 24 : 16
    // Typed as text: an 18-digit number or a date would otherwise be turned into a number by the spreadsheet.
    if (column === 'idNumber' || column === 'birthDate') sheetColumn.numFmt = '@'
  })
  members.views = [{ state: 'frozen', ySplit: 1 }]

  const notes = workbook.addWorksheet(SHEET.notes[lang])
  notes.addRow([SHEET.intro[lang]])
  notes.addRow([SHEET.limit[lang]])
  notes.addRow([])
  const described = columnNotes(lang)
  MEMBER_COLUMNS.forEach((column, index) => {
    const note = described[column]
    if (note) notes.addRow([header[index], note[lang]])
  })
  notes.getColumn(1).width = 16
  notes.getColumn(2).width = 80
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const written = new Map<Lang, Promise<Buffer>>()

/** The members template (XLSX) in a language, written once per process: it is the same for everyone. */
export function memberTemplate(lang: Lang): Promise<Buffer> {
  let template = written.get(lang)
  if (!template) {
    template = writeTemplate(lang)
    written.set(lang, template)
    template.catch(() => written.delete(lang))
  }
  return template
}

/** The template's file name in a language, and its ASCII stand-in for clients that do not read RFC 5987 names. */
export const MEMBER_TEMPLATE_FILE = {
  ascii: 'group-members-template.xlsx',
  name: t('团组成员模板.xlsx', 'group-members-template.xlsx'),
}
