import type { Option } from '../../../src/contract/common'
import {
  AMOUNT_UNITS,
  BOOTH_TYPES,
  COLLECTION_METHODS,
  ENTERPRISE_NATURES,
  EXHIBITION_INTENTS,
  EXIT_METHODS,
  FINANCING_STAGES,
  GENDERS,
  GROUP_TYPES,
  ID_TYPES,
  INFORMATION_CHANNELS,
  INSTITUTION_TYPES,
  INVESTMENT_STAGES,
  PARTICIPATION_PURPOSES,
  PERSON_KINDS,
  PROJECT_FORM_STATUSES,
  RegistrationStatus,
  STRUCTURE_TYPES,
  type RegistrationStatusCode,
} from '../../../src/contract/registration.codes'
import type { Lang } from '../platform/lang'
import { t, type Text } from '../platform/text'

// The labels of registration's codes in both languages: the options of the forms' selects, the badge's kind.

type Labels<T extends string | number> = Record<T, Text>

export const PERSON_KIND_LABELS: Labels<(typeof PERSON_KINDS)[number]> = {
  visitor: t('普通观众', 'Visitor'),
  professionalVisitor: t('专业观众', 'Professional visitor'),
  invitedGuest: t('特邀嘉宾', 'Invited guest'),
  exhibitorStaff: t('参展商工作人员', 'Exhibitor staff'),
}

export const KIND_LABELS = {
  group: t('团组', 'Group'),
  organisation: t('参展商', 'Exhibitor'),
} as const

const ID_TYPE_LABELS: Labels<(typeof ID_TYPES)[number]> = {
  idCard: t('居民身份证', 'Resident ID card'),
  passport: t('护照', 'Passport'),
  hkMacauPermit: t('港澳居民来往内地通行证', 'Mainland travel permit for Hong Kong and Macau residents'),
  taiwanPermit: t('台湾居民来往大陆通行证', 'Mainland travel permit for Taiwan residents'),
  residencePermit: t('港澳台居民居住证', 'Residence permit for Hong Kong, Macau and Taiwan residents'),
  foreignerPermanentResidence: t('外国人永久居留身份证', "Foreigner's permanent residence ID card"),
}

const STATUS_LABELS: Labels<RegistrationStatusCode> = {
  [RegistrationStatus.submitted]: t('已提交', 'Submitted'),
  [RegistrationStatus.waitingForReview]: t('已登记，待审核', 'Registered, waiting for review'),
  [RegistrationStatus.initialReview]: t('初审中', 'Initial review'),
  [RegistrationStatus.finalReview]: t('终审中', 'Final review'),
  [RegistrationStatus.certificateMaking]: t('制证中', 'Certificate making'),
  [RegistrationStatus.certificateIssued]: t('已制证', 'Certificate issued'),
  [RegistrationStatus.approved]: t('审核通过', 'Approved'),
  [RegistrationStatus.notApproved]: t('审核不通过', 'Not approved'),
}

/** A status's label, in a language. */
export const statusLabel = (status: RegistrationStatusCode, lang: Lang) => STATUS_LABELS[status][lang]

const SELECTS = {
  personKinds: PERSON_KIND_LABELS,
  idTypes: ID_TYPE_LABELS,
  genders: { male: t('男', 'Male'), female: t('女', 'Female') } satisfies Labels<(typeof GENDERS)[number]>,
  participationPurposes: {
    investment: t('投资', 'Investing'),
    seekInvestment: t('寻求投资', 'Seeking investment'),
    trade: t('贸易洽谈', 'Trade talks'),
    procurement: t('采购', 'Procurement'),
    visit: t('参观', 'Visiting'),
    forum: t('参加会议论坛', 'Forums and meetings'),
    projectDocking: t('项目对接', 'Project matchmaking'),
    other: t('其他', 'Other'),
  } satisfies Labels<(typeof PARTICIPATION_PURPOSES)[number]>,
  collectionMethods: {
    onSite: t('现场领取', 'Collect on site'),
    express: t('快递到付', 'Express, paid on delivery'),
  } satisfies Labels<(typeof COLLECTION_METHODS)[number]>,
  groupTypes: {
    government: t('政府团组', 'Government delegation'),
    enterprise: t('企业团组', 'Business delegation'),
    association: t('商协会', 'Chamber or association'),
    investmentAgency: t('投资促进机构', 'Investment promotion agency'),
    media: t('媒体', 'Media'),
    other: t('其他', 'Other'),
  } satisfies Labels<(typeof GROUP_TYPES)[number]>,
  structureTypes: {
    stateOwned: t('国有企业', 'State-owned'),
    private: t('民营企业', 'Private'),
    foreignFunded: t('外资企业', 'Foreign-funded'),
    jointVenture: t('合资企业', 'Joint venture'),
    government: t('政府机构', 'Government body'),
    association: t('社会团体', 'Association'),
    other: t('其他', 'Other'),
  } satisfies Labels<(typeof STRUCTURE_TYPES)[number]>,
  informationChannels: {
    website: t('官方网站', 'Official website'),
    wechat: t('微信公众号', 'WeChat official account'),
    media: t('新闻媒体', 'News media'),
    invitation: t('主办方邀请', "Organiser's invitation"),
    previousEdition: t('往届参展', 'A previous edition'),
    partner: t('合作伙伴推荐', 'A partner'),
    other: t('其他', 'Other'),
  } satisfies Labels<(typeof INFORMATION_CHANNELS)[number]>,
  exhibitionIntents: {
    exhibit: t('展示产品', 'Showing products'),
    investmentPromotion: t('招商推介', 'Investment promotion'),
    seekInvestment: t('寻求投资', 'Seeking investment'),
    tradeMatching: t('贸易对接', 'Trade matchmaking'),
    brandPromotion: t('品牌宣传', 'Brand promotion'),
  } satisfies Labels<(typeof EXHIBITION_INTENTS)[number]>,
  boothTypes: {
    standard: t('标准展位', 'Standard booths'),
    rawSpace: t('光地', 'Raw space'),
  } satisfies Labels<(typeof BOOTH_TYPES)[number]>,
  amountUnits: {
    yuan: t('元', 'Yuan'),
    thousandYuan: t('千元', 'Thousand yuan'),
    millionYuan: t('百万元', 'Million yuan'),
  } satisfies Labels<(typeof AMOUNT_UNITS)[number]>,
  enterpriseNatures: {
    stateOwned: t('国有企业', 'State-owned'),
    private: t('民营企业', 'Private'),
    foreignFunded: t('外资企业', 'Foreign-funded'),
    jointVenture: t('合资企业', 'Joint venture'),
    collective: t('集体企业', 'Collective'),
    other: t('其他', 'Other'),
  } satisfies Labels<(typeof ENTERPRISE_NATURES)[number]>,
  financingStages: {
    seed: t('种子轮', 'Seed'),
    angel: t('天使轮', 'Angel'),
    seriesA: t('A轮', 'Series A'),
    seriesB: t('B轮', 'Series B'),
    seriesC: t('C轮及以后', 'Series C and later'),
    preIpo: t('Pre-IPO', 'Pre-IPO'),
    other: t('其他', 'Other'),
  } satisfies Labels<(typeof FINANCING_STAGES)[number]>,
  institutionTypes: {
    ventureCapital: t('风险投资', 'Venture capital'),
    privateEquity: t('私募股权', 'Private equity'),
    governmentFund: t('政府引导基金', 'Government guidance fund'),
    industrialCapital: t('产业资本', 'Industrial capital'),
    bank: t('银行', 'Bank'),
    other: t('其他', 'Other'),
  } satisfies Labels<(typeof INSTITUTION_TYPES)[number]>,
  investmentStages: {
    seed: t('种子期', 'Seed'),
    early: t('初创期', 'Early'),
    growth: t('成长期', 'Growth'),
    mature: t('成熟期', 'Mature'),
    preIpo: t('上市前', 'Pre-IPO'),
    any: t('不限', 'Any'),
  } satisfies Labels<(typeof INVESTMENT_STAGES)[number]>,
  exitMethods: {
    ipo: t('上市', 'IPO'),
    mergerAcquisition: t('并购', 'Merger or acquisition'),
    equityTransfer: t('股权转让', 'Equity transfer'),
    buyback: t('回购', 'Buyback'),
    other: t('其他', 'Other'),
  } satisfies Labels<(typeof EXIT_METHODS)[number]>,
  statuses: STATUS_LABELS,
  projectFormStatuses: {
    submitted: t('已提交', 'Submitted'),
    inReview: t('审核中', 'In review'),
    accepted: t('已受理', 'Accepted'),
    declined: t('未通过', 'Declined'),
  } satisfies Labels<(typeof PROJECT_FORM_STATUSES)[number]>,
}

export type SelectName = keyof typeof SELECTS

/** Every select's options in a language, in the order of its codes. */
export function selectOptions(lang: Lang): Record<SelectName, Option[]> {
  return Object.fromEntries(
    Object.entries(SELECTS).map(([name, labels]) => [
      name,
      Object.entries(labels as Record<string, Text>).map(([value, label]) => ({ value, label: label[lang] })),
    ]),
  ) as Record<SelectName, Option[]>
}

/** The label of one code of a select, in a language ('' for an unknown code). */
export function labelOf(select: SelectName, code: string | number, lang: Lang): string {
  return (SELECTS[select] as Record<string, Text>)[String(code)]?.[lang] ?? ''
}
