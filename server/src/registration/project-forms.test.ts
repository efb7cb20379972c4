import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import type {
  FieldProblems,
  FinanceForm,
  FinanceFormAnswer,
  InvestForm,
  InvestFormAnswer,
  ProjectFormSummary,
} from '../../../src/contract/registration'
import { buildOperatorApp } from '../app'
import { call, freshUser, withTestApp } from '../test-app'

let operator: ReturnType<typeof buildOperatorApp>
const TOKEN = 'p'.repeat(40)
const t = withTestApp({}, async ({ db }) => {
  operator = buildOperatorApp({ db, token: TOKEN })
})
after(async () => {
  await operator.close()
})

const amount = (value: string) => ({ value, unit: 'millionYuan' as const })

const finance = (values: Partial<FinanceForm> = {}): FinanceForm => ({
  companyName: '厦门芯联半导体有限公司',
  industryId: 1,
  enterpriseNature: 'private',
  establishedOn: '2018-05-20',
  registeredCapital: { value: '5000', unit: 'thousandYuan' },
  registeredPlace: '厦门市海沧区',
  address: '厦门市海沧区新阳街道1号',
  contactPerson: '周敏',
  phone: '13912345678',
  wechatId: 'zhoumin_xm',
  email: 'zhoumin@example.com',
  revenueLastYear: amount('120'),
  revenueYearBefore: amount('95.5'),
  profitLastYear: amount('-3.2'),
  profitYearBefore: amount('1.8'),
  projectName: '车规级芯片封测线',
  projectDetail: '建设一条车规级芯片封装测试线，年产能1亿颗。',
  financingStage: 'seriesB',
  financingNeeds: amount('300'),
  fundPurpose: '设备采购与研发',
  equityTransferRatio: '15',
  developmentPlan: '三年内实现量产并进入主机厂供应链。',
  overseasCapitalPlan: false,
  listingPlan: true,
  listingPlace: '上海证券交易所科创板',
  coreTeam: '核心团队来自国际封测企业。',
  competitiveAdvantage: '车规认证经验',
  intellectualProperty: '发明专利12项',
  ...values,
})

const invest = (values: Partial<InvestForm> = {}): InvestForm => ({
  institutionName: '海峡创新投资基金',
  institutionType: 'ventureCapital',
  managementScale: amount('2000'),
  institutionProfile: '专注硬科技早中期投资的人民币基金。',
  industryIds: [1, 2],
  investmentStages: ['early', 'growth'],
  coreInvestmentStandard: '核心技术自主可控',
  investmentAmount: amount('50'),
  controlRequired: false,
  exitPeriodYears: 5,
  exitMethod: 'ipo',
  requiredMaterials: '商业计划书、财务报表',
  ...values,
})

const send = <T>(kind: 'finance' | 'invest', token: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
  call<T | FieldProblems>(t.app, 'POST', `/user-central/projectForm/${kind}/submit`, { token, body, lang })
const problem = (body: { data: unknown }) => {
  const data = body.data as FieldProblems
  return [data.field, data.problem]
}

describe('project forms', () => {
  it('take a financing form with every field of the seed, listed for its owner with its status', async () => {
    const { token } = await freshUser(t.db)
    const answer = await send<FinanceFormAnswer>('finance', token, finance())
    assert.equal(answer.status, 200, answer.body.msg)
    const stored = answer.body.data as FinanceFormAnswer
    assert.deepEqual([stored.kind, stored.title, stored.status], ['finance', '车规级芯片封测线', 'submitted'])
    assert.deepEqual(stored.form.profitLastYear, amount('-3.2'))
    const mine = await call<ProjectFormSummary[]>(t.app, 'GET', '/user-central/projectForm/mine', { token })
    assert.deepEqual(
      mine.body.data.map((f) => [f.id, f.status]),
      [[stored.id, 'submitted']],
    )
    const other = await freshUser(t.db)
    assert.equal(
      (await call(t.app, 'GET', `/user-central/projectForm/finance/info?id=${stored.id}`, { token: other.token }))
        .status,
      404,
    )
    assert.equal(
      (await call(t.app, 'GET', `/user-central/projectForm/finance/info?id=${stored.id}`, { token })).status,
      200,
    )
  })

  it("answer the financing form's rules with the seeds' messages beside the field", async () => {
    const { token } = await freshUser(t.db)
    const cases: [Partial<FinanceForm>, string, string, string][] = [
      [
        { registeredCapital: { value: '5000.5', unit: 'yuan' } },
        'registeredCapital.value',
        'digitsOnly',
        'Registered capital accepts digits only',
      ],
      [
        { registeredCapital: { value: '5000', unit: '' } },
        'registeredCapital.unit',
        'required',
        'Please complete all required fields',
      ],
      [{ projectDetail: '' }, 'projectDetail', 'required', 'Please complete all required fields'],
      [
        { projectDetail: '项'.repeat(201) },
        'projectDetail',
        'description',
        'Descriptions are limited to 200 characters',
      ],
      [{ developmentPlan: ' ' }, 'developmentPlan', 'required', 'Please complete all required fields'],
      [
        { overseasCapitalPlan: true, overseasCapitalType: '' },
        'overseasCapitalType',
        'required',
        'Please complete all required fields',
      ],
      [{ listingPlace: '' }, 'listingPlace', 'required', 'Please complete all required fields'],
      [{ revenueLastYear: amount('-1') }, 'revenueLastYear.value', 'amount', 'Please enter a valid amount'],
      [{ equityTransferRatio: '120' }, 'equityTransferRatio', 'percentage', 'Please enter a share from 0 to 100'],
      [{ wechatId: '1abc' }, 'wechatId', 'wechatId', 'Please enter a valid WeChat ID'],
      [{ email: 'x@' }, 'email', 'email', 'Please enter a correct email address'],
      [{ industryId: 999_999 }, 'industryId', 'unknownOption', 'Please choose one of the options'],
      [{ financingStage: 'seriesZ' as never }, 'financingStage', 'unknownOption', 'Please choose one of the options'],
    ]
    for (const [values, field, code, message] of cases) {
      const answer = await send('finance', token, finance(values))
      assert.equal(answer.status, 400, JSON.stringify(values))
      assert.deepEqual([...problem(answer.body), answer.body.msg], [field, code, message], JSON.stringify(values))
    }
    assert.equal(
      (await send('finance', token, finance({ registeredCapital: { value: 'abc', unit: 'yuan' } }), 'zh')).body.msg,
      '注册资本只能输入数字',
    )
    assert.equal((await send('finance', token, [])).status, 400)
  })

  it('take an overseas capital project only below USD 100 million at the reference rate (seed 001 section 9)', async () => {
    const { token } = await freshUser(t.db)
    const overseas = { overseasCapitalPlan: true, overseasCapitalType: '红筹架构' }
    // 720 million yuan is USD 100 million at 7.2: not below the cap.
    const atCap = await send('finance', token, finance({ ...overseas, financingNeeds: amount('720') }), 'zh')
    assert.equal(atCap.status, 400)
    assert.deepEqual(
      [...problem(atCap.body), atCap.body.msg],
      ['financingNeeds.value', 'overseasCap', '境外资本项目投资额须低于1亿美元'],
    )
    const huge = await send('finance', token, finance({ ...overseas, financingNeeds: amount('900000') }))
    assert.equal(huge.body.msg, 'An overseas capital project must be below USD 100 million')
    const below = await send('finance', token, finance({ ...overseas, financingNeeds: amount('719.99') }))
    assert.equal(below.status, 200)
    // Without an overseas capital plan the cap does not apply.
    assert.equal((await send('finance', token, finance({ financingNeeds: amount('900000') }))).status, 200)
  })

  it('take an investment form whose institution profile is required within 200 characters', async () => {
    const { token } = await freshUser(t.db)
    const ok = await send<InvestFormAnswer>('invest', token, invest())
    assert.equal(ok.status, 200, ok.body.msg)
    assert.equal((ok.body.data as InvestFormAnswer).title, '海峡创新投资基金')
    assert.deepEqual(problem((await send('invest', token, invest({ institutionProfile: '' }))).body), [
      'institutionProfile',
      'required',
    ])
    assert.deepEqual(problem((await send('invest', token, invest({ institutionProfile: '介'.repeat(201) }))).body), [
      'institutionProfile',
      'description',
    ])
    assert.deepEqual(problem((await send('invest', token, invest({ industryIds: [999_999] }))).body), [
      'industryIds',
      'unknownOption',
    ])
    assert.deepEqual(problem((await send('invest', token, invest({ exitPeriodYears: -1 }))).body), [
      'exitPeriodYears',
      'wholeNumber',
    ])
    assert.equal((await send('invest', '', invest())).body.code, 30000)
  })

  it('show the status and reason operators give', async () => {
    const { token } = await freshUser(t.db)
    const { id } = (await send<InvestFormAnswer>('invest', token, invest())).body.data as InvestFormAnswer
    const decide = (body: object) =>
      operator.inject({
        method: 'POST',
        url: `/operator/project-forms/${id}/status`,
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { operator: '项目部', ...body },
      })
    assert.equal((await decide({ status: 'declined' })).statusCode, 400)
    assert.equal((await decide({ status: 'submitted' })).statusCode, 400)
    assert.equal((await decide({ status: 'declined', reason: '投资阶段不匹配' })).statusCode, 200)
    const mine = await call<ProjectFormSummary[]>(t.app, 'GET', '/user-central/projectForm/mine', { token })
    assert.deepEqual([mine.body.data[0].status, mine.body.data[0].reason], ['declined', '投资阶段不匹配'])
  })
})
