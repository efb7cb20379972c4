import { SERVICES, ZONES } from './vip.fixtures'
import type { vipPrivileges, vipSlots, vipZones } from './vip.schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { imageUrl } from '../platform/images'
import { bilingualColumns, fairTime } from '../platform/text'

export function buildVipZones(): (typeof vipZones.$inferInsert)[] {
  return ZONES.map((zone) => ({
    category: zone.category,
    ...bilingualColumns({ title: zone.title, deskName: zone.desk[0] }),
    introZh: sanitizeHtml(`<p>${zone.intro.zh}</p>`),
    introEn: sanitizeHtml(`<p>${zone.intro.en}</p>`),
    deskPhone: zone.desk[1],
    deskEmail: zone.desk[2],
  }))
}

export function buildVipPrivileges(): Omit<typeof vipPrivileges.$inferInsert, 'id'>[] {
  let n = 0
  return ZONES.flatMap((zone) =>
    zone.privileges.map(([title, summary, place, hours, detail], sort) => {
      n += 1
      return {
        category: zone.category,
        ...bilingualColumns({ title, summary, place, hours }),
        contentZh: sanitizeHtml(`<p>${summary.zh}</p><h3>服务说明</h3><p>${detail.zh}</p>`),
        contentEn: sanitizeHtml(`<p>${summary.en}</p><h3>How it works</h3><p>${detail.en}</p>`),
        cover: imageUrl('vip', n),
        sort,
      }
    }),
  )
}

/** Each service on each fair day at 10:00, 14:00 and 16:00 (fair time). */
export function buildVipSlots(): Omit<typeof vipSlots.$inferInsert, 'id'>[] {
  return [8, 9, 10, 11].flatMap((day) =>
    SERVICES.flatMap(([service, place, capacity]) =>
      ['10:00', '14:00', '16:00']
        .filter((time) => day < 11 || time === '10:00')
        .map((time) => {
          const startsAt = fairTime(day, time)
          return {
            ...bilingualColumns({ service, place }),
            startsAt,
            endsAt: new Date(startsAt.getTime() + 60 * 60_000),
            capacity,
          }
        }),
    ),
  )
}
