import { points as pointsEndpoints } from '@/contract/points.endpoints'
import { invalidateEndpoints } from '@/services/query/client'
import type { RootStore } from '@/stores/root-store'
import { RewardFlow, type RewardContext } from './reward-flow'
import { hasClaimsLeft } from './reward-policy'

/** The reward flow wired to the app's stores and api. */
export function rewardContextOf(stores: RootStore): RewardContext {
  const { app, user, points, api, queries } = stores
  return {
    async eligible() {
      if (!user.loggedIn || app.language === 'en-us') return false
      const config = await app.baseConfigReady()
      // A link's token may have been found bad meanwhile: a guest's points would only be refused as "log in".
      return user.loggedIn && config?.pointsMallSwitch === true
    },
    async claimsLeft(actionType) {
      if (!user.loggedIn) return false
      await points.refresh()
      return points.error === null && hasClaimsLeft(actionType, points.rules, points.finishedEvents)
    },
    async claim(actionType, idempotencyKey) {
      const result = await api.points.addPoints(actionType, idempotencyKey)
      void points.loadFinishedEvents()
      // The balance and the ledger changed: a points page shown or opened next asks again.
      void invalidateEndpoints(queries, pointsEndpoints.info, pointsEndpoints.details)
      return result
    },
    prompts: stores.pointsPrompts,
  }
}

/** Runs the flow for an action that has just been completed (a share, real-name approval, a meeting sign-up). */
export function rewardCompletedAction(stores: RootStore, actionType: number): Promise<void> {
  return new RewardFlow(actionType, rewardContextOf(stores)).start()
}
