import { randomBytes } from 'node:crypto'
import { uploads } from './uploads.schema'
import type {
  GroupMemberForm,
  GroupRegistrationForm,
  OrganisationRegistrationForm,
  PersonRegistrationForm,
} from '../../../src/contract/registration'
import type { UploadKind } from '../../../src/contract/registration.codes'
import { realNameSubmissions } from '../account/real-name.schema'
import type { Database } from '../platform/connect'
import { idHasher } from '../platform/id-key'
import { freshUser } from '../test-app'

// What registration's test files share: verified users with ID numbers of their own, uploads, and valid forms.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** A valid 18-digit ID number born on `birth` (yyyymmdd) with sequence `n`: odd for a man, even for a woman. */
export function makeIdNumber(birth: string, n: number): string {
  const body = `350203${birth}${String(n % 1000).padStart(3, '0')}`
  return body + CHECK[[...body].reduce((sum, digit, i) => sum + Number(digit) * WEIGHTS[i], 0) % 11]
}

let people = 0

/** A fresh user verified by ID card under a Chinese name, with the ID number it was verified with. */
export async function verifiedUser(db: Database, realName = '王小明', birth = '19900101') {
  people += 1
  const idNumber = makeIdNumber(birth, people * 2 + 1)
  const user = await freshUser(db, { realNameStatus: 2, nickname: realName })
  await db.insert(realNameSubmissions).values({
    userId: user.id,
    method: 'idCard',
    realName,
    idNumberMasked: '',
    idNumberHmac: idHasher(db)(idNumber),
    material: 'ID card',
    status: 2,
  })
  return { ...user, realName, idNumber, birthDate: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}` }
}

/** An upload of the user's as if common/oss/getImageUrl had stored it; its URL. */
export async function ownUpload(db: Database, userId: number, kind: UploadKind = 'image'): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.${kind === 'image' ? 'png' : 'mp4'}`
  await db.insert(uploads).values({
    key,
    userId,
    kind,
    mime: kind === 'image' ? 'image/png' : 'video/mp4',
    sizeBytes: 100,
    store: 'local',
  })
  return `/uploads/${key}`
}

type Verified = Awaited<ReturnType<typeof verifiedUser>>

/** A visitor's registration of a verified user, as the form sends it. */
export async function personForm(
  db: Database,
  user: Verified,
  values: Partial<PersonRegistrationForm> = {},
): Promise<PersonRegistrationForm> {
  return {
    personKind: 'visitor',
    name: user.realName,
    idType: 'idCard',
    idNumber: user.idNumber,
    birthDate: user.birthDate,
    gender: 'male',
    phone: '86-010-12345678',
    avatar: await ownUpload(db, user.id),
    mainPurpose: 'visit',
    privacyAccepted: true,
    ...values,
  }
}

/** A member with an ID number of their own. */
export function memberForm(n: number, values: Partial<GroupMemberForm> = {}): GroupMemberForm {
  return {
    name: '张三丰',
    idType: 'idCard',
    idNumber: makeIdNumber('19850505', n * 2 + 1),
    birthDate: '1985-05-05',
    gender: 'male',
    position: '经理',
    ...values,
  }
}

/** A group registered by a verified user. */
export async function groupForm(
  db: Database,
  user: Verified,
  values: Partial<GroupRegistrationForm> = {},
): Promise<GroupRegistrationForm> {
  return {
    groupNameZh: '厦门商会考察团',
    logo: await ownUpload(db, user.id),
    groupType: 'association',
    memberCount: 5,
    contactName: user.realName,
    contactPhone: '13900001111',
    collection: { method: 'onSite' },
    businessLicence: await ownUpload(db, user.id),
    fortune500: false,
    unitIntroduction: '商会成员企业来自制造业与贸易行业。',
    members: [],
    privacyAccepted: true,
    ...values,
  }
}

/** An organisation's application to exhibit in exhibition 1, area `areaId` of it. */
export async function organisationForm(
  db: Database,
  userId: number,
  areaId: number,
  values: Partial<OrganisationRegistrationForm> = {},
): Promise<OrganisationRegistrationForm> {
  return {
    nameZh: '厦门海联科技有限公司',
    nameEn: 'Xiamen Hailian Technology Co., Ltd.',
    structureType: 'private',
    country: '中国',
    logo: await ownUpload(db, userId),
    businessScopeZh: '工业互联网平台与数据服务',
    profileEn: 'An industrial internet company serving manufacturers in Fujian.',
    exhibitionId: 1,
    exhibitionAreaId: areaId,
    informationChannel: 'website',
    exhibitionIntent: 'exhibit',
    boothType: 'standard',
    standardBooths: 2,
    exhibitDemand: '两个标准展位，需要电源',
    targetCustomers: '制造企业与园区',
    displayContentZh: '工业互联网平台演示',
    industryId: 1,
    contacts: [{ name: '李娜', phone: '86-0592-12345678', email: 'lina@example.com', fax: '86-0592-12345679' }],
    privacyAccepted: true,
    ...values,
  }
}

/** A multipart form of files (and text fields), as a browser or `Taro.uploadFile` sends it. */
export function multipart(
  files: { field?: string; filename: string; type: string; content: Buffer }[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fair${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
