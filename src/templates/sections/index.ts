// A page of sections (hubs, outcomes, records) and the parts its sections are made of.
export { sectionsPage, type SectionsDescriptor, type SectionsProps } from './sections-page'
export * from './parts'
