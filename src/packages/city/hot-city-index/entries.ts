import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'

/** A quick entry of the hot-city home: its label and where it goes. */
export interface CityEntry {
  key: string
  label: MessageKey
  open: () => Promise<void>
}

/** Policies and parks belong to other areas, so they are opened by their H5 paths. */
export const CITY_ENTRIES: CityEntry[] = [
  { key: 'charm', label: 'city.entry.charm', open: () => navigate('charmCity') },
  { key: 'clusters', label: 'city.entry.clusters', open: () => navigate('cluster') },
  { key: 'services', label: 'city.entry.services', open: () => navigate('services') },
  { key: 'policy', label: 'city.entry.policy', open: () => navigate('policy') },
  { key: 'parks', label: 'city.entry.parks', open: () => navigate('parkList') },
  { key: 'contact', label: 'city.entry.contact', open: () => navigate('contact') },
  { key: 'manual', label: 'city.entry.manual', open: () => navigate('manual') },
  { key: 'members', label: 'city.entry.members', open: () => navigate('memberUnit') },
]
