export interface BaseConfig {
  /** Points rewards fire only while this is on (seed 000 section 5). */
  pointsMallSwitch: boolean
  /** The collectible task each placement offers; '' when it offers none. */
  collectibleTasks: { home: string; live: string }
  fairName: string
  edition: number
  /** Fair opening and closing days, YYYY-MM-DD. */
  startDate: string
  endDate: string
  servicePhone: string
}

export interface Agreement {
  type: string
  title: string
  content: string
}

export interface CommonModule {
  id: number
  /** banner, entry, notice... */
  type: string
  title: string
  image: string
  /** An H5 route path with its query, e.g. /projectList?industryId=3. */
  link: string
  sort: number
}
