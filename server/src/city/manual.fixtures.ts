// The investment manual's chapters that read the same for every unit, and the two only Xiamen's manual has.
import { t, type Text } from '../platform/text'

/** A chapter of a unit's investment manual, its body as rich text in each language. */
export interface ManualChapterFixture {
  title: Text
  body: Text
}

/** How to invest: the steps from the first talks to production, the third chapter of every manual. */
export const HOW_TO_INVEST: ManualChapterFixture = {
  title: t('投资流程', 'How to invest'),
  body: t(
    '<ol><li>项目洽谈与考察</li><li>签订投资协议</li><li>企业注册与用地手续</li><li>规划许可与施工许可</li><li>建设投产与政策兑现</li></ol>',
    '<ol><li>Talks and site visits</li><li>Investment agreement</li><li>Company registration and land procedures</li><li>Planning and construction permits</li><li>Construction, start of production and incentives</li></ol>',
  ),
}

/** The chapters that close the home city's manual: its operating costs and incentives. */
export const HOME_CITY_CHAPTERS: readonly ManualChapterFixture[] = [
  {
    title: t('要素成本', 'Operating costs'),
    body: t(
      '<ul><li>工业用电：0.52–0.86元/千瓦时</li><li>工业用水：3.2–4.5元/吨</li><li>标准厂房租金：18–35元/平方米·月</li><li>本科毕业生平均月薪：约7,500元</li></ul>',
      '<ul><li>Industrial power: 0.52–0.86 yuan per kWh</li><li>Industrial water: 3.2–4.5 yuan per ton</li><li>Standard factory rent: 18–35 yuan per m² per month</li><li>Graduate salary: about 7,500 yuan per month</li></ul>',
    ),
  },
  {
    title: t('扶持政策', 'Incentives'),
    body: t(
      '<p>对新落地的先进制造业项目，按设备投资额给予最高10%的补助；对新设立的总部企业给予最高3000万元落户奖励；对高层次人才给予最高500万元安家补贴。</p>',
      '<p>New advanced-manufacturing projects may receive up to 10% of their equipment investment; new headquarters up to 30 million yuan; high-level talent up to 5 million yuan in housing support.</p>',
    ),
  },
]
