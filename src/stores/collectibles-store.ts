import { makeAutoObservable } from 'mobx'
import type { DrawResult } from '@/contract/collectible'
import type { KeyValueStorage } from '@/platform/storage'
import { persist } from './persist'

/** Digital collectibles won on this device, newest first. */
export class CollectiblesStore {
  list: DrawResult[] = []

  constructor(storage: KeyValueStorage) {
    makeAutoObservable(this)
    persist(this, 'collectibles', ['list'], storage)
  }

  add(item: DrawResult) {
    if (item.isWin) this.list = [item, ...this.list]
  }
}
