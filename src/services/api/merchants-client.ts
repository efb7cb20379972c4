import type { MemberUnit } from '@/contract/city'
import type { Option, Page } from '@/contract/common'
import type { ParkFilterOptions, ProjectFilterOptions } from '@/contract/content'
import type { ParkCard, ParkDetail, ParkListQuery, ProjectCard, ProjectListQuery } from '@/contract/content'
import type { ProductCard, ProductListQuery } from '@/contract/enterprise'
import type { OssToken } from '@/contract/files'
import type { HttpClient } from '../http/types'

const P = '/merchants-client'

/** Calls of the merchants-client service (seed 000 section 7). */
export function createMerchantsApi(http: HttpClient) {
  const post = <T>(path: string, data?: object, loading = false) =>
    http.request<T>(`${P}/${path}`, { method: 'POST', data, loading })
  const get = <T>(path: string, data?: object, loading = false) =>
    http.request<T>(`${P}/${path}`, { method: 'GET', data, loading })

  return {
    parkList: (q: ParkListQuery) => post<Page<ParkCard>>('park/list', q),
    parkInfo: (id: number) => post<ParkDetail>('park/parkInfo', { id }),
    parkTypes: () => post<Option[]>('park/parkTypeList'),
    estateTypes: () => post<Option[]>('park/estateTypeList'),

    projectList: (q: ProjectListQuery) => post<Page<ProjectCard>>('project/list', q),
    carrierSelect: () => post<Option[]>('project/carrierSelect'),
    projectFilterOptions: (type?: number) => get<ProjectFilterOptions>('project/filterOptions', { type }),
    parkFilterOptions: () => get<ParkFilterOptions>('park/filterOptions'),
    industrySelect: () => post<Option[]>('project/industrySelect'),
    investModeSelect: () => post<Option[]>('project/pInvestModeSelect'),
    pushTimeSelect: () => post<Option[]>('project/pushTimeSelect'),
    majorProjectList: (q: ProjectListQuery) => post<Page<ProjectCard>>('project/listMajorProject', q),
    majorProjectIndustrySelect: () => post<Option[]>('project/industrySelectMajorProject'),

    productList: (q: ProductListQuery) => get<Page<ProductCard>>('product/list', q),

    ossToken: () => get<OssToken>('common/oss/getToken'),
    imageUrl: (key: string) => post<{ url: string }>('common/oss/getImageUrl', { key }, true),

    areasWithAccounts: () => post<MemberUnit[]>('areaInfo/areaInfoHasAccounts'),
  }
}

export type MerchantsApi = ReturnType<typeof createMerchantsApi>
