// Every table of every area; an area's schema-<area>.ts adds its line here.
export * from './schema'
