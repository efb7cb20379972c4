import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type {
  Amount,
  Draft,
  FinanceForm,
  FinanceFormAnswer,
  InvestForm,
  InvestFormAnswer,
  RegistrationOptions,
} from '@/contract/registration'
import type {
  AmountUnit,
  EnterpriseNature,
  ExitMethod,
  FinancingStage,
  InstitutionType,
  InvestmentStage,
} from '@/contract/registration.codes'
import { OVERSEAS_CAPITAL_CNY_PER_USD } from '@/contract/registration.codes'
import { registrationDrafts } from '@/contract/registration.endpoints'
import { financeProblems, investProblems } from '@/contract/registration.rules'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FieldSpec, type FormDescriptor } from '@/templates/form'
import { dateField, pickerField } from '@/templates/form/rich-fields'
import { useOptions, useRules } from './data'
import { ruleOf, text, yesNo } from './field-rules'
import { choices, unitField, yesNoField } from './fields'
import { useRegistrationForm } from './registration-form'
import { projectFormSent } from './registrations-changed'

const required = 'registration.problem.required' as const

/** An amount as typed with its unit, or undefined when no value was typed. */
function amountOf(values: Record<string, unknown>, name: string): Amount | undefined {
  const value = text(values[name] as string)
  return value ? { value, unit: values[`${name}Unit`] as AmountUnit } : undefined
}

/** An amount field and its unit chips. */
function amountFields<V extends Record<string, string | boolean | readonly unknown[]>>(
  name: string,
  label: MessageKey,
  problems: (values: V) => ReturnType<typeof financeProblems>,
): FieldSpec<never>[] {
  return [
    {
      kind: 'text',
      name,
      label,
      placeholder: 'registration.placeholder.amount',
      rules: [ruleOf(problems as never, `${name}.value`)],
      maxLength: 20,
    },
    unitField(name),
  ] as unknown as FieldSpec<never>[]
}

/** A description within the seeds' 200 characters. */
const description = (
  name: string,
  label: MessageKey,
  isRequired: boolean,
  problems: (values: never) => ReturnType<typeof financeProblems>,
) =>
  ({
    kind: 'textarea',
    name,
    label,
    required: isRequired ? required : undefined,
    rules: [ruleOf(problems, name)],
    maxLength: 200,
  }) as unknown as FieldSpec<never>

const AMOUNTS_FINANCE = [
  'registeredCapital',
  'revenueLastYear',
  'revenueYearBefore',
  'profitLastYear',
  'profitYearBefore',
  'financingNeeds',
] as const

export type FinanceValues = Record<string, string> & { overseasCapitalPlan: string; listingPlan: string }

const FINANCE_TEXTS = [
  'companyName',
  'industryId',
  'enterpriseNature',
  'establishedOn',
  'registeredPlace',
  'address',
  'contactPerson',
  'phone',
  'wechatId',
  'email',
  'projectName',
  'projectDetail',
  'financingStage',
  'fundPurpose',
  'equityTransferRatio',
  'developmentPlan',
  'overseasCapitalPlan',
  'overseasCapitalType',
  'listingPlan',
  'listingPlace',
  'coreTeam',
  'competitiveAdvantage',
  'intellectualProperty',
] as const

const EMPTY_FINANCE = Object.fromEntries([
  ...FINANCE_TEXTS.map((name) => [name, '']),
  ...AMOUNTS_FINANCE.flatMap((name) => [
    [name, ''],
    [`${name}Unit`, 'thousandYuan'],
  ]),
]) as FinanceValues

const EMPTY_AMOUNT: Amount = { value: '', unit: '' }

export function toFinanceForm(values: FinanceValues): FinanceForm {
  const amount = (name: (typeof AMOUNTS_FINANCE)[number]) => amountOf(values, name) ?? EMPTY_AMOUNT
  const overseas = yesNo(values.overseasCapitalPlan)
  const listing = yesNo(values.listingPlan)
  return {
    companyName: text(values.companyName),
    ...(values.industryId && { industryId: Number(values.industryId) }),
    enterpriseNature: values.enterpriseNature as EnterpriseNature,
    establishedOn: text(values.establishedOn),
    registeredCapital: amount('registeredCapital'),
    registeredPlace: text(values.registeredPlace),
    address: text(values.address),
    contactPerson: text(values.contactPerson),
    phone: text(values.phone),
    wechatId: text(values.wechatId),
    email: text(values.email),
    revenueLastYear: amount('revenueLastYear'),
    revenueYearBefore: amount('revenueYearBefore'),
    profitLastYear: amount('profitLastYear'),
    profitYearBefore: amount('profitYearBefore'),
    projectName: text(values.projectName),
    projectDetail: text(values.projectDetail),
    financingStage: values.financingStage as FinancingStage,
    financingNeeds: amount('financingNeeds'),
    fundPurpose: text(values.fundPurpose),
    equityTransferRatio: text(values.equityTransferRatio),
    developmentPlan: text(values.developmentPlan),
    ...(overseas !== undefined && { overseasCapitalPlan: overseas }),
    overseasCapitalType: overseas ? text(values.overseasCapitalType) : '',
    ...(listing !== undefined && { listingPlan: listing }),
    listingPlace: listing ? text(values.listingPlace) : '',
    coreTeam: text(values.coreTeam),
    competitiveAdvantage: text(values.competitiveAdvantage),
    intellectualProperty: text(values.intellectualProperty),
  }
}

/** Every field of the project financing form (seed 001 section 3) with the rules of section 5. */
function financeFields(options: RegistrationOptions): FieldSpec<FinanceValues>[] {
  const problems = (values: FinanceValues) => financeProblems(toFinanceForm(values))
  const rule = (field: string) => [ruleOf(problems, field)]
  const amounts = (name: (typeof AMOUNTS_FINANCE)[number]) =>
    amountFields<FinanceValues>(name, `registration.field.${name}`, problems)
  const describe = (name: string, label: MessageKey, isRequired = false) =>
    description(name, label, isRequired, problems as never)
  const fields: FieldSpec<never>[] = [
    { kind: 'text', name: 'companyName', label: 'registration.field.companyName', required, maxLength: 100 },
    pickerField({ name: 'industryId', label: 'registration.field.industry', options: choices(options.industries) }),
    pickerField({
      name: 'enterpriseNature',
      label: 'registration.field.enterpriseNature',
      options: choices(options.enterpriseNatures),
    }),
    dateField({ name: 'establishedOn', label: 'registration.field.establishedOn', start: '1900-01-01' }),
    ...amounts('registeredCapital'),
    { kind: 'text', name: 'registeredPlace', label: 'registration.field.registeredPlace', maxLength: 100 },
    { kind: 'text', name: 'address', label: 'registration.field.address', maxLength: 200 },
    { kind: 'text', name: 'contactPerson', label: 'registration.field.contactPerson', required, maxLength: 50 },
    {
      kind: 'text',
      name: 'phone',
      label: 'registration.field.phone',
      placeholder: 'registration.placeholder.phone',
      required,
      rules: rule('phone'),
      maxLength: 32,
    },
    { kind: 'text', name: 'wechatId', label: 'registration.field.wechatId', rules: rule('wechatId'), maxLength: 20 },
    { kind: 'email', name: 'email', label: 'registration.field.email', rules: rule('email') },
    ...amounts('revenueLastYear'),
    ...amounts('revenueYearBefore'),
    ...amounts('profitLastYear'),
    ...amounts('profitYearBefore'),
    { kind: 'text', name: 'projectName', label: 'registration.field.projectName', required, maxLength: 100 },
    describe('projectDetail', 'registration.field.projectDetail', true),
    pickerField({
      name: 'financingStage',
      label: 'registration.field.financingStage',
      options: choices(options.financingStages),
    }),
    ...amounts('financingNeeds'),
    describe('fundPurpose', 'registration.field.fundPurpose'),
    {
      kind: 'text',
      name: 'equityTransferRatio',
      label: 'registration.field.equityTransferRatio',
      rules: rule('equityTransferRatio'),
      maxLength: 6,
    },
    describe('developmentPlan', 'registration.field.developmentPlan', true),
    yesNoField('overseasCapitalPlan', 'registration.field.overseasCapitalPlan', false),
    {
      kind: 'text',
      name: 'overseasCapitalType',
      label: 'registration.field.overseasCapitalType',
      required,
      maxLength: 100,
      visible: (values: FinanceValues) => values.overseasCapitalPlan === 'yes',
    },
    yesNoField('listingPlan', 'registration.field.listingPlan', false),
    {
      kind: 'text',
      name: 'listingPlace',
      label: 'registration.field.listingPlace',
      required,
      maxLength: 100,
      visible: (values: FinanceValues) => values.listingPlan === 'yes',
    },
    describe('coreTeam', 'registration.field.coreTeam'),
    describe('competitiveAdvantage', 'registration.field.competitiveAdvantage'),
    describe('intellectualProperty', 'registration.field.intellectualProperty'),
  ] as FieldSpec<never>[]
  return fields as unknown as FieldSpec<FinanceValues>[]
}

export type InvestValues = Record<string, string>

const INVEST_TEXTS = [
  'institutionName',
  'institutionType',
  'institutionProfile',
  'industryId',
  'investmentStage',
  'coreInvestmentStandard',
  'controlRequired',
  'exitPeriodYears',
  'exitMethod',
  'requiredMaterials',
] as const

const EMPTY_INVEST = Object.fromEntries([
  ...INVEST_TEXTS.map((name) => [name, '']),
  ['managementScale', ''],
  ['managementScaleUnit', 'millionYuan'],
  ['investmentAmount', ''],
  ['investmentAmountUnit', 'millionYuan'],
]) as InvestValues

export function toInvestForm(values: InvestValues): InvestForm {
  const control = yesNo(values.controlRequired)
  const years = text(values.exitPeriodYears)
  return {
    institutionName: text(values.institutionName),
    institutionType: values.institutionType as InstitutionType,
    managementScale: amountOf(values, 'managementScale') ?? EMPTY_AMOUNT,
    institutionProfile: text(values.institutionProfile),
    industryIds: values.industryId ? [Number(values.industryId)] : [],
    investmentStages: values.investmentStage ? [values.investmentStage as InvestmentStage] : [],
    coreInvestmentStandard: text(values.coreInvestmentStandard),
    investmentAmount: amountOf(values, 'investmentAmount') ?? EMPTY_AMOUNT,
    ...(control !== undefined && { controlRequired: control }),
    ...(years !== '' && !Number.isNaN(Number(years)) && { exitPeriodYears: Math.trunc(Number(years)) }),
    exitMethod: values.exitMethod as ExitMethod,
    requiredMaterials: text(values.requiredMaterials),
  }
}

/** Every field of the project investment form (seed 001 section 3); the institution profile is required. */
function investFields(options: RegistrationOptions): FieldSpec<InvestValues>[] {
  const problems = (values: InvestValues) => investProblems(toInvestForm(values))
  const describe = (name: string, label: MessageKey, isRequired = false) =>
    description(name, label, isRequired, problems as never)
  const fields: FieldSpec<never>[] = [
    { kind: 'text', name: 'institutionName', label: 'registration.field.institutionName', required, maxLength: 100 },
    pickerField({
      name: 'institutionType',
      label: 'registration.field.institutionType',
      options: choices(options.institutionTypes),
    }),
    ...amountFields<InvestValues>('managementScale', 'registration.field.managementScale', problems),
    describe('institutionProfile', 'registration.field.institutionProfile', true),
    pickerField({
      name: 'industryId',
      label: 'registration.field.industriesOfInterest',
      options: choices(options.industries),
    }),
    pickerField({
      name: 'investmentStage',
      label: 'registration.field.investmentStage',
      options: choices(options.investmentStages),
    }),
    describe('coreInvestmentStandard', 'registration.field.coreInvestmentStandard'),
    ...amountFields<InvestValues>('investmentAmount', 'registration.field.investmentAmount', problems),
    yesNoField('controlRequired', 'registration.field.controlRequired', false),
    {
      kind: 'number',
      name: 'exitPeriodYears',
      label: 'registration.field.exitPeriodYears',
      rules: [ruleOf(problems, 'exitPeriodYears')],
      maxLength: 3,
    },
    pickerField({ name: 'exitMethod', label: 'registration.field.exitMethod', options: choices(options.exitMethods) }),
    describe('requiredMaterials', 'registration.field.requiredMaterials'),
  ] as FieldSpec<never>[]
  return fields as unknown as FieldSpec<InvestValues>[]
}

type Kind = 'finance' | 'invest'

const ProjectForm = observer(
  ({ kind, options, draft }: { kind: Kind; options: RegistrationOptions; draft: Draft | null }) => {
    const t = useT()
    const stores = useStores()
    const { api } = stores
    const rules = useRules()
    const common = {
      ...useRegistrationForm<Record<string, string>>(kind, draft),
      onSuccess: (answer: { id: number }) => {
        projectFormSent(stores)
        void navigate('projectFormSuccess', { kind, id: answer.id })
      },
    }
    const header = (
      <View className='reg-card reg-notice' data-testid={`${kind}-notice`}>
        <Text className='reg-card__text'>
          {t(kind === 'finance' ? 'registration.project.financeIntro' : 'registration.project.investIntro')}
        </Text>
        {kind === 'finance' && rules.data && (
          <Text className='reg-card__note' data-testid='finance-overseas-limit'>
            {t('registration.project.overseasLimit', {
              // A policy amount, written whole as the seed writes it (1亿美元, USD 100 million), not as a count.
              amount: rules.data.overseasCapitalMaxUsd / (stores.app.language === 'zh-cn' ? 1e8 : 1e6),
              rate: OVERSEAS_CAPITAL_CNY_PER_USD,
            })}
          </Text>
        )}
      </View>
    )
    if (kind === 'finance') {
      const form: FormDescriptor<FinanceValues, FinanceFormAnswer> = {
        ...common,
        id: 'finance',
        initial: EMPTY_FINANCE,
        fields: financeFields(options),
        draft: 'project-finance',
        failedText: 'registration.project.proposalFailed',
        submit: (values) => api.registration.submitFinance(toFinanceForm(values)),
      }
      return <FormTemplate form={form} header={header} />
    }
    const form: FormDescriptor<InvestValues, InvestFormAnswer> = {
      ...common,
      id: 'invest',
      initial: EMPTY_INVEST,
      fields: investFields(options),
      draft: 'project-invest',
      failedText: 'registration.project.intentionFailed',
      submit: (values) => api.registration.submitInvest(toInvestForm(values)),
    }
    return <FormTemplate form={form} header={header} />
  },
)

const ProjectLoader = observer(({ kind }: { kind: Kind }) => {
  const options = useOptions()
  const kept = useEndpoint(registrationDrafts.get, { form: kind }, { fresh: true })
  const draft = { ...kept, data: kept.data !== undefined ? { draft: kept.data } : undefined }
  return (
    <RequestView request={options}>
      {(data) => (
        <RequestView request={draft}>
          {({ draft: kept }) => <ProjectForm kind={kind} options={data} draft={kept} />}
        </RequestView>
      )}
    </RequestView>
  )
})

/** The project financing or investment form, for a signed-in user; its status shows on the user's page. */
export const ProjectFormPage = observer(({ kind }: { kind: Kind }) => (
  <PageShell route={kind === 'finance' ? 'projectFormFinance' : 'projectFormInvest'} loginHint='registration.loginHint'>
    <ProjectLoader kind={kind} />
  </PageShell>
))
