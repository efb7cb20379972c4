import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { phoneForDisplay } from '@/contract/phone'
import type { PersonRegistration, PersonRegistrationForm } from '@/contract/registration'
import {
  DOMESTIC_ID_TYPE,
  type Gender,
  type IdType,
  type ParticipationPurpose,
  type PersonKind,
} from '@/contract/registration.codes'
import { registrations } from '@/contract/registration.endpoints'
import { personProblems, type FairDays } from '@/contract/registration.rules'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FieldSpec, type FormDescriptor } from '@/templates/form'
import { dateField, pickerField, regionField, uploadField } from '@/templates/form/rich-fields'
import { labelOf } from './data'
import { birthDateRange, fairDateRange, fairMomentOf, fairMomentText, ruleOf, text, yesNoValue } from './field-rules'
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
import { sendRegistration, useLoadedRegistration, useRegistrationForm, type Loaded } from './registration-form'
import { RegistrationCard } from './summary-card'

export type PersonValues = CollectionValues & {
  personKind: string
  invitationCode: string
  name: string
  idType: string
  idNumber: string
  nationality: string
  birthDate: string
  gender: string
  phone: string
  organisation: string
  position: string
  avatar: readonly string[]
  mainPurpose: string
  earliestEntry: string
  region: readonly string[]
  needsAssistance: string
  privacyAccepted: boolean
}

export const EMPTY_PERSON: PersonValues = {
  personKind: '',
  invitationCode: '',
  name: '',
  idType: '',
  idNumber: '',
  nationality: '',
  birthDate: '',
  gender: '',
  phone: '',
  organisation: '',
  position: '',
  avatar: [],
  mainPurpose: '',
  earliestEntry: '',
  region: [],
  needsAssistance: '',
  ...EMPTY_COLLECTION,
  privacyAccepted: false,
}

/** Which identity documents a page takes: the mainland ID card, the overseas ones, or any. */
export type IdentityScope = 'domestic' | 'overseas' | 'any'

/** What the form sends; the collection only while it is still to choose. */
export function toPersonForm(values: PersonValues, withCollection: boolean): PersonRegistrationForm {
  const [province = '', city = '', county = ''] = values.region
  const entry = fairMomentOf(values.earliestEntry)
  return {
    personKind: values.personKind as PersonKind,
    invitationCode: text(values.invitationCode),
    name: text(values.name),
    idType: values.idType as IdType,
    idNumber: text(values.idNumber).toUpperCase(),
    nationality: text(values.nationality),
    birthDate: text(values.birthDate),
    gender: values.gender as Gender,
    phone: text(values.phone),
    organisation: text(values.organisation),
    position: text(values.position),
    avatar: values.avatar[0] ?? '',
    mainPurpose: values.mainPurpose as ParticipationPurpose,
    ...(entry !== undefined && { earliestEntry: entry }),
    province,
    city,
    county,
    needsAssistance: values.needsAssistance === 'yes',
    ...(withCollection && values.collectionMethod && { collection: collectionOf(values) }),
    privacyAccepted: values.privacyAccepted,
  }
}

/** A refused registration's values to modify (the ID number is typed again: it is never sent back unmasked). */
export function personValuesOf(registration: PersonRegistration): PersonValues {
  return {
    ...EMPTY_PERSON,
    personKind: registration.personKind,
    name: registration.name,
    idType: registration.idType,
    nationality: registration.idType === DOMESTIC_ID_TYPE ? '' : registration.nationality,
    birthDate: registration.birthDate,
    gender: registration.gender,
    phone: phoneForDisplay(registration.phone),
    organisation: registration.organisation,
    position: registration.position,
    avatar: registration.avatar ? [registration.avatar] : [],
    mainPurpose: registration.mainPurpose,
    earliestEntry: fairMomentText(registration.earliestEntry),
    region: [registration.province, registration.city, registration.county].filter(Boolean),
    needsAssistance: yesNoValue(registration.needsAssistance),
  }
}

interface FieldsOptions {
  ready: Ready
  fair: FairDays
  /** The kind is the page's (or the registration's), or chosen in the form when not given. */
  kind: PersonKind | undefined
  identity: IdentityScope
  /** The collection was chosen before: it shows read-only instead. */
  collectionChosen: boolean
  upload: ReturnType<typeof useUpload>
  regions: ReturnType<typeof useRegionSource>
}

const overseas = (values: PersonValues) => values.idType !== '' && values.idType !== DOMESTIC_ID_TYPE

/** Every field of a person's registration (seed 001 section 3) with the rules both sides run (section 5). */
export function personFields(options: FieldsOptions): FieldSpec<PersonValues>[] {
  const { ready, fair, identity } = options
  const problems = (values: PersonValues) => personProblems(toPersonForm(values, true), fair)
  const rule = (field: string) => [ruleOf(problems, field)]
  const idTypes = ready.options.idTypes.filter(
    (option) => identity === 'any' || (identity === 'domestic') === (option.value === DOMESTIC_ID_TYPE),
  )
  const days = fairDateRange(fair)
  const fields: (FieldSpec<PersonValues> | false)[] = [
    !options.kind &&
      pickerField<PersonValues>({
        name: 'personKind',
        label: 'registration.field.personKind',
        required: 'registration.problem.required',
        options: choices(ready.options.personKinds),
      }),
    {
      kind: 'text',
      name: 'invitationCode',
      label: 'registration.field.invitationCode',
      required: 'registration.problem.required',
      maxLength: 32,
      visible: (values) => values.personKind === 'invitedGuest',
    },
    {
      kind: 'text',
      name: 'name',
      label: 'registration.field.name',
      placeholder: 'registration.placeholder.name',
      required: 'registration.problem.required',
      rules: rule('name'),
      maxLength: 50,
      hint: 'registration.hint.name',
    },
    pickerField<PersonValues>({
      name: 'idType',
      label: 'registration.field.idType',
      required: 'registration.problem.required',
      options: choices(idTypes),
    }),
    {
      kind: 'idcard',
      name: 'idNumber',
      label: 'registration.field.idNumber',
      required: 'registration.problem.required',
      rules: rule('idNumber'),
      maxLength: 32,
    },
    {
      kind: 'text',
      name: 'nationality',
      label: 'registration.field.nationality',
      required: 'registration.problem.required',
      maxLength: 50,
      visible: overseas,
    },
    dateField<PersonValues>({
      name: 'birthDate',
      label: 'registration.field.birthDate',
      required: 'registration.problem.required',
      rules: rule('birthDate'),
      ...birthDateRange(fair.start),
    }),
    genderField<PersonValues>(problems),
    {
      kind: 'text',
      name: 'phone',
      label: 'registration.field.phone',
      placeholder: 'registration.placeholder.phone',
      required: 'registration.problem.required',
      rules: rule('phone'),
      maxLength: 32,
    },
    {
      kind: 'text',
      name: 'organisation',
      label: options.kind === 'exhibitorStaff' ? 'registration.field.exhibitor' : 'registration.field.organisation',
      required: options.kind === 'exhibitorStaff' ? 'registration.problem.required' : undefined,
      maxLength: 100,
    },
    { kind: 'text', name: 'position', label: 'registration.field.position', maxLength: 50 },
    uploadField<PersonValues>({
      name: 'avatar',
      label: 'registration.field.avatar',
      required: 'registration.problem.upload',
      accept: 'image',
      maxCount: 1,
      maxBytes: IMAGE_MAX_BYTES,
      upload: options.upload,
      hint: 'registration.hint.image',
    }),
    pickerField<PersonValues>({
      name: 'mainPurpose',
      label: 'registration.field.mainPurpose',
      required: 'registration.problem.required',
      options: choices(ready.options.participationPurposes),
    }),
    dateField<PersonValues>({
      name: 'earliestEntry',
      label: 'registration.field.earliestEntry',
      withTime: true,
      start: days.start,
      end: days.end,
      rules: rule('earliestEntry'),
    }),
    regionField<PersonValues>({
      name: 'region',
      label: 'registration.field.region',
      levels: 3,
      source: options.regions,
    }),
    yesNoField<PersonValues>('needsAssistance', 'registration.field.needsAssistance', false),
    ...(options.collectionChosen ? [] : collectionFields<PersonValues>(problems, false)),
    privacyField<PersonValues>(),
  ]
  return fields.filter((field): field is FieldSpec<PersonValues> => field !== false)
}

interface PageProps {
  route: RouteKey
  /** The kind the page registers; chosen in the form when not given. */
  kind?: PersonKind
  identity?: IdentityScope
  /** An invitation code to fill in. */
  code?: string
  /** Where a sent registration leads (its outcome page by default). */
  success?: 'submittedSuccessfully' | 'signUpSuccess'
}

/** The form, or where the registration stands when it is not open to modification. */
const PersonForm = observer(
  ({ ready, loaded, props }: { ready: Ready; loaded: Loaded<PersonRegistration>; props: PageProps }) => {
    const t = useT()
    const { api, queries } = useStores()
    const upload = useUpload()
    const regions = useRegionSource()
    const { registration } = loaded
    const base = useRegistrationForm<PersonValues>('person', loaded.draft, Boolean(registration))
    const fair = { start: ready.rules.fairStart, end: ready.rules.fairEnd }

    if (registration && !registration.canModify) {
      return (
        <View className='reg-page'>
          <View className='reg-card reg-notice'>
            <Text className='reg-card__text'>{t('registration.person.already')}</Text>
          </View>
          <RegistrationCard state={registration} title={registration.name} statuses={ready.options.statuses} />
        </View>
      )
    }

    const start: PersonValues = registration
      ? personValuesOf(registration)
      : {
          ...EMPTY_PERSON,
          personKind: props.kind ?? '',
          idType: props.identity === 'domestic' ? DOMESTIC_ID_TYPE : '',
          invitationCode: props.code ?? '',
        }
    const collectionChosen = Boolean(registration?.collection)
    const kind = registration?.personKind ?? props.kind
    const form: FormDescriptor<PersonValues, PersonRegistration> = {
      ...base,
      id: 'person',
      initial: start,
      fields: personFields({
        ready,
        fair,
        kind,
        identity: props.identity ?? 'any',
        collectionChosen,
        upload,
        regions,
      }),
      draft: 'registration-person',
      submit: (values) =>
        sendRegistration({ queries }, () => api.registration.submitPerson(toPersonForm(values, !collectionChosen))),
      onSuccess: () =>
        void (props.success === 'signUpSuccess'
          ? navigate('signUpSuccess')
          : navigate('submittedSuccessfully', { kind: 'person' })),
    }

    return (
      <FormTemplate
        form={form}
        header={
          <>
            <View className='reg-card reg-notice' data-testid='person-notice'>
              {kind && <Text className='reg-card__title'>{labelOf(ready.options.personKinds, kind)}</Text>}
              <Text className='reg-card__text'>{ready.rules.notices.reply}</Text>
              <Text className='reg-card__note'>{ready.rules.notices.deadline}</Text>
            </View>
            {registration?.reason && (
              <View className='reg-card'>
                <Text className='reg-card__reason' data-testid='person-reason'>
                  {t('registration.reason', { reason: registration.reason })}
                </Text>
                <Text className='reg-card__note'>{t('registration.person.retypeId')}</Text>
              </View>
            )}
            {registration?.collection && (
              <View className='reg-card' data-testid='person-collection'>
                <Text className='reg-card__text'>{t(`registration.collection.${registration.collection.method}`)}</Text>
                {registration.collection.mailingAddress && (
                  <Text className='reg-card__note'>{registration.collection.mailingAddress}</Text>
                )}
                <Text className='reg-card__note'>{t('registration.collection.fixed')}</Text>
              </View>
            )}
          </>
        }
      />
    )
  },
)

/** The user's registration and kept draft, then the form. */
const PersonLoader = observer(({ ready, props }: { ready: Ready; props: PageProps }) => {
  const loaded = useLoadedRegistration('person', registrations.person)
  return (
    <RequestView request={loaded}>{(data) => <PersonForm ready={ready} loaded={data} props={props} />}</RequestView>
  )
})

/**
 * A person's registration page (visitor, professional visitor, invited guest, exhibitor staff): signed in, before the
 * deadline, real-name verified; a new registration, or the modification of a refused one with its reason shown.
 */
export const PersonRegistrationPage = observer((props: PageProps) => (
  <PageShell route={props.route} loginHint='registration.loginHint'>
    <RegistrationGate>{(ready) => <PersonLoader ready={ready} props={props} />}</RegistrationGate>
  </PageShell>
))
