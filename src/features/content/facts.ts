import { formatArea, formatParkPrice } from '@/components/park-card'
import type { ParkDetail, PolicyDetail, ProjectDetail } from '@/contract/content'
import type { Translate } from '@/i18n'
import { formatDate } from '@/utils/date'

/** One labelled fact of a detail page; an empty value is left out where it is shown. */
export type Fact = [label: string, value: string]

/** What the fact mappers need to word and format values in the user's language. */
export interface FactKit {
  t: Translate
  amount: (value: number) => string
}

/** Project type 2 is a major project (seed 000: the MajorProject variants). */
export const MAJOR_PROJECT_TYPE = 2

/** A project's facts, the same on the phone and in the wide-screen zone. */
export const projectFacts = (project: ProjectDetail, { t, amount }: FactKit): Fact[] => [
  [
    t('content.projectType'),
    t(project.type === MAJOR_PROJECT_TYPE ? 'content.majorProject' : 'content.investmentProject'),
  ],
  [t('content.project.industry'), project.industry],
  [t('content.project.carrier'), project.carrier],
  [t('content.project.investMode'), project.investMode],
  [t('content.project.region'), project.region],
  [t('content.project.investAmount'), amount(project.investAmount)],
  [t('content.project.pushTime'), formatDate(project.pushTime, 'YYYY-MM-DD')],
  [t('content.project.contact'), project.contactName],
  [t('content.project.contactPhone'), project.contactPhone],
]

/** A park's facts. */
export const parkFacts = (park: ParkDetail, { t }: Pick<FactKit, 't'>): Fact[] => [
  [t('content.park.parkType'), park.parkType],
  [t('content.park.estateType'), park.estateType],
  [t('content.park.region'), park.region],
  [t('content.park.area'), formatArea(t, park.area)],
  [t('content.park.price'), formatParkPrice(t, park)],
]

/** A policy's facts. */
export const policyFacts = (policy: PolicyDetail, { t }: Pick<FactKit, 't'>): Fact[] => [
  [t('content.issuer'), policy.issuer],
  [t('content.policyCategory'), policy.category],
  [t('content.publishDate'), formatDate(policy.time, 'YYYY-MM-DD')],
]
