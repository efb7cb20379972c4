import Taro from '@tarojs/taro'

/** Key-value storage the stores persist into; injected so tests use memory. */
export interface KeyValueStorage {
  get<T>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

/** Persistent storage: localStorage on H5, the mini program's storage on weapp. */
export const taroStorage: KeyValueStorage = {
  get<T>(key: string) {
    const value = Taro.getStorageSync(key) as T | ''
    return value === '' ? undefined : (value as T)
  },
  set: (key, value) => Taro.setStorageSync(key, value),
  remove: (key) => Taro.removeStorageSync(key),
}

/** Storage for one visit: sessionStorage on H5; memory on weapp, whose process lives as long as the visit. */
export function sessionStore(): KeyValueStorage {
  if (process.env.TARO_ENV === 'h5' && typeof sessionStorage !== 'undefined') {
    return {
      get<T>(key: string) {
        const raw = sessionStorage.getItem(key)
        return raw === null ? undefined : (JSON.parse(raw) as T)
      },
      set: (key, value) => sessionStorage.setItem(key, JSON.stringify(value)),
      remove: (key) => sessionStorage.removeItem(key),
    }
  }
  return memoryStorage()
}

export function memoryStorage(initial: Record<string, unknown> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial))
  return {
    get: <T>(key: string) => map.get(key) as T | undefined,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  }
}
