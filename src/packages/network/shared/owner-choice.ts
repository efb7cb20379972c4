import { observable } from 'mobx'
import type { PersonBrief } from '@/contract/network'

/** The owner chosen on /select-group-owner for the group being created; null keeps the creator (the project leader). */
export const ownerChoice = observable.box<PersonBrief | null>(null, { deep: false })
