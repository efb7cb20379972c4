import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { phoneForDisplay } from '@/contract/phone'
import type { GroupMemberForm, GroupRegistration, GroupRegistrationForm } from '@/contract/registration'
import {
  DOMESTIC_ID_TYPE,
  GROUP_MAX_MEMBERS,
  OWNER_EDITABLE_STATUSES,
  type Gender,
  type GroupType,
  type IdType,
  type RegistrationStatusCode,
} from '@/contract/registration.codes'
import { registrations } from '@/contract/registration.endpoints'
import { groupProblems, memberProblems, type FairDays } from '@/contract/registration.rules'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FieldSpec, type FormDescriptor, type FormValues } from '@/templates/form'
import { dateField, groupField, pickerField, regionField, uploadField } from '@/templates/form/rich-fields'
import type { ControlProps, GroupField } from '@/templates/form/types'
import {
  birthDateRange,
  fairDateRange,
  fairMomentOf,
  fairMomentText,
  ruleOf,
  text,
  yesNo,
  yesNoValue,
} from './field-rules'
import {
  choices,
  collectionFields,
  collectionOf,
  EMPTY_COLLECTION,
  genderField,
  IMAGE_MAX_BYTES,
  privacyField,
  useRegionSource,
  useUpload,
  yesNoField,
  type CollectionValues,
} from './fields'
import { RegistrationGate, type Ready } from './gate'
import { MemberSheetImport } from './member-sheet'
import { sendRegistration, useLoadedRegistration, useRegistrationForm, type Loaded } from './registration-form'
import { registrationsChanged } from './registrations-changed'
import { RegistrationCard } from './summary-card'

export type MemberValues = {
  name: string
  idType: string
  idNumber: string
  birthDate: string
  gender: string
  nationality: string
  position: string
  industryLevel2: string
  industryLevel3: string
  industryLevel4: string
  region: readonly string[]
}

const EMPTY_MEMBER: MemberValues = {
  name: '',
  idType: DOMESTIC_ID_TYPE,
  idNumber: '',
  birthDate: '',
  gender: '',
  nationality: '',
  position: '',
  industryLevel2: '',
  industryLevel3: '',
  industryLevel4: '',
  region: [],
}

export type GroupValues = CollectionValues & {
  groupNameZh: string
  groupNameEn: string
  logo: readonly string[]
  groupType: string
  memberCount: string
  arrivalTime: string
  departureTime: string
  contactName: string
  contactPhone: string
  businessLicence: readonly string[]
  backgroundMaterials: readonly string[]
  translationNeeds: string
  remarks: string
  hotelBooked: string
  fortune500: string
  unitIntroduction: string
  cooperationIntention: string
  members: readonly FormValues[]
  privacyAccepted: boolean
}

const EMPTY_GROUP: GroupValues = {
  groupNameZh: '',
  groupNameEn: '',
  logo: [],
  groupType: '',
  memberCount: '',
  arrivalTime: '',
  departureTime: '',
  contactName: '',
  contactPhone: '',
  ...EMPTY_COLLECTION,
  businessLicence: [],
  backgroundMaterials: [],
  translationNeeds: '',
  remarks: '',
  hotelBooked: '',
  fortune500: '',
  unitIntroduction: '',
  cooperationIntention: '',
  members: [],
  privacyAccepted: false,
}

/** One member's entry as sent. */
export function toMember(values: FormValues): GroupMemberForm {
  const member = values as MemberValues
  const [province = '', city = ''] = member.region ?? []
  return {
    name: text(member.name),
    idType: member.idType as IdType,
    idNumber: text(member.idNumber).toUpperCase(),
    birthDate: text(member.birthDate),
    gender: member.gender as Gender,
    nationality: text(member.nationality),
    position: text(member.position),
    industryLevel2: text(member.industryLevel2),
    industryLevel3: text(member.industryLevel3),
    industryLevel4: text(member.industryLevel4),
    province,
    city,
  }
}

/** What the form sends; a resubmission leaves the members as they are on the server. */
export function toGroupForm(values: GroupValues, withMembers: boolean): GroupRegistrationForm {
  const arrival = fairMomentOf(values.arrivalTime)
  const departure = fairMomentOf(values.departureTime)
  const fortune500 = yesNo(values.fortune500)
  return {
    groupNameZh: text(values.groupNameZh),
    groupNameEn: text(values.groupNameEn),
    logo: values.logo[0] ?? '',
    groupType: values.groupType as GroupType,
    memberCount: Number(text(values.memberCount)) || 0,
    ...(arrival !== undefined && { arrivalTime: arrival }),
    ...(departure !== undefined && { departureTime: departure }),
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
    collection: collectionOf(values),
    businessLicence: values.businessLicence[0] ?? '',
    backgroundMaterials: [...values.backgroundMaterials],
    translationNeeds: text(values.translationNeeds),
    remarks: text(values.remarks),
    hotelBooked: values.hotelBooked === 'yes',
    ...(fortune500 !== undefined && { fortune500 }),
    unitIntroduction: text(values.unitIntroduction),
    cooperationIntention: text(values.cooperationIntention),
    ...(withMembers && { members: values.members.map(toMember) }),
    privacyAccepted: values.privacyAccepted,
  }
}

/** A refused group's values to modify; its members stay as they are. */
function groupValuesOf(group: GroupRegistration): GroupValues {
  return {
    ...EMPTY_GROUP,
    groupNameZh: group.groupNameZh,
    groupNameEn: group.groupNameEn,
    logo: group.logo ? [group.logo] : [],
    groupType: group.groupType,
    memberCount: String(group.memberCount),
    arrivalTime: fairMomentText(group.arrivalTime),
    departureTime: fairMomentText(group.departureTime),
    contactName: group.contactName,
    contactPhone: phoneForDisplay(group.contactPhone),
    collectionMethod: group.collection?.method ?? '',
    mailingAddress: group.collection?.mailingAddress ?? '',
    mailingContact: group.collection?.mailingContact ?? '',
    mailingPhone: phoneForDisplay(group.collection?.mailingPhone ?? ''),
    businessLicence: group.businessLicence ? [group.businessLicence] : [],
    backgroundMaterials: group.backgroundMaterials,
    translationNeeds: group.translationNeeds,
    remarks: group.remarks,
    hotelBooked: yesNoValue(group.hotelBooked),
    fortune500: yesNoValue(group.fortune500),
    unitIntroduction: group.unitIntroduction,
    cooperationIntention: group.cooperationIntention,
  }
}

/** A member read from a sheet, as the form's entry holds it. */
export function memberValuesOf(member: GroupMemberForm): MemberValues {
  return {
    name: member.name,
    idType: member.idType,
    idNumber: member.idNumber,
    birthDate: member.birthDate,
    gender: member.gender,
    nationality: member.nationality ?? '',
    position: member.position ?? '',
    industryLevel2: member.industryLevel2 ?? '',
    industryLevel3: member.industryLevel3 ?? '',
    industryLevel4: member.industryLevel4 ?? '',
    region: member.province ? [member.province, ...(member.city ? [member.city] : [])] : [],
  }
}

/** An entry added and left as it started: an import takes its place. */
const untouched = (entry: FormValues) => !text(String(entry.name ?? '')) && !text(String(entry.idNumber ?? ''))

// The form template's own list of entries, drawn under the sheet's import.
const { control: MemberEntries } = groupField<GroupValues>({
  name: 'members',
  fields: [],
  empty: {},
  entryLabel: 'registration.member.entry',
  addLabel: 'registration.member.add',
})

/**
 * The members of a group form not yet sent: added one by one, or read from a sheet into the list for the contact to
 * check; nothing is sent until the form is.
 */
const MemberList = observer((props: ControlProps<GroupField<GroupValues>, readonly FormValues[]>) => {
  const t = useT()
  const { api } = useStores()
  const { value = [], onChange, entries } = props

  const readSheet = async (file: string) => {
    const { members } = await api.registration.readMembers(file)
    const kept = value.filter((entry) => !untouched(entry))
    if (kept.length + members.length > GROUP_MAX_MEMBERS) {
      toast(t('registration.problem.tooManyMembers'))
      return
    }
    // The entries move: their messages go, and come back with the next check.
    for (const path of Object.keys(entries?.errors ?? {})) entries?.settle(path)
    onChange?.([...kept, ...members.map(memberValuesOf)])
    toast(t('registration.import.listed', { count: members.length }))
  }

  return (
    <>
      <MemberSheetImport hint='registration.import.formHint' read={readSheet} />
      <MemberEntries {...props} />
    </>
  )
})

/** A member's fields, checked with the rules the server runs on each member. */
function memberFields(ready: Ready, fair: FairDays, regions: ReturnType<typeof useRegionSource>) {
  const problems = (values: MemberValues) => memberProblems(toMember(values), fair)
  const rule = (field: string) => [ruleOf(problems, field)]
  const fields: FieldSpec<MemberValues>[] = [
    {
      kind: 'text',
      name: 'name',
      label: 'registration.field.name',
      required: 'registration.problem.required',
      rules: rule('name'),
      maxLength: 50,
    },
    pickerField<MemberValues>({
      name: 'idType',
      label: 'registration.field.idType',
      required: 'registration.problem.required',
      options: choices(ready.options.idTypes),
    }),
    {
      kind: 'idcard',
      name: 'idNumber',
      label: 'registration.field.idNumber',
      required: 'registration.problem.required',
      rules: rule('idNumber'),
      maxLength: 32,
    },
    dateField<MemberValues>({
      name: 'birthDate',
      label: 'registration.field.birthDate',
      required: 'registration.problem.required',
      rules: rule('birthDate'),
      ...birthDateRange(fair.start),
    }),
    genderField<MemberValues>(problems),
    {
      kind: 'text',
      name: 'nationality',
      label: 'registration.field.nationality',
      required: 'registration.problem.required',
      maxLength: 50,
      visible: (values) => values.idType !== DOMESTIC_ID_TYPE,
    },
    { kind: 'text', name: 'position', label: 'registration.field.position', maxLength: 50 },
    { kind: 'text', name: 'industryLevel2', label: 'registration.field.industryLevel2', maxLength: 50 },
    { kind: 'text', name: 'industryLevel3', label: 'registration.field.industryLevel3', maxLength: 50 },
    { kind: 'text', name: 'industryLevel4', label: 'registration.field.industryLevel4', maxLength: 50 },
    regionField<MemberValues>({ name: 'region', label: 'registration.field.memberRegion', levels: 2, source: regions }),
  ]
  return fields as unknown as FieldSpec<FormValues>[]
}

interface FieldsOptions {
  ready: Ready
  fair: FairDays
  withMembers: boolean
  collectionChosen: boolean
  upload: ReturnType<typeof useUpload>
  regions: ReturnType<typeof useRegionSource>
}

/** Every field of a group's registration (seed 001 section 3) with the rules of section 5. */
function groupFields(options: FieldsOptions): FieldSpec<GroupValues>[] {
  const { ready, fair, upload } = options
  const problems = (values: GroupValues) => groupProblems(toGroupForm(values, options.withMembers), fair)
  const rule = (field: string) => [ruleOf(problems, field)]
  const days = fairDateRange(fair)
  const image = (name: 'logo' | 'businessLicence' | 'backgroundMaterials', maxCount: number) =>
    uploadField<GroupValues>({
      name,
      label: `registration.field.${name}`,
      required: name === 'backgroundMaterials' ? undefined : 'registration.problem.upload',
      accept: 'image',
      maxCount,
      maxBytes: IMAGE_MAX_BYTES,
      upload,
      hint: 'registration.hint.image',
    })
  const description = (name: 'translationNeeds' | 'remarks' | 'unitIntroduction' | 'cooperationIntention') =>
    ({
      kind: 'textarea',
      name,
      label: `registration.field.${name}`,
      required: name === 'unitIntroduction' ? 'registration.problem.required' : undefined,
      rules: rule(name),
      maxLength: ready.rules.descriptionMaxLength,
    }) as const
  return [
    {
      kind: 'text',
      name: 'groupNameZh',
      label: 'registration.field.groupNameZh',
      required: 'registration.problem.required',
      maxLength: 100,
    },
    { kind: 'text', name: 'groupNameEn', label: 'registration.field.groupNameEn', maxLength: 200 },
    image('logo', 1),
    pickerField<GroupValues>({
      name: 'groupType',
      label: 'registration.field.groupType',
      required: 'registration.problem.required',
      options: choices(ready.options.groupTypes),
    }),
    {
      kind: 'number',
      name: 'memberCount',
      label: 'registration.field.memberCount',
      required: 'registration.problem.required',
      rules: rule('memberCount'),
      maxLength: 3,
      hint: 'registration.hint.memberCount',
    },
    dateField<GroupValues>({
      name: 'arrivalTime',
      label: 'registration.field.arrivalTime',
      withTime: true,
      start: days.start,
      end: days.end,
      rules: rule('arrivalTime'),
    }),
    dateField<GroupValues>({
      name: 'departureTime',
      label: 'registration.field.departureTime',
      withTime: true,
      start: days.start,
      end: days.end,
      rules: rule('departureTime'),
    }),
    {
      kind: 'text',
      name: 'contactName',
      label: 'registration.field.contactName',
      required: 'registration.problem.required',
      maxLength: 50,
      hint: 'registration.hint.groupContact',
    },
    {
      kind: 'text',
      name: 'contactPhone',
      label: 'registration.field.contactPhone',
      placeholder: 'registration.placeholder.phone',
      required: 'registration.problem.required',
      rules: rule('contactPhone'),
      maxLength: 32,
    },
    ...(options.collectionChosen ? [] : collectionFields<GroupValues>(problems, true)),
    image('businessLicence', 1),
    image('backgroundMaterials', 9),
    description('translationNeeds'),
    description('remarks'),
    yesNoField<GroupValues>('hotelBooked', 'registration.field.hotelBooked', false),
    yesNoField<GroupValues>('fortune500', 'registration.field.fortune500', true),
    description('unitIntroduction'),
    description('cooperationIntention'),
    ...(options.withMembers
      ? [
          {
            ...groupField<GroupValues>({
              name: 'members',
              label: 'registration.field.members',
              fields: memberFields(ready, fair, options.regions),
              empty: EMPTY_MEMBER,
              entryLabel: 'registration.member.entry',
              addLabel: 'registration.member.add',
              max: GROUP_MAX_MEMBERS,
              rules: rule('members'),
            }),
            control: MemberList,
          },
        ]
      : []),
    privacyField<GroupValues>(),
  ]
}

/** Whether the group's members may still change (review has not taken it up, or it was refused). */
const membersOpen = (group: GroupRegistration) =>
  group.certificateStatus !== null &&
  OWNER_EDITABLE_STATUSES.includes(group.certificateStatus as RegistrationStatusCode)

/** The members of a registered group, and their import from a spreadsheet while the group may still change. */
export const GroupMembers = observer(({ group, onChanged }: { group: GroupRegistration; onChanged: () => void }) => {
  const t = useT()
  const stores = useStores()

  const importSheet = async (file: string) => {
    const { added } = await stores.api.registration.importMembers(group.id, file)
    registrationsChanged(stores)
    toast(t('registration.import.added', { count: added }))
    onChanged()
  }

  return (
    <View className='reg-card' data-testid='group-members'>
      <Text className='reg-card__title'>
        {t('registration.member.count', { count: group.members.length, total: group.memberCount })}
      </Text>
      {group.members.map((member) => (
        <View key={member.id} className='reg-facts__row' data-testid='group-member'>
          <Text className='reg-facts__label'>{member.name}</Text>
          <Text className='reg-facts__value'>{member.idNumber}</Text>
        </View>
      ))}
      {membersOpen(group) && <MemberSheetImport hint='registration.import.hint' read={importSheet} />}
    </View>
  )
})

const GroupForm = observer(
  ({ ready, loaded, reload }: { ready: Ready; loaded: Loaded<GroupRegistration>; reload: () => void }) => {
    const t = useT()
    const { api, queries } = useStores()
    const upload = useUpload()
    const regions = useRegionSource()
    const { registration: group } = loaded
    const base = useRegistrationForm<GroupValues>('group', loaded.draft, Boolean(group))
    const fair = { start: ready.rules.fairStart, end: ready.rules.fairEnd }

    const card = group && (
      <>
        <RegistrationCard
          state={group}
          title={group.groupNameZh}
          statuses={ready.options.statuses}
          onChanged={reload}
        />
        <GroupMembers group={group} onChanged={reload} />
      </>
    )
    if (group && !group.canModify) return <View className='reg-page'>{card}</View>

    const collectionChosen = Boolean(group?.collection)
    const form: FormDescriptor<GroupValues, GroupRegistration> = {
      ...base,
      id: 'group',
      initial: group ? groupValuesOf(group) : EMPTY_GROUP,
      fields: groupFields({ ready, fair, withMembers: !group, collectionChosen, upload, regions }),
      draft: 'registration-group',
      submit: (values) =>
        sendRegistration({ queries }, () => api.registration.submitGroup(toGroupForm(values, !group))),
      onSuccess: () => void navigate('submittedSuccessfully', { kind: 'group' }),
    }

    return (
      <FormTemplate
        form={form}
        header={
          <>
            <View className='reg-card reg-notice' data-testid='group-notice'>
              <Text className='reg-card__text'>{ready.rules.notices.groupCollection}</Text>
              <Text className='reg-card__note'>{ready.rules.notices.reply}</Text>
            </View>
            {card}
            {group?.collection && (
              <View className='reg-card' data-testid='group-collection'>
                <Text className='reg-card__text'>
                  {t(`registration.collection.${group.collection.method}`)} {group.collection.mailingAddress}
                </Text>
                <Text className='reg-card__note'>{t('registration.collection.fixed')}</Text>
              </View>
            )}
          </>
        }
      />
    )
  },
)

const GroupLoader = observer(({ ready }: { ready: Ready }) => {
  const loaded = useLoadedRegistration('group', registrations.group)
  return (
    <RequestView request={loaded}>
      {(data) => <GroupForm ready={ready} loaded={data} reload={() => void loaded.reload()} />}
    </RequestView>
  )
})

/**
 * A group registered by its contact (seed 001 sections 3, 5, 6): the group, its members and how its badges are
 * collected; once sent, where it stands, its members and their import from a spreadsheet.
 */
export const GroupRegistrationPage = observer(() => (
  <PageShell route='groupRegFrom' loginHint='registration.loginHint'>
    <RegistrationGate>{(ready) => <GroupLoader ready={ready} />}</RegistrationGate>
  </PageShell>
))
