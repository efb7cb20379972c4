/** The sections of the fair guide: fair articles whose code starts with one of these and a dot. */
export const GuideSection = {
  /** The visitor services: transport, parking, catering, accommodation, Wi-Fi... */
  service: 'service',
  /** Notices to visitors and exhibitors. */
  notice: 'notice',
  /** The organiser's contacts, each with its phone numbers and emails. */
  contact: 'contact',
} as const
export type GuideSection = (typeof GuideSection)[keyof typeof GuideSection]
