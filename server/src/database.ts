import { rekeyIdNumbers } from './account/rekey-id-numbers'
import { openDatabase, type DatabaseHandle, type OpenOptions } from './platform/connect'

/** The app's database: the platform's connection, with the domains' data migrations run after the schema's. */
export function openAppDatabase(options: Omit<OpenOptions, 'afterMigrations'> = {}): Promise<DatabaseHandle> {
  return openDatabase({ ...options, afterMigrations: rekeyIdNumbers })
}
