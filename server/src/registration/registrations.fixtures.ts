// The demo registrations: the demo user's badge and financing form, a delegation, a refused exhibitor, two waiting.
import type { FinanceForm, OrganisationContactForm } from '../../../src/contract/registration'
import {
  RegistrationStatus as S,
  type AmountUnit,
  type BoothType,
  type ExhibitionIntent,
  type Gender,
  type GroupType,
  type IdType,
  type InformationChannel,
  type ParticipationPurpose,
  type PersonKind,
  type RegistrationStatusCode,
  type StructureType,
} from '../../../src/contract/registration.codes'

/** An invitation code for invited guests, and how many may use it. */
export interface Invitation {
  code: string
  note: string
  maxUses: number
}

/** Invitation codes for invited guests. */
export const DEMO_INVITATIONS: readonly Invitation[] = [
  { code: 'CIFIT2026-VIP', note: '主宾国代表团 / Guest country delegation', maxUses: 50 },
  { code: 'CIFIT2026-FORUM', note: '国际投资论坛嘉宾 / International Investment Forum speakers', maxUses: 20 },
]

/** A person the demo verified by ID card: their nickname (their real name), mobile, ID number and company. */
export interface VerifiedPerson {
  nickname: string
  phone: string
  idNumber: string
  company: string
}

/** A person's registration as the form gives it (the ID number is stored as a mask and a keyed hash). */
export interface PersonDetails {
  personKind: PersonKind
  name: string
  idType: IdType
  idNumber: string
  nationality: string
  birthDate: string
  gender: Gender
  phone: string
  organisation: string
  position: string
  mainPurpose: ParticipationPurpose
  province: string
  city: string
  county: string
}

/** The demo user's visitor registration (their badge is issued). */
export const DEMO_VISITOR: PersonDetails = {
  personKind: 'visitor',
  name: '林思远',
  idType: 'idCard',
  idNumber: '35020319900101123X',
  nationality: '中国',
  birthDate: '1990-01-01',
  gender: 'male',
  phone: '13800138000',
  organisation: '厦门海联科技有限公司',
  position: '投资总监',
  mainPurpose: 'investment',
  // GB/T 2260 codes, as the form's region field sends them (福建省 / 厦门市 / 思明区): named in the reader's language.
  province: '350000',
  city: '350200',
  county: '350203',
}

/** The demo user's financing form, in review. */
export const DEMO_FINANCE_FORM: { title: string; form: FinanceForm } = {
  title: '海沧工业互联网平台二期',
  form: {
    companyName: '厦门海联科技有限公司',
    industryId: 1,
    enterpriseNature: 'private',
    establishedOn: '2016-03-18',
    registeredCapital: { value: '20000', unit: 'thousandYuan' },
    registeredPlace: '厦门市海沧区',
    address: '厦门市海沧区海景东路18号',
    contactPerson: '林思远',
    phone: '13800138000',
    wechatId: 'linsiyuan_xm',
    email: 'demo@cifit.example',
    revenueLastYear: { value: '86', unit: 'millionYuan' },
    revenueYearBefore: { value: '64', unit: 'millionYuan' },
    profitLastYear: { value: '9.5', unit: 'millionYuan' },
    profitYearBefore: { value: '6.1', unit: 'millionYuan' },
    projectName: '海沧工业互联网平台二期',
    projectDetail: '为闽西南200家制造企业提供设备联网、能耗管理与质量追溯的工业互联网平台扩建。',
    financingStage: 'seriesB',
    financingNeeds: { value: '150', unit: 'millionYuan' },
    fundPurpose: '平台研发与区域服务中心建设',
    equityTransferRatio: '12',
    developmentPlan: '两年内接入500家企业，三年内启动上市辅导。',
    overseasCapitalPlan: false,
    listingPlan: true,
    listingPlace: '深圳证券交易所创业板',
    coreTeam: '创始团队来自国内头部工业软件企业。',
    competitiveAdvantage: '区域龙头客户与自主边缘计算网关',
    intellectualProperty: '发明专利8项，软件著作权36项',
  },
}

/** A member of the delegation: name, ID number, birth date, gender and position. */
export type DelegationMember = [name: string, idNumber: string, birthDate: string, gender: Gender, position: string]

/** A group registered by its contact, its badges sent by express. */
export interface Delegation {
  contact: VerifiedPerson
  mailingAddress: string
  expressNumber: string
  /** Who sent the badges. */
  sentBy: string
  group: {
    groupNameZh: string
    groupNameEn: string
    groupType: GroupType
    memberCount: number
    translationNeeds: string
    hotelBooked: boolean
    fortune500: boolean
    unitIntroduction: string
    cooperationIntention: string
  }
  members: readonly DelegationMember[]
  /** Where every member comes from and their unit's industry. */
  membersFrom: { industryLevel2: string; province: string; city: string }
}

/** A chamber's delegation of three, badges made and sent by express to its contact. */
export const DELEGATION: Delegation = {
  contact: { nickname: '郑海燕', phone: '13700137001', idNumber: '350206198203150021', company: '泉州市工商联' },
  mailingAddress: '福建省泉州市丰泽区东海大街1号 泉州市工商联',
  expressNumber: 'SF1402938475610',
  sentBy: '寄件员 李强',
  group: {
    groupNameZh: '泉州市工商联经贸考察团',
    groupNameEn: 'Quanzhou Federation of Industry and Commerce trade delegation',
    groupType: 'association',
    memberCount: 3,
    translationNeeds: '需要英语翻译一名 / One English interpreter',
    hotelBooked: true,
    fortune500: false,
    unitIntroduction: '泉州市工商联组织纺织鞋服、机械制造企业赴会洽谈。',
    cooperationIntention: '寻求东南亚市场渠道与智能制造合作伙伴。',
  },
  members: [
    ['郑海燕', '350206198203150021', '1982-03-15', 'female', '秘书长'],
    ['黄志强', '350502197606120034', '1976-06-12', 'male', '董事长'],
    ['苏明辉', '35050319881108001X', '1988-11-08', 'male', '总经理'],
  ],
  membersFrom: { industryLevel2: '纺织服装、服饰业', province: '福建省', city: '泉州市' },
}

/** An organisation's application to exhibit, as stored (the logo is given by the seed). */
export interface OrganisationDetails {
  nameZh: string
  nameEn: string
  location: string
  structureType: StructureType
  country: string
  addressEn: string
  postCode: string
  website: string
  registeredCapital: string
  registeredCapitalUnit: AmountUnit
  businessScopeZh: string
  businessScopeEn: string
  profileZh: string
  profileEn: string
  exhibitionId: number
  exhibitionAreaId: number
  informationChannel: InformationChannel
  exhibitionIntent: ExhibitionIntent
  boothType: BoothType
  standardBooths: number
  exhibitDemand: string
  targetCustomers: string
  displayContentZh: string
  displayContentEn: string
  industryId: number
}

/** An exhibitor refused for a missing licence, who may modify and resubmit. */
export const REFUSED_EXHIBITOR: {
  person: VerifiedPerson
  reason: string
  organisation: OrganisationDetails
  contact: Required<OrganisationContactForm>
} = {
  person: {
    nickname: '吴建华',
    phone: '13700137002',
    idNumber: '350102198507210053',
    company: '福州闽江智能装备有限公司',
  },
  reason: '营业执照已过期，请上传有效的营业执照 / The business licence has expired: upload a valid one',
  organisation: {
    nameZh: '福州闽江智能装备有限公司',
    nameEn: 'Fuzhou Minjiang Intelligent Equipment Co., Ltd.',
    location: '福建省福州市',
    structureType: 'private',
    country: '中国',
    addressEn: '88 Wuyi Road, Gulou District, Fuzhou',
    postCode: '350001',
    website: 'https://www.example.com',
    registeredCapital: '50000000',
    registeredCapitalUnit: 'yuan',
    businessScopeZh: '工业机器人、智能产线的研发与制造',
    businessScopeEn: 'Industrial robots and smart production lines',
    profileZh: '专注焊接与装配机器人的高新技术企业。',
    profileEn: 'A high-tech maker of welding and assembly robots.',
    exhibitionId: 1,
    exhibitionAreaId: 1,
    informationChannel: 'previousEdition',
    exhibitionIntent: 'exhibit',
    boothType: 'standard',
    standardBooths: 4,
    exhibitDemand: '四个标准展位，需三相电源',
    targetCustomers: '汽车零部件与家电制造企业',
    displayContentZh: '焊接机器人工作站现场演示',
    displayContentEn: 'Live demonstration of a robotic welding cell',
    industryId: 1,
  },
  contact: {
    name: '吴建华',
    phone: '86-0591-87654321',
    email: 'wujianhua@example.com',
    fax: '86-0591-87654322',
    position: '市场总监',
  },
}

/** A person registration under review: the person, their kind, how far the review is, and their invitation code. */
export interface WaitingVisitor {
  person: VerifiedPerson
  kind: PersonKind
  status: RegistrationStatusCode
  birthDate: string
  gender: Gender
  code: string
}

/** A professional visitor waiting for review and an invited guest in initial review. */
export const WAITING_VISITORS: readonly WaitingVisitor[] = [
  {
    person: { nickname: '许静怡', phone: '13700137003', idNumber: '35020319940418002X', company: '厦门国贸集团' },
    kind: 'professionalVisitor',
    status: S.waitingForReview,
    birthDate: '1994-04-18',
    gender: 'female',
    code: '',
  },
  {
    person: { nickname: '欧阳明', phone: '13700137004', idNumber: '350204196307050015', company: '新加坡福建会馆' },
    kind: 'invitedGuest',
    status: S.initialReview,
    birthDate: '1963-07-05',
    gender: 'male',
    code: 'CIFIT2026-VIP',
  },
]
