import { makeAutoObservable } from 'mobx'
import type { Language } from '@/i18n'
import type { KeyValueStorage } from '@/platform/storage'
import { CITY_HISTORY_MAX, pushBounded } from '@/utils/bounded-history'
import { persist } from './persist'

export interface City {
  id: number
  name: string
  cityType: number
}

export interface HistoryCity extends City {
  lang: Language
}

/** Xiamen, the fair's home city (seed 000 section 9). */
export const DEFAULT_CITY: City = { id: 350200, name: '厦门', cityType: 1 }

/** The default city and the cities chosen before, kept per language. */
export class AreaStore {
  city: City = DEFAULT_CITY
  history: HistoryCity[] = []

  constructor(storage: KeyValueStorage) {
    makeAutoObservable(this)
    persist(this, 'area', ['city', 'history'], storage)
  }

  /** Picks the default city and puts it first in this language's history of 9. */
  setCity(city: City, lang: Language) {
    this.city = city
    const same = (a: HistoryCity, b: HistoryCity) => a.id === b.id
    const mine = pushBounded(this.historyFor(lang), { ...city, lang }, CITY_HISTORY_MAX, same)
    this.history = [...mine, ...this.history.filter((c) => c.lang !== lang)]
  }

  /** An `areaId` query parameter picks the default city; its name arrives later from the area call. */
  setCityId(id: number) {
    if (id === this.city.id) return
    this.city = { id, name: '', cityType: this.city.cityType }
  }

  /** The area call's answer for the current city fills in its name and type; history is left as it is. */
  describeCity(city: City) {
    if (city.id === this.city.id) this.city = city
  }

  historyFor(lang: Language): HistoryCity[] {
    return this.history.filter((c) => c.lang === lang)
  }
}
