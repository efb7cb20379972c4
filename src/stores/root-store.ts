import { reaction } from 'mobx'
import type { KeyValueStorage } from '@/platform/storage'
import type { Api } from '@/services/api'
import { createQueryClient, forgetSessionAnswers } from '@/services/query/client'
import { AppStore } from './app-store'
import { AreaStore } from './area-store'
import { CollectiblesStore } from './collectibles-store'
import { PointsPromptQueue } from './points-prompt-queue'
import { PointsStore } from './points-store'
import { SearchStore } from './search-store'
import { UserStore } from './user-store'
import { WaitingStore } from './waiting-store'

/** Builds every domain store with the api and storage it is given; tests pass fakes. */
export class RootStore {
  readonly app: AppStore
  readonly user: UserStore
  readonly area: AreaStore
  readonly search: SearchStore
  readonly points: PointsStore
  /** Points prompts, one on screen at a time whichever page credited them. */
  readonly pointsPrompts = new PointsPromptQueue()
  readonly collectibles: CollectiblesStore
  /** Requests and messages waiting for the user, behind the my tab's badge. */
  readonly waiting: WaitingStore
  /** The cache of page data (src/components/use-endpoint.ts). */
  readonly queries = createQueryClient()

  constructor(
    readonly api: Api,
    storage: KeyValueStorage,
    session: KeyValueStorage,
  ) {
    this.app = new AppStore(api, storage, session)
    this.user = new UserStore(api, storage)
    this.area = new AreaStore(storage)
    this.search = new SearchStore(storage)
    this.points = new PointsStore(api)
    this.collectibles = new CollectiblesStore(storage)
    this.waiting = new WaitingStore(api)
    // What one session was answered is not kept for the next (keys already tell sessions apart).
    reaction(
      () => this.user.token,
      () => forgetSessionAnswers(this.queries),
    )
  }
}
