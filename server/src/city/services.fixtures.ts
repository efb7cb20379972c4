// The investment services the member units offer, and the names and roles of their contacts.
import type { ServiceCategory } from '../../../src/contract/city.codes'
import { t, type Text } from '../platform/text'

/** An investment service every unit offers under its own name: its steps and the department that runs it. */
export interface ServiceSeed {
  category: ServiceCategory
  title: Text
  summary: Text
  steps: readonly Text[]
  department: Text
}

/** The services, in order: Xiamen offers every one, the other units the first two. */
export const SERVICES: readonly ServiceSeed[] = [
  {
    category: 'registration',
    title: t('企业开办一网通办', 'One-stop company registration'),
    summary: t(
      '营业执照、公章刻制、税务登记与社保开户一次提交，最快半个工作日办结。',
      'Business licence, company seal, tax and social-security registration in one application, done in as little as half a working day.',
    ),
    steps: [
      t('网上提交申请材料', 'Submit the application online'),
      t('窗口或邮寄领取执照和公章', 'Collect the licence and seal at the counter or by post'),
      t('同步完成银行开户预约', 'Book the bank account opening at the same time'),
    ],
    department: t('市场监督管理局', 'Administration for Market Regulation'),
  },
  {
    category: 'talent',
    title: t('高层次人才引进服务', 'High-level talent services'),
    summary: t(
      '为引进的高层次人才提供安家补贴、子女入学、医疗保障等“一卡通”服务。',
      'Housing subsidies, school places and healthcare for recruited high-level talent through a single service card.',
    ),
    steps: [
      t('用人单位提交人才认定申请', 'The employer applies for talent certification'),
      t('人社部门审核认定', 'The human resources bureau reviews the application'),
      t('发放人才服务卡并兑现政策', 'A service card is issued and benefits are paid'),
    ],
    department: t('人力资源和社会保障局', 'Human Resources and Social Security Bureau'),
  },
  {
    category: 'finance',
    title: t('产业基金与融资对接', 'Industry funds and financing'),
    summary: t(
      '政府引导基金、增信担保与银企对接会，帮助落地项目解决融资需求。',
      'Government guidance funds, credit guarantees and bank matchmaking help new projects raise finance.',
    ),
    steps: [
      t('提交项目融资需求', 'Describe your financing needs'),
      t('基金与银行初步对接', 'Funds and banks review the project'),
      t('尽职调查与投资决策', 'Due diligence and investment decision'),
    ],
    department: t('地方金融管理局', 'Local Financial Regulatory Bureau'),
  },
  {
    category: 'land',
    title: t('产业用地与标准厂房', 'Industrial land and standard factories'),
    summary: t(
      '提供“标准地”出让、弹性年期供地与标准厂房租赁，拿地即开工。',
      'Ready-to-build “standard land”, flexible lease terms and standard factory rental so work can start on day one.',
    ),
    steps: [
      t('提出用地或厂房需求', 'State your land or factory needs'),
      t('园区推荐可选地块和载体', 'Parks propose available plots and premises'),
      t('签订投资协议与供地合同', 'Sign the investment agreement and land contract'),
    ],
    department: t('自然资源和规划局', 'Natural Resources and Planning Bureau'),
  },
  {
    category: 'tax',
    title: t('税费政策辅导', 'Tax policy guidance'),
    summary: t(
      '研发费用加计扣除、高新技术企业优惠等政策专人辅导，办税“非接触式”。',
      'One-to-one guidance on R&D super-deductions and high-tech enterprise incentives, with contact-free tax filing.',
    ),
    steps: [
      t('预约税务专员', 'Book a tax adviser'),
      t('政策匹配与申报辅导', 'Match incentives and prepare filings'),
      t('线上申报并跟踪进度', 'File online and track progress'),
    ],
    department: t('税务局', 'Tax Service'),
  },
  {
    category: 'trade',
    title: t('外贸通关便利服务', 'Trade and customs facilitation'),
    summary: t(
      '国际贸易“单一窗口”、两步申报与跨境电商通关服务，压缩整体通关时间。',
      'Single-window international trade, two-step declaration and cross-border e-commerce clearance cut customs time.',
    ),
    steps: [
      t('注册单一窗口账户', 'Register on the single window'),
      t('提前申报与预约查验', 'Declare in advance and book inspection'),
      t('货物放行与退税办理', 'Release of goods and tax refund'),
    ],
    department: t('商务局', 'Bureau of Commerce'),
  },
]

/** The names the services' and units' contacts take in turn. */
export const CONTACT_NAMES: readonly Text[] = [
  t('陈志强', 'Chen Zhiqiang'),
  t('林晓燕', 'Lin Xiaoyan'),
  t('黄伟', 'Huang Wei'),
  t('郑丽娟', 'Zheng Lijuan'),
  t('吴建平', 'Wu Jianping'),
  t('许文静', 'Xu Wenjing'),
]

/** A contact's department (named after its unit) and position. */
export interface ContactRole {
  department: Text
  position: Text
}

/** The contacts' roles, in order: Xiamen has all four, the other units the first two. */
export const CONTACT_ROLES: readonly ContactRole[] = [
  {
    department: t('投资促进局', 'Investment Promotion Bureau'),
    position: t('招商一处处长', 'Director, Investment Division I'),
  },
  { department: t('商务局', 'Bureau of Commerce'), position: t('外资科科长', 'Head, Foreign Investment Section') },
  {
    department: t('火炬高技术产业开发区管委会', 'Torch Hi-tech Zone Administration'),
    position: t('招商服务中心主任', 'Head, Investor Service Centre'),
  },
  {
    department: t('自由贸易试验区管委会', 'Pilot Free Trade Zone Administration'),
    position: t('企业服务专员', 'Investor Relations Officer'),
  },
]
