import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { RequestView } from '@/components/status-view'
import { phoneForDisplay } from '@/contract/phone'
import type {
  OrganisationContactForm,
  OrganisationRegistration,
  OrganisationRegistrationForm,
  RegistrationOptions,
} from '@/contract/registration'
import {
  ORGANISATION_MAX_CONTACTS,
  type AmountUnit,
  type BoothType,
  type ExhibitionIntent,
  type InformationChannel,
  type StructureType,
} from '@/contract/registration.codes'
import { registrations } from '@/contract/registration.endpoints'
import { organisationProblems } from '@/contract/registration.rules'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FieldSpec, type FormDescriptor, type FormValues } from '@/templates/form'
import { groupField, pickerField, regionField, uploadField } from '@/templates/form/rich-fields'
import type { RegionSource } from '@/templates/form/types'
import { ruleOf, text } from './field-rules'
import { choices, IMAGE_MAX_BYTES, privacyField, unitField, useUpload } from './fields'
import { RegistrationGate, type Ready } from './gate'
import { sendRegistration, useLoadedRegistration, useRegistrationForm, type Loaded } from './registration-form'
import { RegistrationCard } from './summary-card'

type ContactValues = { name: string; phone: string; email: string; fax: string; position: string }

const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', fax: '', position: '' }

export type OrganisationValues = {
  nameZh: string
  nameEn: string
  location: string
  structureType: string
  country: string
  logo: readonly string[]
  addressEn: string
  postCode: string
  website: string
  registeredCapital: string
  registeredCapitalUnit: string
  businessScopeZh: string
  businessScopeEn: string
  profileZh: string
  profileEn: string
  hall: readonly string[]
  informationChannel: string
  exhibitionIntent: string
  boothType: string
  standardBooths: string
  vacantArea: string
  exhibitDemand: string
  targetCustomers: string
  displayContentZh: string
  displayContentEn: string
  industryId: string
  contacts: readonly FormValues[]
  privacyAccepted: boolean
}

const EMPTY_ORGANISATION: OrganisationValues = {
  nameZh: '',
  nameEn: '',
  location: '',
  structureType: '',
  country: '',
  logo: [],
  addressEn: '',
  postCode: '',
  website: '',
  registeredCapital: '',
  registeredCapitalUnit: 'millionYuan',
  businessScopeZh: '',
  businessScopeEn: '',
  profileZh: '',
  profileEn: '',
  hall: [],
  informationChannel: '',
  exhibitionIntent: '',
  boothType: '',
  standardBooths: '',
  vacantArea: '',
  exhibitDemand: '',
  targetCustomers: '',
  displayContentZh: '',
  displayContentEn: '',
  industryId: '',
  contacts: [EMPTY_CONTACT],
  privacyAccepted: false,
}

/** A whole number as typed, or undefined when blank or not a number. */
const wholeOf = (value: string) =>
  text(value) === '' || Number.isNaN(Number(value)) ? undefined : Math.trunc(Number(value))
const idOf = (value: string | undefined) => (value ? Number(value) : undefined)

export function toOrganisationForm(values: OrganisationValues): OrganisationRegistrationForm {
  const [exhibitionId, exhibitionAreaId] = values.hall
  const booths = values.boothType === 'standard' ? wholeOf(values.standardBooths) : undefined
  const area = values.boothType === 'rawSpace' ? wholeOf(values.vacantArea) : undefined
  const capital = text(values.registeredCapital)
  return {
    nameZh: text(values.nameZh),
    nameEn: text(values.nameEn),
    location: text(values.location),
    structureType: values.structureType as StructureType,
    country: text(values.country),
    logo: values.logo[0] ?? '',
    addressEn: text(values.addressEn),
    postCode: text(values.postCode),
    website: text(values.website),
    ...(capital && { registeredCapital: { value: capital, unit: values.registeredCapitalUnit as AmountUnit } }),
    businessScopeZh: text(values.businessScopeZh),
    businessScopeEn: text(values.businessScopeEn),
    profileZh: text(values.profileZh),
    profileEn: text(values.profileEn),
    ...(exhibitionId && { exhibitionId: Number(exhibitionId) }),
    ...(exhibitionAreaId && { exhibitionAreaId: Number(exhibitionAreaId) }),
    informationChannel: values.informationChannel as InformationChannel,
    exhibitionIntent: values.exhibitionIntent as ExhibitionIntent,
    boothType: values.boothType as BoothType,
    ...(booths !== undefined && { standardBooths: booths }),
    ...(area !== undefined && { vacantArea: area }),
    exhibitDemand: text(values.exhibitDemand),
    targetCustomers: text(values.targetCustomers),
    displayContentZh: text(values.displayContentZh),
    displayContentEn: text(values.displayContentEn),
    ...(idOf(values.industryId) !== undefined && { industryId: idOf(values.industryId) }),
    contacts: values.contacts.map((entry) => {
      const contact = entry as ContactValues
      return {
        name: text(contact.name),
        phone: text(contact.phone),
        email: text(contact.email),
        fax: text(contact.fax),
        position: text(contact.position),
      } satisfies OrganisationContactForm
    }),
    privacyAccepted: values.privacyAccepted,
  }
}

function organisationValuesOf(organisation: OrganisationRegistration): OrganisationValues {
  const hall = [organisation.exhibitionId, organisation.exhibitionAreaId].filter((id) => id !== null).map(String)
  return {
    ...EMPTY_ORGANISATION,
    nameZh: organisation.nameZh,
    nameEn: organisation.nameEn,
    location: organisation.location,
    structureType: organisation.structureType,
    country: organisation.country,
    logo: organisation.logo ? [organisation.logo] : [],
    addressEn: organisation.addressEn,
    postCode: organisation.postCode,
    website: organisation.website,
    registeredCapital: organisation.registeredCapital?.value ?? '',
    registeredCapitalUnit: organisation.registeredCapital?.unit ?? 'millionYuan',
    businessScopeZh: organisation.businessScopeZh,
    businessScopeEn: organisation.businessScopeEn,
    profileZh: organisation.profileZh,
    profileEn: organisation.profileEn,
    hall: hall.length === 2 ? hall : [],
    informationChannel: organisation.informationChannel,
    exhibitionIntent: organisation.exhibitionIntent,
    boothType: organisation.boothType,
    standardBooths: organisation.standardBooths === null ? '' : String(organisation.standardBooths),
    vacantArea: organisation.vacantArea === null ? '' : String(organisation.vacantArea),
    exhibitDemand: organisation.exhibitDemand,
    targetCustomers: organisation.targetCustomers,
    displayContentZh: organisation.displayContentZh,
    displayContentEn: organisation.displayContentEn,
    industryId: organisation.industryId ? String(organisation.industryId) : '',
    contacts: organisation.contacts.map((contact) => ({ ...contact, phone: phoneForDisplay(contact.phone) })),
  }
}

/** The exhibitions and their areas as a two-level choice: the hall category, then the area category. */
export function hallSource(options: RegistrationOptions): RegionSource {
  return {
    children: async (parent) =>
      parent === undefined
        ? options.exhibitions.map((hall) => ({ code: hall.value, name: hall.label }))
        : (options.exhibitions.find((hall) => hall.value === parent)?.areas ?? []).map((area) => ({
            code: area.value,
            name: area.label,
          })),
  }
}

/** Every field of an organisation's application (seed 001 section 3) with the rules of section 5. */
function organisationFields(ready: Ready, upload: ReturnType<typeof useUpload>): FieldSpec<OrganisationValues>[] {
  const problems = (values: OrganisationValues) => organisationProblems(toOrganisationForm(values))
  const rule = (field: string) => [ruleOf(problems, field)]
  const contactProblems = (values: ContactValues) =>
    organisationProblems({ ...toOrganisationForm(EMPTY_ORGANISATION), contacts: [values] })
  const contactRule = (field: string) => [ruleOf(contactProblems, `contacts.0.${field}`)]
  const required = 'registration.problem.required' as const
  const long = (
    name:
      | 'businessScopeZh'
      | 'businessScopeEn'
      | 'profileZh'
      | 'profileEn'
      | 'exhibitDemand'
      | 'targetCustomers'
      | 'displayContentZh'
      | 'displayContentEn',
    isRequired: boolean,
    maxLength: number,
  ) =>
    ({
      kind: 'textarea',
      name,
      label: `registration.field.${name}`,
      required: isRequired ? required : undefined,
      rules: rule(name),
      maxLength,
    }) as const
  const words = 1000
  const contactFields: FieldSpec<ContactValues>[] = [
    { kind: 'text', name: 'name', label: 'registration.field.contactName', required, maxLength: 50 },
    {
      kind: 'text',
      name: 'phone',
      label: 'registration.field.contactPhone',
      placeholder: 'registration.placeholder.phone',
      required,
      rules: contactRule('phone'),
      maxLength: 32,
    },
    {
      kind: 'email',
      name: 'email',
      label: 'registration.field.email',
      required: 'registration.problem.email',
      rules: contactRule('email'),
    },
    {
      kind: 'text',
      name: 'fax',
      label: 'registration.field.fax',
      placeholder: 'registration.placeholder.fax',
      rules: contactRule('fax'),
      maxLength: 32,
    },
    { kind: 'text', name: 'position', label: 'registration.field.position', maxLength: 50 },
  ]
  return [
    { kind: 'text', name: 'nameZh', label: 'registration.field.nameZh', required, maxLength: 100 },
    { kind: 'text', name: 'nameEn', label: 'registration.field.nameEn', maxLength: 200 },
    { kind: 'text', name: 'location', label: 'registration.field.location', maxLength: 100 },
    pickerField<OrganisationValues>({
      name: 'structureType',
      label: 'registration.field.structureType',
      options: choices(ready.options.structureTypes),
    }),
    { kind: 'text', name: 'country', label: 'registration.field.country', required, maxLength: 50 },
    uploadField<OrganisationValues>({
      name: 'logo',
      label: 'registration.field.logo',
      required: 'registration.problem.upload',
      accept: 'image',
      maxCount: 1,
      maxBytes: IMAGE_MAX_BYTES,
      upload,
      hint: 'registration.hint.image',
    }),
    { kind: 'text', name: 'addressEn', label: 'registration.field.addressEn', maxLength: 200 },
    { kind: 'text', name: 'postCode', label: 'registration.field.postCode', rules: rule('postCode'), maxLength: 10 },
    { kind: 'text', name: 'website', label: 'registration.field.website', rules: rule('website'), maxLength: 200 },
    {
      kind: 'text',
      name: 'registeredCapital',
      label: 'registration.field.registeredCapital',
      rules: rule('registeredCapital.value'),
      maxLength: 20,
    },
    unitField<OrganisationValues>('registeredCapital'),
    long('businessScopeZh', true, ready.rules.descriptionMaxLength),
    long('businessScopeEn', false, ready.rules.descriptionMaxLength),
    long('profileZh', false, words),
    long('profileEn', false, words),
    regionField<OrganisationValues>({
      name: 'hall',
      label: 'registration.field.hall',
      required,
      levels: 2,
      source: hallSource(ready.options),
    }),
    pickerField<OrganisationValues>({
      name: 'informationChannel',
      label: 'registration.field.informationChannel',
      required,
      options: choices(ready.options.informationChannels),
    }),
    pickerField<OrganisationValues>({
      name: 'exhibitionIntent',
      label: 'registration.field.exhibitionIntent',
      required,
      options: choices(ready.options.exhibitionIntents),
    }),
    pickerField<OrganisationValues>({
      name: 'boothType',
      label: 'registration.field.boothType',
      required,
      options: choices(ready.options.boothTypes),
    }),
    {
      kind: 'number',
      name: 'standardBooths',
      label: 'registration.field.standardBooths',
      required,
      rules: rule('standardBooths'),
      maxLength: 4,
      visible: (values) => values.boothType === 'standard',
      hint: 'registration.hint.standardBooths',
    },
    {
      kind: 'number',
      name: 'vacantArea',
      label: 'registration.field.vacantArea',
      required,
      rules: rule('vacantArea'),
      maxLength: 6,
      visible: (values) => values.boothType === 'rawSpace',
      hint: 'registration.hint.vacantArea',
    },
    long('exhibitDemand', true, ready.rules.descriptionMaxLength),
    long('targetCustomers', true, ready.rules.descriptionMaxLength),
    long('displayContentZh', true, ready.rules.descriptionMaxLength),
    long('displayContentEn', false, ready.rules.descriptionMaxLength),
    pickerField<OrganisationValues>({
      name: 'industryId',
      label: 'registration.field.industry',
      required,
      options: choices(ready.options.industries),
    }),
    groupField<OrganisationValues>({
      name: 'contacts',
      label: 'registration.field.contacts',
      required,
      fields: contactFields as unknown as FieldSpec<FormValues>[],
      empty: EMPTY_CONTACT,
      entryLabel: 'registration.contact.entry',
      addLabel: 'registration.contact.add',
      min: 1,
      max: ORGANISATION_MAX_CONTACTS,
    }),
    privacyField<OrganisationValues>(),
  ]
}

const OrganisationForm = observer(
  ({ ready, loaded, reload }: { ready: Ready; loaded: Loaded<OrganisationRegistration>; reload: () => void }) => {
    const t = useT()
    const { api, queries } = useStores()
    const { params } = useRouter()
    const upload = useUpload()
    const { registration: organisation } = loaded
    const base = useRegistrationForm<OrganisationValues>('organisation', loaded.draft, Boolean(organisation))
    const fields = useMemo(() => organisationFields(ready, upload), [ready]) // eslint-disable-line react-hooks/exhaustive-deps

    if (organisation && !organisation.canModify) {
      return (
        <View className='reg-page'>
          <RegistrationCard
            state={organisation}
            title={organisation.nameZh}
            statuses={ready.options.statuses}
            onChanged={reload}
          />
        </View>
      )
    }

    // A hall and area chosen on /exhibitionSelect start the form.
    const chosen = params.exhibitionId && params.areaId ? [params.exhibitionId, params.areaId] : []
    const form: FormDescriptor<OrganisationValues, OrganisationRegistration> = {
      ...base,
      id: 'organisation',
      initial: organisation ? organisationValuesOf(organisation) : { ...EMPTY_ORGANISATION, hall: chosen },
      fields,
      draft: 'registration-organisation',
      errorField: (error) => {
        const named = (error.data as { field?: unknown } | null)?.field
        return named === 'exhibitionId' || named === 'exhibitionAreaId' ? 'hall' : base.errorField(error)
      },
      submit: (values) =>
        sendRegistration({ queries }, () => api.registration.submitOrganisation(toOrganisationForm(values))),
      onSuccess: () => void navigate('submittedSuccessfully', { kind: 'organisation' }),
    }

    return (
      <FormTemplate
        form={form}
        header={
          <>
            <View className='reg-card reg-notice' data-testid='organisation-notice'>
              <Text className='reg-card__text'>{ready.rules.notices.exhibitorContact}</Text>
              <Text className='reg-card__note'>
                {t('registration.org.booths', { booth: ready.rules.boothAreaM2, min: ready.rules.minRentalAreaM2 })}
              </Text>
            </View>
            {organisation && (
              <RegistrationCard
                state={organisation}
                title={organisation.nameZh}
                statuses={ready.options.statuses}
                onChanged={reload}
              />
            )}
          </>
        }
      />
    )
  },
)

const OrganisationLoader = observer(({ ready }: { ready: Ready }) => {
  const loaded = useLoadedRegistration('organisation', registrations.organisation)
  return (
    <RequestView request={loaded}>
      {(data) => <OrganisationForm ready={ready} loaded={data} reload={() => void loaded.reload()} />}
    </RequestView>
  )
})

/**
 * An organisation's application to exhibit (seed 001 sections 3 and 5), reviewed on the exhibitor track; a refused
 * one is modified and sent again with its reason shown.
 */
export const OrganisationRegistrationPage = observer(() => (
  <PageShell route='orgRegForm' loginHint='registration.loginHint'>
    <RegistrationGate>{(ready) => <OrganisationLoader ready={ready} />}</RegistrationGate>
  </PageShell>
))
