import { callNative } from '@/platform/native-bridge'
import type { City } from '@/stores/area-store'
import type { RootStore } from '@/stores/root-store'

/**
 * Makes a member unit the current city: the server records it first when the user is logged in (a failure
 * leaves everything as it was), then the area store takes it and puts it first in this language's history, and
 * the native shell (in the app) is told, so its own screens follow.
 */
export async function chooseCity(stores: Pick<RootStore, 'api' | 'app' | 'user' | 'area'>, city: City): Promise<void> {
  if (stores.user.loggedIn) await stores.api.city.setDefaultArea(city.id)
  stores.area.setCity(city, stores.app.language)
  callNative('regionChange', { areaId: city.id, name: city.name })
}
