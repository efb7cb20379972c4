import { isPhone } from './phone'
import type {
  Amount,
  CollectionChoice,
  FieldProblem,
  FinanceForm,
  GroupMemberForm,
  GroupRegistrationForm,
  InvestForm,
  OrganisationRegistrationForm,
  PersonRegistrationForm,
} from './registration'
import {
  DESCRIPTION_MAX_LENGTH,
  DOMESTIC_ID_TYPE,
  GROUP_MAX_MEMBERS,
  OVERSEAS_CAPITAL_CNY_PER_USD,
  OVERSEAS_CAPITAL_MAX_USD,
  YUAN_PER_UNIT,
  type FieldProblemCode,
  type IdType,
} from './registration.codes'
import {
  isAmount,
  isChineseName,
  isDateString,
  isDigitsOnly,
  isEmail,
  isFax,
  isIdNumberOfType,
  idNumberBirthDate,
  idNumberGender,
  isPercentage,
  isPostCode,
  isRequired,
  isSignedAmount,
  isUnderWordLimit,
  isValidBoothCount,
  isValidRentalArea,
  isWebsite,
  isWechatId,
  isWithinLength,
} from './validators'

// The field rules of the registration and project forms (seed 001 section 5), as plain checks both sides run: the app
// under each field as it is typed, the server before it stores anything. Each answers every problem found, in field
// order; what needs the database (uploads, invitation codes, the verified identity, options) the server adds.

/** The fair's first and last day (yyyy-mm-dd, UTC+8): entries and arrivals fall within them. */
export interface FairDays {
  start: string
  end: string
}

const FAIR_OFFSET = '+08:00'

/** The fair's opening moment and the end of its last day, in milliseconds. */
export function fairWindow({ start, end }: FairDays): { from: number; to: number } {
  return {
    from: Date.parse(`${start}T00:00:00${FAIR_OFFSET}`),
    to: Date.parse(`${end}T00:00:00${FAIR_OFFSET}`) + 24 * 3_600_000,
  }
}

class Problems {
  readonly list: FieldProblem[] = []

  add(field: string, problem: FieldProblemCode): void {
    this.list.push({ field, problem })
  }

  /** Records `required` when blank; true when the value is there to check further. */
  required(field: string, value: string | number | readonly unknown[] | boolean | null | undefined): boolean {
    const filled = typeof value === 'boolean' ? true : isRequired(value ?? null)
    if (!filled) this.add(field, 'required')
    return filled
  }

  /** A required field that must also pass `valid`. */
  requiredAs(field: string, value: string | undefined, valid: (text: string) => boolean, problem: FieldProblemCode) {
    if (this.required(field, value) && !valid(value!)) this.add(field, problem)
  }

  /** An optional field that must pass `valid` when filled in. */
  optionalAs(field: string, value: string | undefined, valid: (text: string) => boolean, problem: FieldProblemCode) {
    if (isRequired(value ?? null) && !valid(value!)) this.add(field, problem)
  }

  description(field: string, value: string | undefined, required: boolean): void {
    if (required && !this.required(field, value)) return
    if (value && !isWithinLength(value, DESCRIPTION_MAX_LENGTH)) this.add(field, 'description')
  }

  /** An amount: nothing, or a value in the given form with its unit. */
  amount(field: string, amount: Amount | undefined, valid: (text: string) => boolean, problem: FieldProblemCode) {
    if (!amount || !isRequired(amount.value)) return
    if (!valid(amount.value)) this.add(`${field}.value`, problem)
    else if (!amount.unit) this.add(`${field}.unit`, 'required')
  }
}

/** The identity fields a person and a group member share; `at` prefixes the field names (`members.0.`). */
function identityProblems(p: Problems, at: string, form: GroupMemberForm | PersonRegistrationForm, fair: FairDays) {
  const domestic = form.idType === DOMESTIC_ID_TYPE
  if (p.required(`${at}name`, form.name) && domestic && !isChineseName(form.name)) p.add(`${at}name`, 'chineseName')
  p.required(`${at}idType`, form.idType)
  const idValid =
    p.required(`${at}idNumber`, form.idNumber) &&
    form.idType !== '' &&
    isIdNumberOfType(form.idType as IdType, form.idNumber)
  if (isRequired(form.idNumber) && form.idType !== '' && !idValid) p.add(`${at}idNumber`, 'idNumber')
  if (p.required(`${at}birthDate`, form.birthDate)) {
    if (!isDateString(form.birthDate)) p.add(`${at}birthDate`, 'date')
    else if (form.birthDate.trim() >= fair.start) p.add(`${at}birthDate`, 'birthDate')
    else if (domestic && idValid && idNumberBirthDate(form.idNumber) !== form.birthDate.trim())
      p.add(`${at}birthDate`, 'birthDateMismatch')
  }
  if (p.required(`${at}gender`, form.gender) && domestic && idValid && idNumberGender(form.idNumber) !== form.gender)
    p.add(`${at}gender`, 'genderMismatch')
  if (!domestic) p.required(`${at}nationality`, form.nationality)
}

/** The collection method, and for express delivery the mailing address, contact and phone. */
export function collectionProblems(choice: CollectionChoice, at = 'collection.'): FieldProblem[] {
  const p = new Problems()
  p.required(`${at}method`, choice.method)
  if (choice.method === 'express') {
    p.required(`${at}mailingAddress`, choice.mailingAddress)
    p.required(`${at}mailingContact`, choice.mailingContact)
    p.requiredAs(`${at}mailingPhone`, choice.mailingPhone, isPhone, 'phone')
  }
  return p.list
}

/** A person's registration. */
export function personProblems(form: PersonRegistrationForm, fair: FairDays): FieldProblem[] {
  const p = new Problems()
  p.required('personKind', form.personKind)
  if (form.personKind === 'invitedGuest') p.required('invitationCode', form.invitationCode)
  identityProblems(p, '', form, fair)
  p.requiredAs('phone', form.phone, isPhone, 'phone')
  if (form.personKind === 'exhibitorStaff') p.required('organisation', form.organisation)
  p.required('avatar', form.avatar)
  p.required('mainPurpose', form.mainPurpose)
  if (typeof form.earliestEntry === 'number') {
    const { from, to } = fairWindow(fair)
    if (form.earliestEntry < from || form.earliestEntry >= to) p.add('earliestEntry', 'entryTime')
  }
  if (form.collection) p.list.push(...collectionProblems(form.collection))
  if (!form.privacyAccepted) p.add('privacyAccepted', 'privacy')
  return p.list
}

/** One group member; `at` prefixes the field names (`members.3.`). */
export function memberProblems(member: GroupMemberForm, fair: FairDays, at = ''): FieldProblem[] {
  const p = new Problems()
  identityProblems(p, at, member, fair)
  return p.list
}

/** The same ID number twice in one list of members: the later ones, by index. */
export function duplicateMembers(members: readonly GroupMemberForm[]): number[] {
  const seen = new Set<string>()
  const duplicates: number[] = []
  members.forEach((member, index) => {
    const key = `${member.idType}:${member.idNumber.trim().toUpperCase()}`
    if (!member.idNumber.trim()) return
    if (seen.has(key)) duplicates.push(index)
    seen.add(key)
  })
  return duplicates
}

/** A group's registration with its members. */
export function groupProblems(form: GroupRegistrationForm, fair: FairDays): FieldProblem[] {
  const p = new Problems()
  p.required('groupNameZh', form.groupNameZh)
  p.required('logo', form.logo)
  p.required('groupType', form.groupType)
  if (form.memberCount < 1) p.add('memberCount', 'required')
  else if (form.memberCount > GROUP_MAX_MEMBERS) p.add('memberCount', 'tooManyMembers')
  const { arrivalTime, departureTime } = form
  const { from, to } = fairWindow(fair)
  if (typeof arrivalTime === 'number' && arrivalTime >= to) p.add('arrivalTime', 'entryTime')
  if (typeof departureTime === 'number' && departureTime < from) p.add('departureTime', 'entryTime')
  if (typeof arrivalTime === 'number' && typeof departureTime === 'number' && departureTime < arrivalTime)
    p.add('departureTime', 'dateOrder')
  p.required('contactName', form.contactName)
  p.requiredAs('contactPhone', form.contactPhone, isPhone, 'phone')
  p.list.push(...collectionProblems(form.collection))
  p.required('businessLicence', form.businessLicence)
  p.description('translationNeeds', form.translationNeeds, false)
  p.description('remarks', form.remarks, false)
  if (form.fortune500 === undefined) p.add('fortune500', 'required')
  p.description('unitIntroduction', form.unitIntroduction, true)
  p.description('cooperationIntention', form.cooperationIntention, false)
  const members = form.members ?? []
  if (form.memberCount >= 1 && members.length > form.memberCount) p.add('members', 'tooManyMembers')
  members.forEach((member, index) => p.list.push(...memberProblems(member, fair, `members.${index}.`)))
  for (const index of duplicateMembers(members)) p.add(`members.${index}.idNumber`, 'duplicateMember')
  if (!form.privacyAccepted) p.add('privacyAccepted', 'privacy')
  return p.list
}

/** An organisation's application to exhibit. */
export function organisationProblems(form: OrganisationRegistrationForm): FieldProblem[] {
  const p = new Problems()
  p.required('nameZh', form.nameZh)
  p.required('country', form.country)
  p.required('logo', form.logo)
  p.optionalAs('postCode', form.postCode, isPostCode, 'postCode')
  p.optionalAs('website', form.website, isWebsite, 'website')
  p.amount('registeredCapital', form.registeredCapital, isDigitsOnly, 'digitsOnly')
  p.description('businessScopeZh', form.businessScopeZh, true)
  p.description('businessScopeEn', form.businessScopeEn, false)
  if (form.profileZh && !isUnderWordLimit(form.profileZh)) p.add('profileZh', 'profileWords')
  if (form.profileEn && !isUnderWordLimit(form.profileEn)) p.add('profileEn', 'profileWords')
  p.required('exhibitionId', form.exhibitionId)
  p.required('exhibitionAreaId', form.exhibitionAreaId)
  p.required('informationChannel', form.informationChannel)
  p.required('exhibitionIntent', form.exhibitionIntent)
  const { standardBooths: booths, vacantArea: area } = form
  if (form.boothType === 'standard' && p.required('standardBooths', booths) && !isValidBoothCount(booths!))
    p.add('standardBooths', 'boothCount')
  if (form.boothType === 'rawSpace' && p.required('vacantArea', area) && !isValidRentalArea(area!))
    p.add('vacantArea', 'rentalArea')
  p.description('exhibitDemand', form.exhibitDemand, true)
  p.description('targetCustomers', form.targetCustomers, true)
  p.description('displayContentZh', form.displayContentZh, true)
  p.description('displayContentEn', form.displayContentEn, false)
  p.required('industryId', form.industryId)
  if (p.required('contacts', form.contacts)) {
    form.contacts.forEach((contact, index) => {
      const at = `contacts.${index}.`
      p.required(`${at}name`, contact.name)
      p.requiredAs(`${at}phone`, contact.phone, isPhone, 'phone')
      p.requiredAs(`${at}email`, contact.email, isEmail, 'email')
      p.optionalAs(`${at}fax`, contact.fax, isFax, 'fax')
    })
  }
  if (form.collection) p.list.push(...collectionProblems(form.collection))
  if (!form.privacyAccepted) p.add('privacyAccepted', 'privacy')
  return p.list
}

/** Whether an amount in yuan reaches the overseas capital cap (seed 001 section 9), at the organisers' reference rate. */
function overOverseasCap(amount: Amount | undefined): boolean {
  if (!amount?.unit || !isAmount(amount.value)) return false
  return Number(amount.value) * YUAN_PER_UNIT[amount.unit] >= OVERSEAS_CAPITAL_MAX_USD * OVERSEAS_CAPITAL_CNY_PER_USD
}

/** The project financing form; a project with an overseas capital plan must seek less than the overseas cap. */
export function financeProblems(form: FinanceForm): FieldProblem[] {
  const p = new Problems()
  p.required('companyName', form.companyName)
  p.optionalAs('establishedOn', form.establishedOn, isDateString, 'date')
  p.amount('registeredCapital', form.registeredCapital, isDigitsOnly, 'digitsOnly')
  p.required('contactPerson', form.contactPerson)
  p.requiredAs('phone', form.phone, isPhone, 'phone')
  p.optionalAs('wechatId', form.wechatId, isWechatId, 'wechatId')
  p.optionalAs('email', form.email, isEmail, 'email')
  p.amount('revenueLastYear', form.revenueLastYear, isAmount, 'amount')
  p.amount('revenueYearBefore', form.revenueYearBefore, isAmount, 'amount')
  p.amount('profitLastYear', form.profitLastYear, isSignedAmount, 'amount')
  p.amount('profitYearBefore', form.profitYearBefore, isSignedAmount, 'amount')
  p.required('projectName', form.projectName)
  p.description('projectDetail', form.projectDetail, true)
  p.amount('financingNeeds', form.financingNeeds, isAmount, 'amount')
  if (form.overseasCapitalPlan && overOverseasCap(form.financingNeeds)) p.add('financingNeeds.value', 'overseasCap')
  p.description('fundPurpose', form.fundPurpose, false)
  p.optionalAs('equityTransferRatio', form.equityTransferRatio, isPercentage, 'percentage')
  p.description('developmentPlan', form.developmentPlan, true)
  if (form.overseasCapitalPlan) p.required('overseasCapitalType', form.overseasCapitalType)
  if (form.listingPlan) p.required('listingPlace', form.listingPlace)
  p.description('coreTeam', form.coreTeam, false)
  p.description('competitiveAdvantage', form.competitiveAdvantage, false)
  p.description('intellectualProperty', form.intellectualProperty, false)
  return p.list
}

/** The project investment form. */
export function investProblems(form: InvestForm): FieldProblem[] {
  const p = new Problems()
  p.required('institutionName', form.institutionName)
  p.amount('managementScale', form.managementScale, isAmount, 'amount')
  p.description('institutionProfile', form.institutionProfile, true)
  p.description('coreInvestmentStandard', form.coreInvestmentStandard, false)
  p.amount('investmentAmount', form.investmentAmount, isAmount, 'amount')
  const years = form.exitPeriodYears
  if (years !== undefined && (years < 0 || years > 100)) p.add('exitPeriodYears', 'wholeNumber')
  p.description('requiredMaterials', form.requiredMaterials, false)
  return p.list
}
