import { APP_RELEASES, EDITIONS, HONOURS } from './editions.fixtures'
import { HOTELS } from './hotels.fixtures'
import type { appReleases, fairEditions, fairHonours, hotels } from './info.schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { imageTag, imageUrl } from '../platform/images'
import { bilingualColumns, t, type Text } from '../platform/text'

export function buildEditions(): (typeof fairEditions.$inferInsert)[] {
  return EDITIONS.map(([year, theme, [exhibitors, visitors, countries, projectsSigned, yi], highlights], index) => {
    const html = (lang: keyof Text) =>
      `${imageTag('exhibition', index + 1, lang === 'zh' ? '展会现场' : 'At the fair')}<ul>${highlights.map((line) => `<li>${line[lang]}</li>`).join('')}</ul>`
    return {
      year,
      edition: year - 2001,
      ...bilingualColumns({
        theme,
        venue: t('厦门国际会展中心', 'Xiamen International Conference and Exhibition Center'),
      }),
      highlightsZh: sanitizeHtml(html('zh')),
      highlightsEn: sanitizeHtml(html('en')),
      startDate: `${year}-09-08`,
      endDate: `${year}-09-11`,
      cover: imageUrl('exhibition', index + 1),
      exhibitors,
      visitors,
      countries,
      projectsSigned,
      investmentSigned: yi * 1e8,
    }
  })
}

export function buildHonours(): Omit<typeof fairHonours.$inferInsert, 'id'>[] {
  let sort = 0
  return HONOURS.flatMap(([year, category, winners]) =>
    winners.map((winner) => ({ year, ...bilingualColumns({ category, winner }), sort: sort++ })),
  )
}

export function buildHotels(): Omit<typeof hotels.$inferInsert, 'id'>[] {
  return HOTELS.map((hotel, index) => {
    const html = (lang: keyof Text) =>
      `<p>${hotel.about[lang]}</p><h3>${lang === 'zh' ? '预订说明' : 'Booking'}</h3><p>${
        lang === 'zh'
          ? `会期协议价${hotel.price[0]}—${hotel.price[1]}元/晚，含早餐；请于8月31日前联系预订人并注明“投洽会”。`
          : `Fair rate CNY ${hotel.price[0]}–${hotel.price[1]} a night with breakfast; book with the contact before 31 August, quoting “CIFIT”.`
      }</p>`
    return {
      ...bilingualColumns({ name: hotel.name, address: hotel.address, bookingContact: hotel.booking[0] }),
      contentZh: sanitizeHtml(html('zh')),
      contentEn: sanitizeHtml(html('en')),
      stars: hotel.stars,
      distanceKm: hotel.distanceKm,
      priceMin: hotel.price[0],
      priceMax: hotel.price[1],
      phone: hotel.phone,
      bookingPhone: hotel.booking[1],
      bookingEmail: hotel.booking[2],
      shuttle: hotel.shuttle,
      cover: imageUrl('hotel', index + 1),
      images: [imageUrl('hotel', index + 6), imageUrl('hotel', index + 11)],
      latitude: hotel.at[0],
      longitude: hotel.at[1],
    }
  })
}

export function buildAppReleases(): (typeof appReleases.$inferInsert)[] {
  return APP_RELEASES.map(({ notes, ...release }) => ({ ...release, ...bilingualColumns({ notes }) }))
}
