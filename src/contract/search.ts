import type { NewsCard, ProjectCard } from './content'

/** A result of any of the eleven searches; `type` is a ContentType code that decides where it opens. */
export interface SearchHit {
  id: number
  type: number
  title: string
  summary: string
  cover: string
  time: number
}

/** An informationSearch hit: a search hit (type 7) that is also a full news card, for the news lists. */
export type NewsHit = NewsCard & SearchHit

/** A projectSearch hit (type 2) with every project-card field; the project's own kind (1/2) is `projectType`. */
export type ProjectHit = Omit<ProjectCard, 'type'> & SearchHit & { projectType: number }

export interface SearchRank {
  keyword: string
  count: number
}
